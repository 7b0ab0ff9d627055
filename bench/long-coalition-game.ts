import { type Action, getVariant } from '@entente/engine';
import { seededRandom, shuffleWith } from './support/seeded-random';

/**
 * Builds a legal Coalition Chess game of `target` half-moves for the dashboard benchmark, by
 * search through the real engine. Green allies with Yellow and Red with Black by declaration in
 * round 1 (so no neutral party aborts the game after round 3); then random non-capturing moves,
 * with a guard or machine-gun step whenever the 75-round counter grows (§8), never a position
 * seen three times (fivefold repetition), never a move that ends the game. Returns the actions
 * in order, each with the seat that sends it.
 */
export function buildLongCoalitionGame(target: number, seed = 11): { actions: Action[]; plies: number } {
  const variant = getVariant('coalition')!;
  const options = variant.parseOptions({ setupPhase: false });
  if (!options.ok) throw new Error(options.error.message);
  const initial = variant.initial(options.value);
  if (!initial.ok) throw new Error(initial.error.message);
  let state = initial.value;
  const random = seededRandom(seed);
  const shuffle = <T>(xs: T[]): T[] => shuffleWith(xs, random);
  const declarations: Record<string, string> = { green: 'yellow', red: 'black' };
  const seen = new Map<string, number>();
  const actions: Action[] = [];
  let plies = 0;
  let quiet = 0;
  while (plies < target) {
    const view = variant.view(state);
    if (view.status !== 'active')
      throw new Error(`the long game ended after ${plies} half-moves: ${view.result?.reason}`);
    const seat = view.toMove[0].seat;
    if (declarations[seat]) {
      const declare: Action = { type: 'declare', seat, ally: declarations[seat] };
      const r = variant.apply(state, declare);
      if (!r.ok) throw new Error(r.error.message);
      actions.push(declare);
      state = r.value.state;
      delete declarations[seat];
    }
    const pieces = new Map(view.board.map((p) => [p.square, p.piece]));
    const all = variant.legalMoves(state, seat);
    const moves = all.filter((m) => !pieces.has(m.replace(/^[a-j]\d+/, '').replace(/=.*/, '')));
    const pawnLike = (m: string) => ['guard', 'machine_gun'].includes(pieces.get(/^[a-j]\d+/.exec(m)![0]) ?? '');
    const preferred =
      quiet > 120
        ? [...shuffle(moves.filter(pawnLike)), ...shuffle(moves.filter((m) => !pawnLike(m)))]
        : [...shuffle(moves.filter((m) => !pawnLike(m))), ...shuffle(moves.filter(pawnLike))];
    let chosen: { move: string; next: typeof state } | undefined;
    // Quiet moves first; when there are none (a check to meet, say), any move that goes on.
    const fallback = shuffle(all.filter((m) => !moves.includes(m)));
    for (const [index, move] of [...preferred, ...fallback].entries()) {
      const strict = index < preferred.length;
      const r = variant.apply(state, { type: 'move', move, seat });
      if (!r.ok) continue;
      const after = variant.view(r.value.state);
      if (after.status !== 'active' || (strict && after.toMove.some((t) => t.reason === 'check-answer'))) continue;
      const key = variant.serialize(r.value.state);
      if ((seen.get(key) ?? 0) >= 2) continue;
      chosen = { move, next: r.value.state };
      seen.set(key, (seen.get(key) ?? 0) + 1);
      break;
    }
    if (!chosen) throw new Error(`no quiet move for ${seat} after ${plies} half-moves`);
    actions.push({ type: 'move', move: chosen.move, seat });
    quiet = pawnLike(chosen.move) || !moves.includes(chosen.move) ? 0 : quiet + 1;
    state = chosen.next;
    plies++;
  }
  return { actions, plies };
}
