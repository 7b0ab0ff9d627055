import { newSecret } from '../access/secret-token';

/**
 * `ent_<token id, 32 hex>_<secret>`: the recognisable prefix lets secret scanners find leaked
 * tokens and lets the auth guard tell a token from a JWT; the id finds the row without a scan.
 */
const TOKEN_PATTERN = /^ent_([0-9a-f]{32})_([A-Za-z0-9_-]{43})$/;

export function formatToken(id: string): { token: string; secret: string } {
  const secret = newSecret();
  return { token: `ent_${id.replace(/-/g, '')}_${secret}`, secret };
}

export function parseToken(token: string): { id: string; secret: string } | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const hex = match[1];
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { id, secret: match[2] };
}

export function looksLikeApiToken(bearer: string): boolean {
  return bearer.startsWith('ent_');
}
