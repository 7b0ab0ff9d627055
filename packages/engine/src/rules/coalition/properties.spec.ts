import fc from 'fast-check';
import type { Action } from '../core/action';
import { Game } from './game';
import { kingAttacked } from './move-generation';
import { options } from './spec-helpers';
import type { CoalitionState } from './state';
import { coalitionVariant } from './variant';

/**
 * Random legal games (moves, declarations, passes, re-arrangements, resignations and draw
 * offers chosen by fast-check) never reach an illegal state, round-trip through the position
 * text, and replay to the same state.
 */
const SEATS = ['yellow', 'black', 'green', 'red'];

function pieceCounts(s: CoalitionState): number[] {
  const counts = [0, 0, 0, 0];
  for (const code of s.board) if (code) counts[(code >> 4) & 3]++;
  return counts;
}

function partnerOf(s: CoalitionState, seat: number): number {
  for (const c of s.coalitions) {
    if (c.seats[0] === seat) return c.seats[1];
    if (c.seats[1] === seat) return c.seats[0];
  }
  return -1;
}

/** Picks the next action from a random number: mostly moves, sometimes something else. */
function chooseAction(s: CoalitionState, pick: number, kind: number): Action | null {
  const view = coalitionVariant.view(s);
  if (view.status !== 'active') return null;
  const seat = view.toMove[0].seat;
  const small = seat === 'green' || seat === 'red';
  if (kind <= 8 && small && view.round <= 3) return { type: 'declare', seat, ally: SEATS[pick % 4] };
  if (kind === 9 && view.round <= 3) return { type: 'pass', seat };
  if (kind === 10 && pick % 7 === 0) return { type: 'resign', seat: SEATS[pick % 4] };
  if (kind === 11) return { type: 'offer-draw', seat: SEATS[pick % 4] };
  if (kind === 12) return { type: 'decline-draw', seat: SEATS[pick % 4] };
  if (view.legalMoves.length === 0) return null;
  return { type: 'move', move: view.legalMoves[pick % view.legalMoves.length] };
}

function checkInvariants(before: CoalitionState, action: Action, after: CoalitionState): void {
  const kings = after.board
    .filter((c) => c && (c & 15) === 0)
    .map((c) => (c >> 4) & 3)
    .sort();
  expect(kings).toEqual([0, 1]); // Kings are never captured, small powers have none
  const b = pieceCounts(before);
  const a = pieceCounts(after);
  if (action.type === 'move') {
    const mover = SEATS.indexOf(coalitionVariant.view(before).toMove[0].seat);
    for (let seat = 0; seat < 4; seat++) {
      expect(a[seat]).toBeLessThanOrEqual(b[seat]);
      if (a[seat] < b[seat]) {
        expect(seat).not.toBe(mover);
        expect(seat).not.toBe(partnerOf(before, mover)); // partners never capture each other
      }
    }
    // a great power's King is never attacked right after its own move
    if (mover <= 1) expect(kingAttacked(Game.fromState(after), mover)).toBe(false);
  }
  if (after.phase === 'active' && after.round > 3)
    for (const small of [2, 3])
      if (!(after.out & (1 << small))) expect(partnerOf(after, small)).toBeGreaterThanOrEqual(0);
  const text = coalitionVariant.serialize(after);
  const back = coalitionVariant.deserialize(text, after.options);
  expect(back.ok && back.value).toEqual(after);
}

const optionArb = fc.record({
  order: fc.constantFrom('YBGR', 'YGBR'),
  checkResponse: fc.constantFrom('immediate', 'own-turn'),
  stalemate: fc.constantFrom('draw', 'pass'),
  smallPowerCoalition: fc.boolean(),
  openingPasses: fc.boolean(),
  planeNeedsEmptyIntermediate: fc.boolean(),
});

describe('properties of random legal games', () => {
  it('never reach an illegal state, round-trip the position text and replay identically', () => {
    fc.assert(
      fc.property(
        optionArb,
        fc.array(fc.tuple(fc.nat(1000), fc.nat(30)), { minLength: 10, maxLength: 90 }),
        (raw, choices) => {
          const start = coalitionVariant.initial(options(raw));
          if (!start.ok) throw new Error(start.error.message);
          let s = start.value;
          const applied: Action[] = [];
          for (const [pick, kind] of choices) {
            const action = chooseAction(s, pick, kind);
            if (!action) break;
            const r = coalitionVariant.apply(s, action);
            if (!r.ok) {
              expect(action.type).not.toBe('move'); // every listed move is accepted
              continue;
            }
            checkInvariants(s, action, r.value.state);
            s = r.value.state;
            applied.push(action);
          }
          let replayed = start.value;
          for (const action of applied) {
            const r = coalitionVariant.apply(replayed, action);
            if (!r.ok) throw new Error(r.error.message);
            replayed = r.value.state;
          }
          expect(replayed).toEqual(s);
        },
      ),
      { numRuns: 60 },
    );
  });
});
