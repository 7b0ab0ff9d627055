import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-custom';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Principal } from '../../access/principal';
import { readSessionCookie } from '../session-cookie';
import { SessionsService } from '../sessions.service';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The dashboard's session cookie. */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, 'session') {
  private readonly trustedOrigins: ReadonlySet<string>;

  constructor(
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super();
    this.trustedOrigins = new Set([new URL(config.publicUrl).origin, ...config.trustedOrigins]);
  }

  async validate(req: Request): Promise<Principal | null> {
    const cookie = readSessionCookie(req);
    if (!cookie) return null;
    // SameSite=Strict already keeps the cookie off cross-site requests; refusing every Origin but
    // the dashboard's on state-changing requests also covers older browsers and same-site pages
    // (another port or subdomain of the same host). The list is fixed by the configuration, never
    // derived from a request's Host, which a rebound DNS name controls.
    const origin = req.headers.origin;
    if (!SAFE_METHODS.has(req.method) && origin !== undefined && !this.trustedOrigins.has(origin)) {
      throw new DomainError('CSRF_REJECTED', `A cookie-authenticated ${req.method} from origin ${origin} is refused.`);
    }
    const session = await this.sessions.resolve(cookie, req.ip);
    if (!session) return null;
    return {
      userId: session.userId,
      username: session.username,
      via: 'session',
      scopes: 'all',
      sessionId: session.sessionId,
    };
  }
}
