import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Game, GameEvent } from '../../../lib/api/client';
import { frameData } from '../../../lib/event-frame';
import { gameKeys } from '../../../lib/query/game-keys';
import { GAME_EVENT_TYPES } from './game-event-types';
import { appendEvent } from './use-game-events';

/**
 * After a stream dropped: open it again after this, twice as long after each failure in a row, at
 * most REOPEN_MAX_MS.
 */
const REOPEN_MS = 3_000;
const REOPEN_MAX_MS = 60_000;

export interface GameStream {
  /** A stream is connected now. */
  connected: boolean;
  /** The server refused the stream (no stream for this visitor): the game is polled instead. */
  refused: boolean;
}

/**
 * The game's server-sent events (GET /games/{id}/stream) fed into the query cache: each frame is
 * an event of the log, appended to the cached events, and the game, whose version it passes, is
 * read again. The stream opens at the version the cache holds (`lastEventId`), so nothing between
 * the page's read and the stream is missed, and a dropped stream is opened again from the last
 * event held (the API resumes after `lastEventId`, the query form of Last-Event-ID). After a
 * reconnect the game is read again, for what a resumed stream cannot say (clocks, seats). It is
 * open only while the page is visible, and says so, so that no push is sent for a game in view.
 */
export function useGameStream(id: string, ready: boolean): GameStream {
  const client = useQueryClient();
  const [connected, setConnected] = useState(false);
  const [refused, setRefused] = useState(false);
  const clientRef = useRef(client);
  clientRef.current = client;

  useEffect(() => {
    if (!ready || typeof EventSource === 'undefined') {
      if (ready) setRefused(true);
      return;
    }
    const cache = clientRef.current;
    /** The last event the cache knows of: the events' last seq, or the game's version. */
    const lastHeld = () =>
      Math.max(
        cache.getQueryData<GameEvent[]>(gameKeys.events(id))?.at(-1)?.seq ?? 0,
        cache.getQueryData<Game>(gameKeys.game(id))?.version ?? 0,
      );
    const readGame = () => cache.invalidateQueries({ queryKey: gameKeys.game(id), exact: true });
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let opened = false;
    let dropped = false;
    let failures = 0;

    const onFrame = (frame: MessageEvent<string>) => {
      const event = frameData<GameEvent>(frame);
      if (!event) return;
      appendEvent(cache, id, event);
      if ((cache.getQueryData<Game>(gameKeys.game(id))?.version ?? 0) < event.seq) void readGame();
    };
    const open = () => {
      source = new EventSource(`/api/games/${encodeURIComponent(id)}/stream?lastEventId=${lastHeld()}&present=true`);
      source.onopen = () => {
        setConnected(true);
        setRefused(false);
        if (dropped) void readGame();
        opened = true;
        dropped = false;
        failures = 0;
      };
      for (const type of GAME_EVENT_TYPES) source.addEventListener(type, onFrame);
      source.onerror = () => {
        // Refused from the start: no stream for this visitor, so the game is polled. A stream that
        // had worked and dropped (the API restarting, a proxy timing out) is opened again by us,
        // not by the browser, so the cursor is the last event the cache holds now.
        setConnected(false);
        source?.close();
        if (!opened) return setRefused(true);
        dropped = true;
        reopen = setTimeout(open, Math.min(REOPEN_MS * 2 ** failures++, REOPEN_MAX_MS));
      };
    };
    // The stream says the page is in view (`present`): hidden, it is closed, so the player's
    // devices are told again; shown, it resumes from the last event held.
    const onVisibility = () => {
      clearTimeout(reopen);
      source?.close();
      source = undefined;
      if (document.visibilityState === 'hidden') return setConnected(false);
      dropped = opened;
      open();
    };
    if (document.visibilityState !== 'hidden') open();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      clearTimeout(reopen);
      source?.close();
    };
  }, [id, ready]);

  return { connected, refused };
}
