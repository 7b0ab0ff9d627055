import { DomainError } from '../../platform/errors/domain-error';
import { decodePageCursor, encodePageCursor } from '../../platform/http/page-cursor';

/**
 * Position in the "my turn first, nearest deadline first" order: (0 when I must act else 1,
 * deadline or +infinity, id). Opaque to clients (base64url JSON), validated when read back.
 */
export interface GameCursor {
  readonly turn: 0 | 1;
  readonly deadline: string;
  readonly id: string;
}

export function encodeCursor(c: GameCursor): string {
  return encodePageCursor([c.turn, c.deadline, c.id]);
}

export function decodeCursor(raw: string): GameCursor {
  const [turn, deadline, id] = decodePageCursor(raw, ['number', 'string', 'string']) as [number, string, string];
  if (
    (turn !== 0 && turn !== 1) ||
    (deadline !== 'infinity' && Number.isNaN(Date.parse(deadline))) ||
    !/^[0-9a-f-]{36}$/.test(id)
  )
    throw new DomainError('BAD_CURSOR', 'This cursor is not one the server gave out.');
  return { turn, deadline, id };
}

/**
 * Position in the finished list, newest first: (when the game ended, id), `ended` as PostgreSQL
 * wrote it (ISO with microseconds, or '-infinity'), so the keyset comparison is exact.
 */
export interface EndedCursor {
  readonly ended: string;
  readonly id: string;
}

const ENDED = /^(-infinity|\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?(Z|[+-]\d\d(:\d\d)?))$/;

export function encodeEndedCursor(c: EndedCursor): string {
  return encodePageCursor(['ended', c.ended, c.id]);
}

export function decodeEndedCursor(raw: string): EndedCursor {
  let key: (string | number)[];
  try {
    key = decodePageCursor(raw, ['string', 'string', 'string']);
  } catch {
    // A cursor of the order this list had before it was newest first: the client must start over.
    decodeCursor(raw);
    throw new DomainError(
      'STALE_CURSOR',
      'Finished games are now listed newest first; this cursor belongs to the former order. Start from the first page.',
    );
  }
  const [kind, ended, id] = key as [string, string, string];
  if (kind !== 'ended' || !ENDED.test(ended) || !/^[0-9a-f-]{36}$/.test(id))
    throw new DomainError('BAD_CURSOR', 'This cursor is not one the server gave out.');
  return { ended, id };
}
