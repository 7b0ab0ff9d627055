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
