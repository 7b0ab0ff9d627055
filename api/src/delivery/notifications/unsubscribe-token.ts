import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a one-click unsubscribe link: which user stops which kind, signed with the server
 * secret so nobody can unsubscribe someone else. It never expires (old emails keep working) and
 * grants nothing but setting that one kind to `never`.
 */
export function unsubscribeToken(secret: string, userId: string, kind: string): string {
  return `${userId}.${kind}.${mac(secret, userId, kind)}`;
}

export function readUnsubscribeToken(secret: string, token: string): { userId: string; kind: string } | null {
  const m = /^([0-9a-f-]{36})\.([a-z-]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const expected = Buffer.from(mac(secret, m[1], m[2]));
  const given = Buffer.from(m[3]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { userId: m[1], kind: m[2] } : null;
}

function mac(secret: string, userId: string, kind: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url');
}
