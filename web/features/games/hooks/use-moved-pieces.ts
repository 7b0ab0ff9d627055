'use client';
import { useMemo, useRef } from 'react';
import type { Game, GameEvent } from '../../../lib/api/client';
import { applyLocal, loadPosition, recordedAction, underEdition, type LocalGame } from '../../../lib/engine';
import { editionChangedTo, firstEditionOf } from '../lib/log-editions';
import { parseMove } from '../../../components/board/geometry';

/**
 * The piece each board move moved (Coalition Chess, whose moves have no SAN to name it), by the
 * move event's seq: the log replayed by the rules engine, from the `game-started` state on. The
 * replay is kept and only new events are applied, so a live game costs one step per event.
 */
export function useMovedPieces(game: Game, events: readonly GameEvent[] | null): ReadonlyMap<number, string> {
  const cache = useRef<{ id: string; applied: number; state: LocalGame | null; pieces: Map<number, string> }>({
    id: '',
    applied: 0,
    state: null,
    pieces: new Map(),
  });
  return useMemo(() => {
    if (game.variant !== 'coalition' || !events) return new Map<number, string>();
    const c = cache.current;
    if (c.id !== game.id || c.applied > events.length) {
      c.id = game.id;
      c.applied = 0;
      c.state = null;
      c.pieces = new Map();
    }
    for (; c.applied < events.length; c.applied++) {
      const e = events[c.applied];
      if (e.type === 'game-started' && typeof e.payload.state === 'string') {
        try {
          c.state = loadPosition(game.variant, game.options, e.payload.state, firstEditionOf(game, events));
        } catch {
          c.state = null;
        }
        continue;
      }
      const changedTo = editionChangedTo(e);
      if (changedTo && c.state) {
        try {
          c.state = underEdition(game.variant, game.options, c.state, changedTo);
        } catch {
          c.state = null;
        }
        continue;
      }
      const action = recordedAction(e.payload);
      if (!c.state || !action) continue;
      if (action.type === 'move') {
        const from = parseMove(action.move)?.from;
        const piece = c.state.view.board.find((p) => p.square === from)?.piece;
        if (piece) c.pieces.set(e.seq, piece);
      }
      const next = applyLocal(game.variant, c.state, action);
      if (next.ok) c.state = next.game;
    }
    return new Map(c.pieces);
  }, [game.id, game.variant, game.options, events]);
}
