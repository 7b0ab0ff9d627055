import { type Action, getVariant } from '@entente/engine';
import { seededRandom, shuffleWith } from './support/seeded-random';

/**
 * Builds a legal 007 game of `target` half-moves for the read benchmark, by search through the
 * real engine: random reversible half-moves (piece shuffles) while the fifty-move counter is low,
 * then a pawn move or capture to reset it — keeping clear of the automatic draws (75-move rule,
 * fivefold repetition, dead position) and of mate, so the game is still running at the end.
 * Returns the half-moves grouped into turns, as a client would send them to POST /turns.
 */
export function buildLong007Game(target: number, seed = 7): { turns: string[][]; plies: number } {
  const variant = getVariant('007')!;
  const options = variant.parseOptions({});
  if (!options.ok) throw new Error(options.error.message);
  const initial = variant.initial(options.value);
  if (!initial.ok) throw new Error(initial.error.message);
  let state = initial.value;
  const random = seededRandom(seed);
  const shuffle = <T>(xs: T[]): T[] => shuffleWith(xs, random);

  const turns: string[][] = [];
  let current: string[] = [];
  let currentSeat = variant.view(state).toMove[0].seat;
  let reversibleRun = 0;
  let plies = 0;
  while (plies < target) {
    const view = variant.view(state);
    if (view.status !== 'active')
      throw new Error(`the long game ended after ${plies} half-moves: ${view.result?.reason}`);
    const pieces = new Map(view.board.map((p) => [p.square, p.piece]));
    const irreversible = (m: string) => pieces.get(m.slice(0, 2)) === 'pawn' || pieces.has(m.slice(2, 4));
    const reversible = shuffle(view.legalMoves.filter((m) => !irreversible(m)));
    const pawnPushes = shuffle(view.legalMoves.filter((m) => irreversible(m) && !pieces.has(m.slice(2, 4))));
    const captures = shuffle(view.legalMoves.filter((m) => pieces.has(m.slice(2, 4))));
    const order =
      reversibleRun < 110 ? [...reversible, ...pawnPushes, ...captures] : [...pawnPushes, ...captures, ...reversible];
    let chosen: string | undefined;
    for (const move of order) {
      const next = variant.apply(state, { type: 'move', move } as Action);
      if (!next.ok) continue;
      const after = variant.view(next.value.state);
      // Keep the game running, with a move left to make (strict completion may forbid some turns).
      if (after.status !== 'active' || after.legalMoves.length === 0) continue;
      chosen = move;
      state = next.value.state;
      if (after.toMove[0].seat !== currentSeat) {
        current.push(move);
        turns.push(current);
        current = [];
        currentSeat = after.toMove[0].seat;
      } else current.push(move);
      break;
    }
    if (!chosen) throw new Error(`no move keeps the long game going after ${plies} half-moves`);
    reversibleRun = irreversible(chosen) ? 0 : reversibleRun + 1;
    plies += 1;
  }
  if (current.length > 0) turns.push(current);
  return { turns, plies };
}
