import { applyLocal, type LocalGame } from './engine';

/**
 * The analysis board's moves as a tree: every position explored, each reached from its parent by
 * one board move. Playing a move already explored from a position goes to it; another move
 * branches. Nodes are never removed (taking back only moves up), so a branch left is still there.
 * Pure data and functions: the rules engine decides every move, nothing is sent anywhere.
 */
export interface AnalysisNode {
  readonly id: number;
  readonly parent: number | null;
  /** The board move that led here, in coordinate form; null at the start position. */
  readonly move: string | null;
  /** The seat that made it (in 007 the seat whose turn it is, whichever colour it moved). */
  readonly seat: string | null;
  /** The position after the move. */
  readonly game: LocalGame;
  readonly children: readonly number[];
}

export type AnalysisTree = readonly AnalysisNode[];

export function treeAt(start: LocalGame): AnalysisTree {
  return [{ id: 0, parent: null, move: null, seat: null, game: start, children: [] }];
}

/** The seat to make the next board move here, if the game goes on (not in a set-up phase). */
export function moverAt(game: LocalGame): string | null {
  const next = game.view.toMove[0];
  return game.view.status === 'active' && next && next.reason !== 'setup' ? next.seat : null;
}

/** The move played from node `at`: the node it leads to, and the tree with it; or the rules' refusal. */
export function playMove(
  tree: AnalysisTree,
  at: number,
  variant: string,
  move: string,
): { ok: true; tree: AnalysisTree; node: number } | { ok: false; message: string } {
  const from = tree[at];
  const known = from.children.find((c) => tree[c].move === move);
  if (known !== undefined) return { ok: true, tree, node: known };
  const seat = moverAt(from.game);
  if (seat === null) return { ok: false, message: 'No board move can be made here.' };
  const next = applyLocal(variant, from.game, { type: 'move', move, seat });
  if (!next.ok) return { ok: false, message: next.message };
  const id = tree.length;
  const grown = tree.map((n) => (n.id === at ? { ...n, children: [...n.children, id] } : n));
  return { ok: true, tree: [...grown, { id, parent: at, move, seat, game: next.game, children: [] }], node: id };
}

/** The nodes from the start to `id`, the start itself left out. */
export function pathTo(tree: AnalysisTree, id: number): AnalysisNode[] {
  const path: AnalysisNode[] = [];
  for (let n: AnalysisNode | undefined = tree[id]; n && n.parent !== null; n = tree[n.parent]) path.unshift(n);
  return path;
}

export type PlanLine =
  | { readonly ok: true; readonly steps: readonly string[] }
  | { readonly ok: false; readonly reason: 'mine-first' | 'no-answer' };

/**
 * The line from the start to here as a plan's line (api/src/play/plans/plan-lines.ts): the board moves
 * grouped into steps, the others' and mine alternately, each step its half-moves joined by commas.
 * It must begin with theirs (a plan answers the others); an unfinished step at the end is left out
 * (their moves with no answer of mine after them, or a 007 turn of mine not yet complete).
 */
export function planLine(path: readonly AnalysisNode[], mySeat: string): PlanLine {
  if (path.length === 0) return { ok: false, reason: 'no-answer' };
  if (path[0].seat === mySeat) return { ok: false, reason: 'mine-first' };
  const groups: { mine: boolean; moves: string[]; last: AnalysisNode }[] = [];
  for (const node of path) {
    const mine = node.seat === mySeat;
    const group = groups.at(-1);
    if (group && group.mine === mine) {
      group.moves.push(node.move!);
      group.last = node;
    } else groups.push({ mine, moves: [node.move!], last: node });
  }
  const end = groups.at(-1)!;
  if (end.mine && moverAt(end.last.game) === mySeat) groups.pop();
  if (groups.length > 0 && !groups.at(-1)!.mine) groups.pop();
  if (groups.length < 2) return { ok: false, reason: 'no-answer' };
  return { ok: true, steps: groups.map((g) => g.moves.join(',')) };
}
