import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { DomainError } from '../../platform/errors/domain-error';
import { AccountStandingService } from '../standing/account-standing.service';
import { PEOPLE_ONLY } from './people-only.decorator';
import { hasScope, isToken, type Principal } from './principal';
import { REQUIRED_SCOPES } from './require-scope.decorator';
import type { Scope } from './scopes';

/**
 * The one guard of every authenticated route: a bearer JWT, a personal API token, an app's OAuth
 * access token or the session cookie (tried in that order, so an explicit bearer wins over an
 * ambient cookie), then the route's scope requirements (`@RequireScope`) and `@PeopleOnly`.
 * Personal and OAuth tokens are treated alike: both hold scopes, neither passes `@PeopleOnly`.
 * A suspended or closed account is refused whatever its credential (ACCOUNT_SUSPENDED, ACCOUNT_CLOSED).
 */
@Injectable()
export class AuthenticatedGuard extends AuthGuard(['jwt', 'api-token', 'oauth', 'session']) {
  constructor(
    private readonly reflector: Reflector,
    private readonly standing: AccountStandingService,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const principal = context.switchToHttp().getRequest<{ user: Principal }>().user;
    // A credential made before a suspension (a token, a JWT) must stop working with it.
    await this.standing.assertMayAct(principal.userId);
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PEOPLE_ONLY, targets) && isToken(principal)) {
      throw new DomainError('FORBIDDEN', 'API and OAuth tokens cannot use this endpoint; sign in instead.');
    }
    const required = this.reflector.getAllAndOverride<Scope[]>(REQUIRED_SCOPES, targets) ?? [];
    const missing = required.filter((scope) => !hasScope(principal, scope));
    if (missing.length > 0) {
      throw new DomainError('MISSING_SCOPE', `This token lacks the scope ${missing.join(', ')}.`, {
        missingScopes: missing,
      });
    }
    return true;
  }

  // Passport's verdict: a strategy error (e.g. CSRF_REJECTED) passes through; no user is a 401.
  override handleRequest<TUser = Principal>(err: unknown, user: TUser | false): TUser {
    if (err) throw err;
    if (!user) throw new DomainError('UNAUTHENTICATED', 'Sign in, or send a bearer JWT, API token or OAuth token.');
    return user;
  }
}
