import type { GameRecord } from '../../play/core/game-record';

/**
 * How a ladder credits a seat that changed hands during a game (the ladder's setting
 * `holder_credit`, fixed with its points table once the ladder has a game):
 *
 * - `final` (default): the seat's result goes to the person who held it when the game ended;
 *   those who held it before get nothing for it. A seat a computer held at the end is nobody's.
 * - `each`: every person who held the seat at any time gets the seat's whole result (its
 *   outcome and its points), once each — the game counts once per person, with the better result
 *   when they held two seats (as a strawman's does). Computers are never credited.
 *
 * The ladder's `computer_games` says whether a game counts at all once a computer held any seat
 * in it (at the start, or by a take-over): false makes it `void`, with no points to anyone.
 */
export const HOLDER_CREDITS = ['final', 'each'] as const;
export type HolderCredit = (typeof HOLDER_CREDITS)[number];

/** One holding of the game's record of holders (`seat_holders`), as the credit needs it. */
export interface Holding {
  readonly seat: string;
  readonly userId: string | null;
  readonly computer: string | null;
}

/** The people credited with each seat's result, by the ladder's setting. */
export function creditedHolders(
  game: Pick<GameRecord, 'seats'>,
  holdings: readonly Holding[],
  credit: HolderCredit,
): { seat: string; userId: string }[] {
  const atEnd = game.seats
    .filter((s) => s.state === 'taken' && s.userId && !s.computer)
    .map((s) => ({ seat: s.seat, userId: s.userId as string }));
  if (credit === 'final') return atEnd;
  const seen = new Set<string>();
  const out: { seat: string; userId: string }[] = [];
  // A game started before the record of holders existed has none: its holders at the end, then.
  for (const h of [...holdings.flatMap((x) => (x.userId ? [{ seat: x.seat, userId: x.userId }] : [])), ...atEnd]) {
    const key = `${h.seat}:${h.userId}`;
    if (!seen.has(key)) out.push(h);
    seen.add(key);
  }
  return out;
}

/** Whether a computer held any seat of the game at any time. */
export function hadComputer(game: Pick<GameRecord, 'seats'>, holdings: readonly Holding[]): boolean {
  return holdings.some((h) => h.computer !== null) || game.seats.some((s) => s.computer);
}
