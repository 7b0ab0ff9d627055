import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: session cookies, email links and API token secrets. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * SHA-256 for secrets that are random and short-lived (session cookies, email links): they cannot
 * be guessed, so a fast hash protects a leaked table as well as a slow one would.
 */
export function sha256Hex(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}
