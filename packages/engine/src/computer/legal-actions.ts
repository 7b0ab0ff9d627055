import type { Action } from '../rules/core/action';
import { fail, ok, type Result } from '../rules/core/result';
import { type AnyVariant, getVariant } from '../rules';
import type { State007 } from '../rules/chess007/state';
import { bit, Game } from '../rules/coalition/game';
import { legalMoves } from '../rules/coalition/move-generation';
import { seatIndex } from '../rules/coalition/pieces';
import { drawClaimable } from '../rules/coalition/repetition';
import type { CoalitionState } from '../rules/coalition/state';
import { actor } from '../rules/coalition/turn-flow';
import { legalOnly, turnCandidates } from './coalition/candidates';
import { mayArrangeNow } from './coalition/player';
import { placementOf } from './coalition/setup';

/** The state and seat a list of legal actions is asked for; plain JSON, like a ChooseRequest. */
export interface LegalActionsRequest {
  readonly variant: string;
  /** The game's rules edition (e.g. `coalition/1`); the variant's newest when absent. */
  readonly edition?: string;
  readonly options?: unknown;
  /** The engine's text of the current state (`Variant.serialize`). */
  readonly state: string;
  readonly seat: string;
}

/**
 * Every action a seat may take now, each once (docs/bots.md, "Legal actions"): its board moves
 * when it is to move; an answer to a draw offer awaiting it (`accept-draw`, `decline-draw`);
 * `claim-draw` when it may claim one; in Coalition Chess each declaration, pass and cyclist
 * square the rules allow, and an arrangement — in the set-up phase and for the once-only
 * re-arrangement — with the pieces as they stand, one placement of the many a seat may send.
 * `resign` and `offer-draw` are always open and not listed. Empty when the seat has nothing to do.
 */
export function legalActions(request: LegalActionsRequest): Result<Action[]> {
  const variant = getVariant(request.variant, request.edition);
  if (!variant)
    return fail('BAD_OPTIONS', `unknown variant "${request.variant}" or rules edition "${request.edition}"`);
  if (!variant.seats.includes(request.seat)) return fail('BAD_ACTION', `unknown seat "${request.seat}"`);
  const options = variant.parseOptions(request.options);
  if (!options.ok) return options;
  const restored = variant.deserialize(request.state, options.value);
  if (!restored.ok) return restored;
  if (variant.id === '007') return ok(actions007(variant, restored.value as State007, request.seat));
  return ok(actionsCoalition(variant, restored.value as CoalitionState, request.seat));
}

function actions007(variant: AnyVariant, state: State007, seat: string): Action[] {
  const view = variant.view(state);
  if (view.status !== 'active') return [];
  const out: Action[] = [];
  if (view.toMove[0]?.seat === seat) {
    for (const move of variant.legalMoves(state, seat)) out.push({ type: 'move', move });
    if (view.drawClaimable) out.push({ type: 'claim-draw', seat });
  }
  if (view.drawOffer && view.drawOffer.by !== seat)
    out.push({ type: 'accept-draw', seat }, { type: 'decline-draw', seat });
  return out;
}

function actionsCoalition(variant: AnyVariant, state: CoalitionState, seatName: string): Action[] {
  if (state.phase === 'finished' || state.phase === 'aborted') return [];
  const seat = seatIndex(seatName);
  const g = Game.fromState(state);
  if (g.out & bit(seat)) return [];
  const out: Action[] = [];
  if (g.phase === 'setup') {
    if (mayArrangeNow(g, seat))
      out.push({ type: 'arrange', seat: seatName, placement: placementOf(state.board, seat) });
  } else {
    const who = actor(g);
    if (who && who.seat === seat) {
      const moves = legalMoves(g, seat, []);
      const candidates = turnCandidates(state, g, seat, moves, who.answer, () => placementOf(state.board, seat));
      out.push(...legalOnly(state, candidates, variant));
      if (!who.answer && drawClaimable(g)) out.push({ type: 'claim-draw', seat: seatName });
    }
  }
  if (g.drawOffer && !(g.drawOffer.agreed & bit(seat)))
    out.push({ type: 'accept-draw', seat: seatName }, { type: 'decline-draw', seat: seatName });
  return out;
}
