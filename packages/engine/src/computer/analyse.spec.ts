import { chess007 } from '../rules/chess007';
import { coalitionVariant } from '../rules/coalition';
import { unwrap } from '../rules/core/result';
import { analysePosition } from './analyse';

const start007 = chess007.serialize(unwrap(chess007.initial(unwrap(chess007.parseOptions({})))));
const coalitionOptions = { setupPhase: false };
const startCoalition = coalitionVariant.serialize(
  unwrap(coalitionVariant.initial(unwrap(coalitionVariant.parseOptions(coalitionOptions)))),
);

describe('analysePosition, the search player’s view for the analysis board', () => {
  it('gives 007’s value for the seat to move and a line of legal actions, the same each time', () => {
    const request = { variant: '007', state: start007, nodes: 3000, lineLength: 4 };
    const r = unwrap(analysePosition(request));
    expect(r).toMatchObject({ seat: 'white', decided: null });
    expect(typeof r.score).toBe('number');
    expect(r.depth).toBeGreaterThanOrEqual(1);
    expect(r.line).toHaveLength(4);
    // A turn of 007: the player to move, then its opponent's piece, then its own again.
    expect(r.line.map((s) => s.seat)).toEqual(['white', 'white', 'white', 'black']);
    // Each action of the line is legal where it is played.
    let state = unwrap(chess007.deserialize(start007, unwrap(chess007.parseOptions({}))));
    for (const { action } of r.line) state = unwrap(chess007.apply(state, action)).state;
    expect(unwrap(analysePosition(request))).toEqual(r);
  });

  it('deepens with more nodes', () => {
    const small = unwrap(analysePosition({ variant: '007', state: start007, nodes: 500, lineLength: 1 }));
    const large = unwrap(analysePosition({ variant: '007', state: start007, nodes: 20000, lineLength: 1 }));
    expect(large.depth).toBeGreaterThan(small.depth);
  });

  it('analyses Coalition Chess from the party to move', () => {
    const r = unwrap(
      analysePosition({ variant: 'coalition', options: coalitionOptions, state: startCoalition, nodes: 2000 }),
    );
    expect(r.seat).toBe('yellow');
    expect(typeof r.score).toBe('number');
    expect(r.line.length).toBeGreaterThan(0);
    expect(r.line[0]).toMatchObject({ seat: 'yellow', action: { type: 'move' } });
  });

  it('refuses what it cannot read, with errors as values', () => {
    expect(analysePosition({ variant: 'xiangqi', state: start007, nodes: 10 }).ok).toBe(false);
    const bad = analysePosition({ variant: '007', state: 'not a state', nodes: 10 });
    expect(bad.ok ? undefined : bad.error.code).toBe('BAD_NOTATION');
  });
});
