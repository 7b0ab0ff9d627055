'use client';
import type { ReactNode } from 'react';
import type { AnalysisNode, AnalysisTree } from '../../../lib/analysis-tree';

/**
 * The explored moves as text, like a PGN with variations: each line follows its first
 * continuation, and the other moves explored from a position follow in brackets. A click on a
 * move goes to its position.
 */
export function MoveTree({
  tree,
  current,
  onSelect,
}: {
  tree: AnalysisTree;
  current: number;
  onSelect: (id: number) => void;
}) {
  const line = (first: number, depth: number): ReactNode[] => {
    const out: ReactNode[] = [];
    for (let id: number | undefined = first; id !== undefined; id = tree[id].children[0]) {
      const node: AnalysisNode = tree[id];
      out.push(
        <button
          key={`m${id}`}
          type="button"
          className={`tree-move${id === current ? ' current' : ''}`}
          aria-current={id === current ? 'step' : undefined}
          onClick={() => onSelect(node.id)}
          data-testid="analysis-move"
          data-move={node.move ?? ''}
          data-depth={depth}
        >
          <i className={`dot ${node.seat}`} aria-hidden="true" />
          {node.move}
        </button>,
      );
      // The moves explored instead of this one, right after it.
      const parent: AnalysisNode | undefined = node.parent === null ? undefined : tree[node.parent];
      if (parent && parent.children[0] === id)
        for (const alt of parent.children.slice(1))
          out.push(
            <span key={`v${alt}`} className="variation" data-testid="analysis-variation">
              ({line(alt, depth + 1)})
            </span>,
          );
    }
    return out;
  };
  return <div className="move-tree">{line(tree[0].children[0], 0)}</div>;
}
