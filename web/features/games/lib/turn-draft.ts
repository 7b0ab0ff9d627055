/**
 * The half-moves of a turn not yet sent, kept in this browser under the user and the game, so
 * that leaving the page (a link, a reload, a closed tab) throws nothing away. The draft is the
 * user's alone: another account on the same browser has its own. The server keeps a copy for the
 * user's other devices (hooks/use-server-draft.ts), private to them as this one is.
 * It belongs to the position it was made on (the number of board moves played): once a board
 * move has been played since, it is stale and dropped; other events (a draw offer) leave it.
 */
export interface TurnDraft {
  readonly plies: number;
  readonly moves: readonly string[];
}

const keyOf = (userId: string, gameId: string) => `entente.turn-draft.${userId}.${gameId}`;

/** The draft for this position, or no half-moves; a stale or unreadable one is removed. */
export function readTurnDraft(userId: string, gameId: string, plies: number): string[] {
  try {
    const raw = localStorage.getItem(keyOf(userId, gameId));
    if (!raw) return [];
    const draft = JSON.parse(raw) as Partial<TurnDraft>;
    const moves = draft.moves;
    if (draft.plies === plies && Array.isArray(moves) && moves.every((m) => typeof m === 'string')) return [...moves];
    localStorage.removeItem(keyOf(userId, gameId));
  } catch {
    // Storage may be switched off or full: the draft then lives only as long as the page.
  }
  return [];
}

/** Keeps the half-moves as the draft of this position; none removes it. */
export function writeTurnDraft(userId: string, gameId: string, plies: number, moves: readonly string[]): void {
  try {
    if (moves.length === 0) localStorage.removeItem(keyOf(userId, gameId));
    else localStorage.setItem(keyOf(userId, gameId), JSON.stringify({ plies, moves } satisfies TurnDraft));
  } catch {
    // See readTurnDraft.
  }
}
