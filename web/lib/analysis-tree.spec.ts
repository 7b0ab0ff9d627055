import { moverAt, pathTo, planLine, playMove, treeAt, type AnalysisTree } from './analysis-tree';
import { startPosition } from './engine';

/** Plays moves one after another from node `at`; the tree and the node reached. */
function play(tree: AnalysisTree, at: number, moves: string[]): { tree: AnalysisTree; at: number } {
  for (const move of moves) {
    const next = playMove(tree, at, '007', move);
    if (!next.ok) throw new Error(`${move}: ${next.message}`);
    tree = next.tree;
    at = next.node;
  }
  return { tree, at };
}

describe('the analysis tree', () => {
  it('branches when another move is played from an earlier position, and goes to a move already explored', () => {
    let { tree, at } = play(treeAt(startPosition('007')), 0, ['e2e4', 'e7e5', 'g1f3']);
    expect(tree).toHaveLength(4);
    const back = tree[at].parent!;
    ({ tree, at } = play(tree, back, ['b1c3']));
    expect(tree).toHaveLength(5);
    expect(tree[back].children.map((c) => tree[c].move)).toEqual(['g1f3', 'b1c3']);
    // The same move again is the node already there, not a new one.
    const again = playMove(tree, back, '007', 'g1f3');
    expect(again.ok && again.node).toBe(3);
    expect(again.ok && again.tree).toBe(tree);
    expect(pathTo(tree, at).map((n) => n.move)).toEqual(['e2e4', 'e7e5', 'b1c3']);
    // All three half-moves are White's turn, whatever colour they moved; then Black is to move.
    expect(pathTo(tree, at).map((n) => n.seat)).toEqual(['white', 'white', 'white']);
    expect(moverAt(tree[at].game)).toBe('black');
  });

  it('refuses what the rules refuse, and leaves the tree as it was', () => {
    const tree = treeAt(startPosition('007'));
    const refused = playMove(tree, 0, '007', 'e2e5');
    expect(refused.ok).toBe(false);
    expect(tree).toHaveLength(1);
  });

  it('makes a plan line of their steps and my answers, leaving out what is unfinished', () => {
    const start = play(treeAt(startPosition('007')), 0, ['e2e4', 'e7e5', 'g1f3']);
    // From here Black (the others, for White's plan) is to move.
    const base = start.at;
    const line = (moves: string[]) => {
      const { tree, at } = play(start.tree, base, moves);
      return planLine(pathTo(tree, at).slice(3), 'white');
    };
    expect(line(['b8c6', 'f1c4', 'g8f6', 'd2d3', 'f8c5', 'c2c3'])).toEqual({
      ok: true,
      steps: ['b8c6,f1c4,g8f6', 'd2d3,f8c5,c2c3'],
    });
    // My answer only two half-moves in: not a line yet; their moves alone are no line either.
    expect(line(['b8c6', 'f1c4', 'g8f6', 'd2d3', 'f8c5'])).toEqual({ ok: false, reason: 'no-answer' });
    expect(line(['b8c6', 'f1c4', 'g8f6'])).toEqual({ ok: false, reason: 'no-answer' });
    // A trailing step of theirs is left out; the line before it stands.
    expect(line(['b8c6', 'f1c4', 'g8f6', 'd2d3', 'f8c5', 'c2c3', 'a7a6'])).toEqual({
      ok: true,
      steps: ['b8c6,f1c4,g8f6', 'd2d3,f8c5,c2c3'],
    });
    // A line that starts with my move is not a plan's.
    expect(planLine(pathTo(start.tree, base), 'white')).toEqual({ ok: false, reason: 'mine-first' });
  });
});
