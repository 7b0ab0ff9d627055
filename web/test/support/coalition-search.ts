import { getVariant, type Action, type GameView } from '@entente/engine';

export interface Step {
  seat: string;
  action: Action;
}

/**
 * Finds, with the real rules engine, a legal continuation of a Coalition Chess position that
 * ends with a King in check whose owner must answer out of turn (coalition.md §7), declaring
 * the given alliances on the small powers' first turns on the way. Moves that give such a check
 * are preferred, the rest are random (seeded): the test then plays the steps in the browser.
 */
export function findOutOfTurnCheck(
  positionText: string,
  rawOptions: Record<string, unknown>,
  declarations: Record<string, string>,
  seed = 1,
): Step[] {
  const variant = getVariant('coalition')!;
  const options = variant.parseOptions(rawOptions);
  if (!options.ok) throw new Error(options.error.message);
  const start = variant.deserialize(positionText, options.value);
  if (!start.ok) throw new Error(start.error.message);
  let rand = seed >>> 0;
  const random = () => (rand = (Math.imul(rand, 1664525) + 1013904223) >>> 0) / 2 ** 32;

  for (let attempt = 0; attempt < 400; attempt++) {
    let state = start.value;
    const steps: Step[] = [];
    const declared = new Set<string>();
    for (let ply = 0; ply < 36; ply++) {
      const view = variant.view(state);
      if (view.status !== 'active') break;
      const seat = view.toMove[0].seat;
      if (declarations[seat] && !declared.has(seat)) {
        declared.add(seat);
        const declare: Action = { type: 'declare', seat, ally: declarations[seat] };
        const r = variant.apply(state, declare);
        if (r.ok) {
          steps.push({ seat, action: declare });
          state = r.value.state;
        }
      }
      const moves = variant.legalMoves(state, seat);
      if (moves.length === 0) break;
      const after = (move: string) => {
        const r = variant.apply(state, { type: 'move', move, seat });
        return r.ok ? r.value.state : undefined;
      };
      const outOfTurn = moves.find((m) => {
        const s = after(m);
        const v: GameView | undefined = s ? variant.view(s) : undefined;
        return v && v.status === 'active' && v.toMove.some((t) => t.reason === 'check-answer' && t.seat !== seat);
      });
      const move = outOfTurn ?? moves[Math.floor(random() * moves.length)];
      steps.push({ seat, action: { type: 'move', move, seat } });
      state = after(move)!;
      if (outOfTurn && [...Object.keys(declarations)].every((s) => declared.has(s))) return steps;
    }
  }
  throw new Error('no out-of-turn check found');
}

/** A legal move for `seat` that neither ends the game nor gives check (for tests that just need the game to go on). */
export function quietMove(positionText: string, rawOptions: Record<string, unknown>, seat: string): string {
  const variant = getVariant('coalition')!;
  const options = variant.parseOptions(rawOptions);
  if (!options.ok) throw new Error(options.error.message);
  const state = variant.deserialize(positionText, options.value);
  if (!state.ok) throw new Error(state.error.message);
  for (const move of variant.legalMoves(state.value, seat)) {
    const r = variant.apply(state.value, { type: 'move', move, seat });
    if (!r.ok) continue;
    if (r.value.effects.some((e) => e.type === 'check' || e.type === 'game-over')) continue;
    return move;
  }
  throw new Error(`no quiet move for ${seat}`);
}
