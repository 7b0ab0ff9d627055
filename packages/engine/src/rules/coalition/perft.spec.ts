import {
  independentPerft,
  independentPerftFrom,
  type CounterPosition,
} from '../../../test/independent-counter/independent-counter';
import { options, play, position, start } from './spec-helpers';
import { coalitionVariant } from './variant';

// docs/architecture.md "perft": board moves only; out-of-turn answers are plies; forced passes are not.
// Every count is checked against the independent counter (no shared code with the engine).
describe('perft against the independent counter', () => {
  it('from the start to depth 3', () => {
    const s = start();
    for (let depth = 1; depth <= 3; depth++) expect(coalitionVariant.perft(s, depth)).toBe(independentPerft([], depth));
    expect(coalitionVariant.perft(s, 1)).toBe(31); // counted by hand from the default array (§3)
  });

  it('starts from the default array with Yellow to move whatever setupPhase says', () => {
    const setup = coalitionVariant.initial(options({ setupPhase: true }));
    if (!setup.ok) throw new Error(setup.error.message);
    expect(setup.value.phase).toBe('setup');
    expect(coalitionVariant.perft(setup.value, 2)).toBe(coalitionVariant.perft(start(), 2));
  });

  it('divide lists every first move and sums to perft', () => {
    const s = start();
    const divided = coalitionVariant.perftDivide(s, 2);
    expect(divided.map(([m]) => m)).toEqual(coalitionVariant.view(s).legalMoves);
    expect(divided.reduce((n, [, c]) => n + c, 0)).toBe(coalitionVariant.perft(s, 2));
  });

  const cases: [string, string[], Record<string, unknown>][] = [
    // Green's i5g5 uncovers the submarine j6 against e1: Yellow answers out of turn
    ['a discovered check answered out of turn', ['f2f3', 'c9c7', 'i5g5'], {}],
    ['the same with checkResponse own-turn', ['f2f3', 'c9c7', 'i5g5'], { checkResponse: 'own-turn' }],
    [
      'Red checks Black with its plane (order YGBR, planes need an empty intermediate square)',
      ['g2g4', 'i7g7', 'd9d8', 'a5b8'],
      { order: 'YGBR', planeNeedsEmptyIntermediate: true },
    ],
    ['after a double step (en passant rights) and a coalition by capture', ['e2e4', 'f9f7', 'i5g5', 'b5d5'], {}],
    [
      'after declarations: partners no longer capture or check each other',
      ['e2e4', 'f9f7', 'green+yellow', 'i5g5', 'red+black', 'b5d5'],
      {},
    ],
    [
      'after the small-power coalition (Yellow and Black become partners)',
      ['e2e4', 'f9f7', 'green+red', 'j6h7', 'b4c4'],
      { smallPowerCoalition: true },
    ],
  ];
  it.each(cases)('after moves: %s', (_name, moves, raw) => {
    // `green+yellow` is a declaration (the independent counter's notation for one)
    const actions = moves.map((m) => {
      const pact = /^(green|red)\+(\w+)$/.exec(m);
      return pact ? { type: 'declare' as const, seat: pact[1], ally: pact[2] } : m;
    });
    const s = play(start(raw), ...actions).state;
    for (let depth = 1; depth <= 3; depth++)
      expect([depth, coalitionVariant.perft(s, depth)]).toEqual([depth, independentPerft(moves, depth, raw)]);
  });

  // Hand-set positions for what the default array reaches only deep down: the same piece list
  // for the engine (position text) and the counter (its own reading of it).
  const handSet: [string, CounterPosition, string, string[]][] = [
    [
      // Green checks both Kings; Yellow's answer e1d1 takes Red's last piece and ends round 3 (§5,
      // §11.6) before Black's owed answer: Green is neutral, so the game is aborted there
      'an answer that ends round 3 by taking the last piece of the party next',
      { pieces: 'yK:e1 bK:e10 gS:j5 rG:d1', turn: 'green', round: 3 },
      'turn=g round=3',
      [],
    ],
    [
      'the same in round 2: round 3 starts and Black answers in it',
      { pieces: 'yK:e1 bK:e10 gS:j5 rG:d1', turn: 'green', round: 2 },
      'turn=g round=2',
      [],
    ],
    [
      'the same after both checks',
      { pieces: 'yK:e1 bK:e10 gS:j5 rG:d1', turn: 'green', round: 3 },
      'turn=g round=3',
      ['j5e5'],
    ],
  ];
  it.each(handSet)('from a hand-set position: %s', (_name, pos, fields, moves) => {
    const s = play(position(pos.pieces, fields), ...moves).state;
    for (let depth = 1; depth <= 3; depth++)
      expect([depth, coalitionVariant.perft(s, depth)]).toEqual([depth, independentPerftFrom(pos, moves, depth)]);
  });

  it('an out-of-turn answer is a ply in perft', () => {
    const s = play(start(), 'f2f3', 'c9c7').state;
    const divided = new Map(coalitionVariant.perftDivide(s, 2));
    const answers = coalitionVariant.view(play(s, 'i5g5').state);
    expect(answers.toMove[0].reason).toBe('check-answer');
    expect(divided.get('i5g5')).toBe(answers.legalMoves.length);
  });
});
