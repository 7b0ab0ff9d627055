import type { Action } from '../../rules/core/action';
import { coalitionVariant } from '../../rules/coalition';
import type { CoalitionState } from '../../rules/coalition/state';
import { chooseAction } from '../choose';
import type { Level } from '../level';

/** The Coalition Chess computer players through their public entry, on the engine's state texts. */
function start(raw: Record<string, unknown> = {}): CoalitionState {
  const options = coalitionVariant.parseOptions(raw);
  if (!options.ok) throw new Error(options.error.message);
  const s = coalitionVariant.initial(options.value);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

function apply(state: CoalitionState, action: Action | string): CoalitionState {
  const a: Action = typeof action === 'string' ? { type: 'move', move: action } : action;
  const next = coalitionVariant.apply(state, a);
  if (!next.ok) throw new Error(`${JSON.stringify(a)}: ${next.error.message}`);
  return next.value.state;
}

function choose(state: CoalitionState, seat: string, level: Level, seed = 1, nodes = 3000) {
  const r = chooseAction({
    variant: 'coalition',
    options: coalitionVariant.normalizeOptions(state.options),
    state: coalitionVariant.serialize(state),
    seat,
    level,
    budget: { nodes },
    seed,
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.action;
}

const SEATS = ['yellow', 'black', 'green', 'red'];

describe('Coalition Chess computer players', () => {
  it.each(['random', 'greedy', 'search'] as const)(
    '%s sets up: Black, Green and Red first, Yellow last (§4)',
    (level) => {
      let state = start();
      expect(choose(state, 'yellow', level)).toBeNull();
      for (const seat of ['red', 'black', 'green']) {
        const action = choose(state, seat, level);
        expect(action).toMatchObject({ type: 'arrange', seat });
        state = apply(state, action!);
      }
      const yellow = choose(state, 'yellow', level);
      expect(yellow).toMatchObject({ type: 'arrange', seat: 'yellow' });
      state = apply(state, yellow!);
      expect(coalitionVariant.view(state).status).not.toBe('setup');
    },
  );

  it.each(['random', 'greedy', 'search'] as const)('%s acts only when it is its turn, and legally', (level) => {
    let state = start({ setupPhase: false });
    for (let step = 0; step < 16 && coalitionVariant.view(state).status === 'active'; step++) {
      const toAct = coalitionVariant.view(state).toMove[0].seat;
      for (const seat of SEATS) if (seat !== toAct) expect(choose(state, seat, level, step)).toBeNull();
      state = apply(state, choose(state, toAct, level, step)!);
    }
  });

  it('a small power declares on its first turn: Green for Yellow, Red for Black by the convention, unless it sees better', () => {
    for (const level of ['greedy', 'search'] as const) {
      let state = start({ setupPhase: false });
      state = apply(state, 'e2e3');
      state = apply(state, 'e9e8');
      expect(choose(state, 'green', level)).toEqual({ type: 'declare', seat: 'green', ally: 'yellow' });
      // A Green that stays neutral leaves both choices to Red: greedy keeps to the convention;
      // search too unless it sees more (here: a mate of Black by Red's plane once allied with Yellow).
      const neutralGreen = apply(state, 'i5h5');
      if (level === 'greedy')
        expect(choose(neutralGreen, 'red', level)).toEqual({ type: 'declare', seat: 'red', ally: 'black' });
      else expect(choose(neutralGreen, 'red', level)).toMatchObject({ type: 'declare', seat: 'red' });
      // A Green that took Black leaves Red only Yellow.
      state = apply(state, { type: 'declare', seat: 'green', ally: 'black' });
      state = apply(state, choose(state, 'green', level)!);
      expect(choose(state, 'red', level)).toEqual({ type: 'declare', seat: 'red', ally: 'yellow' });
    }
  });

  it('answers a check out of turn (§7) with a move that ends it', () => {
    // Green's i5g5 uncovers the submarine on j6 against e1: Yellow answers out of turn.
    let state = start({ setupPhase: false });
    for (const move of ['f2f3', 'c9c7']) state = apply(state, move);
    state = apply(state, { type: 'declare', seat: 'green', ally: 'black' });
    state = apply(state, 'i5g5');
    expect(coalitionVariant.view(state).toMove[0]).toMatchObject({ seat: 'yellow', reason: 'check-answer' });
    for (const level of ['random', 'greedy', 'search'] as const) {
      const action = choose(state, 'yellow', level);
      expect(action?.type).toBe('move');
      expect(coalitionVariant.view(state).legalMoves).toContain((action as { move: string }).move);
      expect(choose(state, 'red', level)).toBeNull();
    }
  });

  it('every seat still in the game answers a draw offer', () => {
    const state = apply(start({ setupPhase: false }), { type: 'offer-draw', seat: 'yellow' });
    for (const seat of ['black', 'green', 'red'])
      for (const level of ['random', 'greedy', 'search'] as const)
        expect(['accept-draw', 'decline-draw']).toContain(choose(state, seat, level)?.type);
    expect(choose(state, 'yellow', 'greedy')).toMatchObject({ type: 'move' });
  });

  it('random draws from every kind of action the options allow: passes, cyclist changes, declarations', () => {
    let state = start({ setupPhase: false, openingPasses: true, cyclistColourChange: true });
    const kinds = new Set<string>();
    for (let game = 0; game < 30; game++) {
      state = start({ setupPhase: false, openingPasses: true, cyclistColourChange: true });
      for (let step = 0; step < 12 && coalitionVariant.view(state).status === 'active'; step++) {
        const seat = coalitionVariant.view(state).toMove[0].seat;
        const action = choose(state, seat, 'random', game * 100 + step)!;
        kinds.add(action.type);
        state = apply(state, action);
      }
    }
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['cyclist', 'declare', 'move', 'pass']));
  });

  it('is reproducible: the same request and seed give the same action', () => {
    const state = apply(start({ setupPhase: false }), 'e2e3');
    for (const level of ['random', 'greedy', 'search'] as const)
      expect(choose(state, 'black', level, 9)).toEqual(choose(state, 'black', level, 9));
  });
});
