'use client';
import { useMemo, useRef, useState } from 'react';
import type { Game, GameEvent } from '../../../../lib/api/client';
import { applyLocal, loadPosition, type LocalGame } from '../../../../lib/engine';
import { useI18n } from '../../../../lib/i18n/provider';
import type { BoardPiece } from '../../../_components/board/Board';
import { parseMove } from '../../../_components/board/geometry';

export interface Replay {
  /** Events in the log; the slider runs from 0 to this. */
  total: number;
  index: number;
  active: boolean;
  board: readonly BoardPiece[];
  highlights: string[];
  setIndex(i: number | null): void;
}

/**
 * The replay slider's positions, rebuilt from the event log by the rules engine: the
 * `game-started` event carries the initial state, each action event is applied to it. Positions
 * are computed only when asked for and kept, so a long game costs nothing until one scrubs.
 */
export function useReplay(game: Game | null, events: readonly GameEvent[] | null): Replay {
  const [index, setIndexState] = useState<number | null>(null);
  const cache = useRef<{ key: string; frames: (LocalGame | null)[] }>({ key: '', frames: [] });
  const total = events?.length ?? 0;
  const active = index !== null && index < total;

  const frame = useMemo(() => {
    if (!active || !game || !events) return null;
    const key = `${game.id}`;
    if (cache.current.key !== key) cache.current = { key, frames: [] };
    const frames = cache.current.frames;
    for (let i = frames.length; i <= index!; i++) {
      const e = events[i];
      const prev = i > 0 ? frames[i - 1] : null;
      if (e.type === 'game-started' && typeof e.payload.state === 'string') {
        frames.push(safeLoad(game, e.payload.state));
      } else if (prev && e.payload.action && typeof e.payload.action === 'object') {
        const next = applyLocal(game.variant, prev, e.payload.action as never);
        frames.push(next.ok ? next.game : prev);
      } else frames.push(prev);
    }
    const e = events[index!];
    const move = e.type === 'move' ? parseMove(String((e.payload.action as { move?: string })?.move ?? '')) : undefined;
    return { state: frames[index!], highlights: move ? [move.from, move.to] : [] };
  }, [active, game, events, index]);

  return {
    total,
    index: index ?? total,
    active,
    board: frame?.state?.view.board ?? [],
    highlights: frame?.highlights ?? [],
    setIndex: (i) => setIndexState(i === null || i >= total ? null : i),
  };
}

function safeLoad(game: Game, text: string): LocalGame | null {
  try {
    return loadPosition(game.variant, game.options, text);
  } catch {
    return null;
  }
}

export function ReplaySlider({ replay }: { replay: Replay }) {
  const { t } = useI18n();
  if (replay.total === 0) return null;
  return (
    <div className="replay" data-testid="replay">
      <label>
        <span>{t('game.replay')}</span>
        <input
          type="range"
          min={1}
          max={replay.total}
          value={replay.active ? replay.index + 1 : replay.total}
          onChange={(e) =>
            replay.setIndex(Number(e.target.value) - 1 === replay.total - 1 ? null : Number(e.target.value) - 1)
          }
          aria-valuetext={t('game.replayAt', { n: replay.index + (replay.active ? 1 : 0), total: replay.total })}
          data-testid="replay-slider"
        />
      </label>
      <span className="muted small">
        {t('game.replayAt', { n: replay.active ? replay.index + 1 : replay.total, total: replay.total })}
      </span>
      {replay.active && (
        <button type="button" className="link" onClick={() => replay.setIndex(null)}>
          {t('game.replayLive')}
        </button>
      )}
    </div>
  );
}
