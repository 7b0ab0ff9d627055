import { DomainError } from '../errors/domain-error';

/**
 * An opaque keyset cursor for the paged lists (games, clubs, ladders, alliances, ratings): the sort
 * key of the last row given out, as base64url JSON. Each list checks the shape it expects when it reads one back.
 */
export function encodePageCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodePageCursor(raw: string, shape: readonly ('string' | 'number')[]): (string | number)[] {
  const bad = new DomainError('BAD_CURSOR', 'This cursor is not one the server gave out.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw bad;
  }
  if (!Array.isArray(parsed) || parsed.length !== shape.length) throw bad;
  parsed.forEach((v, i) => {
    if (typeof v !== shape[i] || (typeof v === 'number' && !Number.isFinite(v))) throw bad;
  });
  return parsed as (string | number)[];
}
