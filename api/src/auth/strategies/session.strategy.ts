import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-custom';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { DomainError } from '../../common/domain-error';
import type { Principal } from '../principal';
import { readSessionCookie } from '../session-cookie';
import { SessionsService } from '../sessions.service';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The dashboard's session cookie. */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, 'session') {
  private readonly dashboardOrigin: string;

  constructor(
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super();
    this.dashboardOrigin = new URL(config.publicUrl).origin;
  }

  async validate(req: Request): Promise<Principal | null> {
    const cookie = readSessionCookie(req);
    if (!cookie) return null;
    // SameSite=Strict already keeps the cookie off cross-site requests; refusing a foreign Origin
    // on state-changing requests also covers older browsers and same-site subdomains.
    const origin = req.headers.origin;
    if (
      !SAFE_METHODS.has(req.method) &&
      origin &&
      origin !== this.dashboardOrigin &&
      origin !== `${req.protocol}://${req.headers.host}`
    ) {
      throw new DomainError('CSRF_REJECTED', `A cookie-authenticated ${req.method} from origin ${origin} is refused.`);
    }
    const session = await this.sessions.resolve(cookie);
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
