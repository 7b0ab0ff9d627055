import { chess007 } from '../rules/chess007';
import { coalitionVariant } from '../rules/coalition';
import type { Action } from '../rules/core/action';
import { unwrap } from '../rules/core/result';
import { legalActions } from './legal-actions';

const text007 = (actions: Action[] = []) => {
  let s = unwrap(chess007.initial(unwrap(chess007.parseOptions({}))));
  for (const a of actions) s = unwrap(chess007.apply(s, a)).state;
  return chess007.serialize(s);
};
const coalition = (raw: Record<string, unknown>, actions: Action[] = []) => {
  const options = unwrap(coalitionVariant.parseOptions(raw));
  let s = unwrap(coalitionVariant.initial(options));
  for (const a of actions) s = unwrap(coalitionVariant.apply(s, a)).state;
  return coalitionVariant.serialize(s);
};

describe('legalActions, what a seat may do now', () => {
  it('lists the 20 opening half-moves of 007 for White and nothing for Black', () => {
    const white = unwrap(legalActions({ variant: '007', state: text007(), seat: 'white' }));
    expect(white).toHaveLength(20);
    expect(white).toContainEqual({ type: 'move', move: 'e2e4' });
    expect(unwrap(legalActions({ variant: '007', state: text007(), seat: 'black' }))).toEqual([]);
  });

  it('gives White the half-move 2 with Black’s pieces, and a draw offer to answer to the other seat', () => {
    const after = text007([{ type: 'move', move: 'e2e4' }]);
    const second = unwrap(legalActions({ variant: '007', state: after, seat: 'white' }));
    expect(second).toContainEqual({ type: 'move', move: 'e7e5' });
    const offered = text007([{ type: 'offer-draw', seat: 'white' }]);
    expect(unwrap(legalActions({ variant: '007', state: offered, seat: 'black' }))).toEqual([
      { type: 'accept-draw', seat: 'black' },
      { type: 'decline-draw', seat: 'black' },
    ]);
  });

  it('in Coalition Chess: arrangements in the set-up phase, declarations and passes in round 1', () => {
    const setup = coalition({});
    const black = unwrap(legalActions({ variant: 'coalition', state: setup, seat: 'black' }));
    expect(black).toHaveLength(1);
    expect(black[0]).toMatchObject({ type: 'arrange', seat: 'black' });
    // Yellow arranges only after the other three (§4).
    expect(unwrap(legalActions({ variant: 'coalition', state: setup, seat: 'yellow' }))).toEqual([]);

    const options = { setupPhase: false, openingPasses: true, order: 'YGBR' };
    const active = coalition(options, [{ type: 'move', move: 'e2e3' }]);
    const green = unwrap(legalActions({ variant: 'coalition', options, state: active, seat: 'green' }));
    expect(green).toContainEqual({ type: 'declare', seat: 'green', ally: 'yellow' });
    expect(green).toContainEqual({ type: 'pass', seat: 'green' });
    expect(green.some((a) => a.type === 'move')).toBe(true);
    // Each listed action is accepted by the rules.
    const state = unwrap(coalitionVariant.deserialize(active, unwrap(coalitionVariant.parseOptions(options))));
    for (const a of green) expect([a, coalitionVariant.apply(state, a).ok]).toEqual([a, true]);
  });

  it('refuses what is no request', () => {
    expect(legalActions({ variant: 'go', state: '', seat: 'white' }).ok).toBe(false);
    expect(legalActions({ variant: '007', state: text007(), seat: 'yellow' }).ok).toBe(false);
    expect(legalActions({ variant: '007', state: 'nonsense', seat: 'white' }).ok).toBe(false);
  });
});
