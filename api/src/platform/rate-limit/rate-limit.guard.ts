import { createHash } from 'node:crypto';
import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';

/**
 * Nest's throttler (429 with `Retry-After`) keyed by who is asking: the user once authenticated
 * (so users behind one NAT do not share a budget), otherwise the address plus the login or email
 * being tried (so guessing one account's password is slowed without locking out its owner's
 * other devices, and one address cannot spray a login at full speed).
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the signature of ThrottlerGuard.getTracker
  protected override async getTracker(req: Record<string, any>): Promise<string> {
    // Whoever signed the request in (identity's Principal); only its user id counts here.
    const user = req.user as { readonly userId?: string } | undefined;
    if (user?.userId) return `user:${user.userId}`;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const who = [body.login, body.email, body.username].find((v) => typeof v === 'string') as string | undefined;
    return `ip:${req.ip}|${(who ?? '').trim().toLowerCase()}`;
  }

  // The library's key is per route (class, handler, tracker), which would give a user a fresh
  // budget on each of some eighty operations. A budget is the caller's across every route it
  // covers, as RATE_LIMIT_API_PER_MINUTE says ("any authenticated call per user"); the tracker is
  // hashed, as the library does, so a long login in a body cannot make a long key.
  protected override generateKey(_context: ExecutionContext, tracker: string, throttlerName: string): string {
    return createHash('sha256').update(`${throttlerName}-${tracker}`).digest('hex');
  }

  // The library names the header after the throttler (`Retry-After-auth`); clients and proxies
  // understand only the standard `Retry-After` (RFC 9110 §10.2.3), in seconds.
  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const res = context.switchToHttp().getResponse<{ header: (name: string, value: string) => void }>();
    res.header('Retry-After', String(Math.max(1, Math.ceil(detail.timeToBlockExpire))));
    return super.throwThrottlingException(context, detail);
  }
}
