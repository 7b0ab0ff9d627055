'use client';
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { moverAt, pathTo, playMove, treeAt, type AnalysisTree } from '../../../lib/analysis-tree';
import { useGame } from '../../../features/games/api/use-game';
import type { Game } from '../../../lib/api/client';
import { applyLocal, loadPosition, positionText, startPosition, type LocalGame } from '../../../lib/engine';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { Board } from '../../../components/board/board';
import { parseMove, rotationFor } from '../../../components/board/geometry';
import { seatLabel } from '../../../lib/format';
import { defaultPlacement } from '../../../lib/coalition-layout';
import { MoveTree } from './move-tree';
import { PlanFromLine } from './plan-from-line';

const VARIANTS = ['007', 'coalition'] as const;

/**
 * Where the analysis starts: the position given, or the variant's start — for Coalition Chess
 * after every party has taken the default array, since the set-up phase has no board moves.
 */
function startOf(variant: string, options: Record<string, unknown>, position: string | undefined): LocalGame {
  let game = position ? loadPosition(variant, options, position) : startPosition(variant, options);
  for (let i = 0; i < 4 && game.view.status === 'setup'; i++) {
    const seat = game.view.toMove[0]?.seat;
    if (!seat) break;
    const next = applyLocal(variant, game, { type: 'arrange', seat, placement: defaultPlacement(seat) });
    if (!next.ok) break;
    game = next.game;
  }
  return game;
}

export function AnalysisView({
  variant: asked,
  position,
  gameId,
}: {
  variant?: string;
  position?: string;
  gameId?: string;
}) {
  const { t } = useI18n();
  // The game it comes from, for its options (a 007 game's turn lengths) and the plan.
  const read = useGame(gameId ?? '', { enabled: !!gameId });
  // undefined while it is read; null without one (or when it cannot be read).
  const game: Game | null | undefined = !gameId ? null : read.isPending ? undefined : (read.data ?? null);
  const [chosen, setChosen] = useState<string>(VARIANTS.find((v) => v === asked) ?? '007');
  const variant = game?.variant ?? chosen;

  const start = useMemo<{ game: LocalGame } | { error: string } | null>(() => {
    if (game === undefined) return null;
    try {
      return { game: startOf(variant, game?.options ?? {}, position) };
    } catch (e) {
      return { error: (e as Error).message };
    }
  }, [variant, game, position]);

  if (!start) return <p className="muted">{t('common.loading')}</p>;
  return (
    <div data-testid="analysis">
      <h1>{t('analysis.title')}</h1>
      <p className="muted">{t('analysis.intro')}</p>
      {!gameId && !position && (
        <div className="row" role="group" aria-label={t('analysis.variant')}>
          {VARIANTS.map((v) => (
            <label key={v} className="row">
              <input
                type="radio"
                name="variant"
                value={v}
                checked={variant === v}
                onChange={() => setChosen(v)}
                data-testid={`analysis-variant-${v}`}
              />
              {t(`variant.${v}` as MessageKey)}
            </label>
          ))}
        </div>
      )}
      {'error' in start ? (
        <p className="problem" role="alert" data-testid="analysis-error">
          {t('analysis.badPosition', { detail: start.error })}
        </p>
      ) : (
        <Explorer
          key={`${variant}:${position ?? ''}`}
          variant={variant}
          start={start.game}
          game={game ?? null}
          fromCurrent={!!game && position === game.position?.text}
        />
      )}
    </div>
  );
}

/** The board and the tree of explored moves from one start position. */
function Explorer({
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
        <div className="turn-status" data-testid="analysis-status">
          {mover ? (
            <div className="to-move" data-seat={mover}>
              <i className={`dot ${mover}`} aria-hidden="true" />
              <strong>{t('analysis.toMove', { seat: seatLabel(t, mover) })}</strong>
              {variant === '007' && here.view.toMove[0] && (
                <span>
                  {' · '}
                  {t('game.halfMove', { part: here.view.toMove[0].part, of: here.view.toMove[0].of })}
                </span>
              )}
            </div>
          ) : (
            <strong>{t(`status.${here.view.status}` as MessageKey)}</strong>
          )}
        </div>
        <Board
          variant={variant}
          pieces={here.view.board}
          rotation={rotationFor(viewer)}
          legalMoves={mover ? here.view.legalMoves : []}
          onMove={onMove}
          highlights={last ? [last.from, last.to] : []}
        />
        <div className="row wrap analysis-controls">
          <button
            type="button"
            className="button secondary small"
            disabled={node.parent === null}
            onClick={() => setAt(node.parent ?? 0)}
            data-testid="analysis-back"
          >
            {t('game.takeBack')}
          </button>
          <button
            type="button"
            className="button secondary small"
            disabled={node.children.length === 0}
            onClick={() => setAt(node.children[0])}
            data-testid="analysis-forward"
          >
            {t('analysis.forward')}
          </button>
          <button
            type="button"
            className="button secondary small"
            disabled={at === 0}
            onClick={() => setAt(0)}
            data-testid="analysis-start"
          >
            {t('analysis.toStart')}
          </button>
        </div>
        <label className="field analysis-position">
          {t('analysis.position')}
          <span className="row">
            <input
              readOnly
              value={text}
              className="mono"
              data-testid="position-text"
              onFocus={(e) => e.target.select()}
            />
            <button type="button" className="button small" onClick={() => void copy()} data-testid="copy-position">
              {t('analysis.copy')}
            </button>
          </span>
        </label>
        {copied !== null && (
          <p className="muted small" role="status" data-testid="copied">
            {copied ? t('analysis.copied') : t('analysis.copyFailed')}
          </p>
        )}
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
