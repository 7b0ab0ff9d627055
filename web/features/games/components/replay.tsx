'use client';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Game, GameEvent } from '../../../lib/api/client';
import { applyLocal, loadPosition, recordedAction, underEdition, type LocalGame } from '../../../lib/engine';
import { useI18n } from '../../../lib/i18n/provider';
import { parseMove } from '../../../components/board/geometry';
import type { HalfMove } from '../lib/half-moves';
import { editionChangedTo, firstEditionOf } from '../lib/log-editions';
import type { Replay } from '../types';

/**
 * The replay's positions, rebuilt from the event log by the rules engine: the `game-started`
 * event carries the initial state, each action event is applied to it. The replay counts
 * half-moves — what a player steps through — while a position is the log's state just before the
 * next half-move (so a declaration or an arrangement between two moves is part of it). Positions
 * are computed only when asked for and kept, so a long game costs nothing until one scrubs.
 */
export function useReplay(
  game: Game | null,
  events: readonly GameEvent[] | null,
  halfMoves: readonly HalfMove[],
): Replay {
  const [index, setIndexState] = useState<number | null>(null);
  const cache = useRef<{ key: string; frames: (LocalGame | null)[] }>({ key: '', frames: [] });
  const total = halfMoves.length;
  const active = index !== null && index < total;

  const frame = useMemo(() => {
    if (!active || !game || !events) return null;
    // The position after `index` half-moves: the log's state just before the next one.
    const upTo = halfMoves[index!].eventIndex - 1;
    const key = `${game.id}`;
    if (cache.current.key !== key) cache.current = { key, frames: [] };
    const frames = cache.current.frames;
    for (let i = frames.length; i <= upTo; i++) {
      const e = events[i];
      const prev = i > 0 ? frames[i - 1] : null;
      const changedTo = editionChangedTo(e);
      if (e.type === 'game-started' && typeof e.payload.state === 'string') {
        frames.push(safeLoad(game, e.payload.state, firstEditionOf(game, events)));
      } else if (changedTo) {
        // From here on the game is judged by the edition its players moved on to.
        frames.push(prev ? safeLoad(game, null, changedTo, prev) : prev);
      } else {
        const action = recordedAction(e.payload);
        const next = prev && action ? applyLocal(game.variant, prev, action) : null;
        frames.push(next?.ok ? next.game : prev);
      }
    }
    const last = index! > 0 ? parseMove(halfMoves[index! - 1].move) : undefined;
    return { state: upTo >= 0 ? frames[upTo] : null, highlights: last ? [last.from, last.to] : [] };
  }, [active, game, events, halfMoves, index]);

  const setIndex = useCallback(
    (i: number | null) => setIndexState(i === null || i >= total ? null : Math.max(0, i)),
    [total],
  );
  const step = useCallback(
    (delta: number) =>
      setIndexState((current) => {
        const next = (current ?? total) + delta;
        return next >= total ? null : Math.max(0, next);
      }),
    [total],
  );

  return {
    total,
    index: index ?? total,
    active,
    board: frame?.state?.view.board ?? [],
    state: frame?.state ?? null,
    highlights: frame?.highlights ?? [],
    setIndex,
    step,
  };
}

function safeLoad(game: Game, text: string | null, edition: string, from?: LocalGame): LocalGame | null {
  try {
    if (from) return underEdition(game.variant, game.options, from, edition);
    return loadPosition(game.variant, game.options, text ?? '', edition);
  } catch {
    return null;
  }
}

export function ReplaySlider({ replay }: { replay: Replay }) {
  const { t } = useI18n();
  if (replay.total === 0) return null;
  const where =
    replay.index === 0
      ? t('game.replayStart', { total: replay.total })
      : t('game.replayAt', { n: replay.index, total: replay.total });
  return (
    <div className="replay" data-testid="replay" data-index={replay.index} data-total={replay.total}>
      <button
        type="button"
        className="button small secondary"
        onClick={() => replay.step(-1)}
        disabled={replay.index === 0}
        aria-label={t('game.replayBack')}
        data-testid="replay-back"
      >
        ←
      </button>
      <label>
        <span>{t('game.replay')}</span>
        <input
          type="range"
          min={0}
          max={replay.total}
          value={replay.index}
          onChange={(e) => replay.setIndex(Number(e.target.value))}
          aria-valuetext={where}
          data-testid="replay-slider"
        />
      </label>
      <button
        type="button"
        className="button small secondary"
        onClick={() => replay.step(1)}
        disabled={!replay.active}
        aria-label={t('game.replayForward')}
        data-testid="replay-forward"
      >
        →
      </button>
      <span className="muted small" data-testid="replay-where">
        {where}
      </span>
      {replay.active && (
        <button type="button" className="link" onClick={() => replay.setIndex(null)}>
          {t('game.replayLive')}
        </button>
      )}
    </div>
  );
}
