import type { Action } from '@entente/engine';
import { EngineAdapter, RuleRefusal } from './engine.adapter';

/**
 * The adapter keeps the states its changes led to, by text, for the next change of the game. A
 * kept state must judge exactly as the state parsed from the same text: each half-move of a
 * game is applied by one adapter that kept the state before it and by a fresh one that parses it.
 */
describe('EngineAdapter: a kept state judges as the parsed one', () => {
  const play = (variant: '007' | 'coalition', raw: Record<string, unknown>, plies: number) => {
    const warm = new EngineAdapter();
    const options = { variant, rulesEdition: warm.editionFor(variant), options: warm.normalizeOptions(variant, raw) };
    let { state, view } = warm.start(options);
    let seed = 12345;
    let compared = 0;
    for (let i = 0; i < plies && view.status === 'active'; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const seat = view.toMove[0].seat;
      // A Coalition seat with no board move passes (a small power waiting to declare).
      const action: Action =
        view.legalMoves.length > 0
          ? { type: 'move', move: view.legalMoves[seed % view.legalMoves.length], seat }
          : { type: 'pass', seat };
      const kept = warm.apply(options, state, [action]);
      const parsed = new EngineAdapter().apply(options, state, [action]);
      expect(kept).toEqual(parsed);
      compared++;
      ({ state, view } = kept[0]);
    }
    return { warm, options, state, compared };
  };

  it('over a 007 game, and refuses on a kept state as on a parsed one', () => {
    const { warm, options, state, compared } = play('007', {}, 80);
    expect(compared).toBeGreaterThan(40);
    const illegal: Action = { type: 'move', move: 'a1a8', seat: 'white' };
    const refusal = (engine: EngineAdapter) => {
      try {
        engine.apply(options, state, [illegal]);
      } catch (error) {
        return error instanceof RuleRefusal ? error.code : 'other';
      }
      return 'accepted';
    };
    expect(refusal(warm)).toBe(refusal(new EngineAdapter()));
    expect(refusal(warm)).not.toBe('accepted');
  });

  it('over a 007 game with Détente, and a Coalition Chess game', () => {
    expect(play('007', { detente: true }, 60).compared).toBeGreaterThan(30);
    // Without a declaration the small powers' neutrality ends the Coalition game after 12 plies.
    expect(play('coalition', { setupPhase: false }, 60).compared).toBe(12);
  });
});
