import { DomainError } from '../common/domain-error';

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
  return Buffer.from(JSON.stringify([c.turn, c.deadline, c.id])).toString('base64url');
}

export function decodeCursor(raw: string): GameCursor {
  const bad = new DomainError('BAD_CURSOR', 'This cursor is not one the server gave out.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw bad;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw bad;
  const [turn, deadline, id] = parsed;
  if ((turn !== 0 && turn !== 1) || typeof deadline !== 'string' || typeof id !== 'string') throw bad;
  if (deadline !== 'infinity' && Number.isNaN(Date.parse(deadline))) throw bad;
  if (!/^[0-9a-f-]{36}$/.test(id)) throw bad;
  return { turn, deadline, id };
}
