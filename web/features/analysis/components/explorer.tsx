'use client';
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { Board } from '../../../components/board/board';
import { parseMove, rotationFor } from '../../../components/board/geometry';
import { moverAt, pathTo, playMove, treeAt, type AnalysisTree } from '../../../lib/analysis-tree';
import type { Game } from '../../../lib/api/client';
import { positionText, type LocalGame } from '../../../lib/engine';
import { useI18n } from '../../../lib/i18n/provider';
import { PlanFromLine } from '../../plans/components/plan-from-line';
import { AnalysisStatus } from './analysis-status';
import { EnginePanel } from './engine-panel';
import { ExplorerControls } from './explorer-controls';
import { MoveTree } from './move-tree';
import { PositionField } from './position-field';

/** The board and the tree of explored moves from one start position. */
export function Explorer({
  variant,
  start,
  game,
  fromCurrent,
}: {
  variant: string;
  start: LocalGame;
  game: Game | null;
  fromCurrent: boolean;
}) {
  const { t } = useI18n();
  const [tree, setTree] = useState<AnalysisTree>(() => treeAt(start));
  const [at, setAt] = useState(0);
  const [copied, setCopied] = useState<boolean | null>(null);
  const node = tree[at];
  const here = node.game;
  const mover = moverAt(here);
  const text = useMemo(() => positionText(variant, here), [variant, here]);
  const last = node.move ? parseMove(node.move) : undefined;
  const viewer = game?.yourSeats[0] ?? (variant === 'coalition' ? 'yellow' : 'white');

  const onMove = (move: string) => {
    const next = playMove(tree, at, variant, move);
    if (!next.ok) return;
    setTree(next.tree);
    setAt(next.node);
    setCopied(null);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className="game-grid analysis">
      <div className="board-col">
        <AnalysisStatus variant={variant} here={here} mover={mover} />
        <Board
          variant={variant}
          pieces={here.view.board}
          rotation={rotationFor(viewer)}
          legalMoves={mover ? here.view.legalMoves : []}
          onMove={onMove}
          highlights={last ? [last.from, last.to] : []}
        />
        <ExplorerControls node={node} at={at} onSelect={setAt} />
        <PositionField text={text} copied={copied} onCopy={() => void copy()} />
      </div>
      <aside className="side-col">
        <section className="panel" data-testid="analysis-moves">
          <h2>{t('analysis.moves')}</h2>
          {tree.length === 1 ? (
            <p className="muted small">{t('analysis.noMoves')}</p>
          ) : (
            <MoveTree tree={tree} current={at} onSelect={setAt} />
          )}
        </section>
        <EnginePanel variant={variant} here={here} game={game} />
        {game && fromCurrent && game.status === 'active' && game.yourSeats.length === 1 && (
          <PlanFromLine game={game} path={pathTo(tree, at)} />
        )}
        {game && (
          <p>
            <Link href={`/games/${game.id}`}>{t('analysis.backToGame')}</Link>
          </p>
        )}
      </aside>
    </div>
  );
}
