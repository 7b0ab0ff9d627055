import { Injectable } from '@nestjs/common';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';

/**
 * The token and revocation endpoints are called by apps, not people: one app server refreshes
 * tokens for all of its users from one address. Their budget is therefore the app's (by
 * `client_id` and address), under the generous `api` limit: every secret these endpoints check
 * is 256 random bits, so the limit only stops runaways, not guessing.
 */
@Injectable()
export class OAuthRateLimitGuard extends RateLimitGuard {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the signature of ThrottlerGuard.getTracker
  protected override async getTracker(req: Record<string, any>): Promise<string> {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const header = typeof req.headers?.authorization === 'string' ? (req.headers.authorization as string) : '';
    const basic = /^Basic\s+([A-Za-z0-9+/=]+)/i.exec(header);
    const fromBasic = basic ? Buffer.from(basic[1], 'base64').toString('utf8').split(':')[0] : undefined;
    const clientId = fromBasic ?? (typeof body.client_id === 'string' ? body.client_id : '');
    return `oauth:${req.ip}|${clientId.slice(0, 100)}`;
  }
}
