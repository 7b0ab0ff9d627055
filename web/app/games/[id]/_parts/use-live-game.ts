'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { GAME_EVENT_TYPES } from '../../../../../api/src/events/game-event-types';
import { api, asProblem, type Game, type GameEvent, type Problem } from '../../../../lib/api/client';

export interface LiveGame {
  game: Game | null;
  problem: Problem | null;
  /** Every event so far, in seq order; null until the first page arrived. */
  events: GameEvent[] | null;
  live: boolean;
  reload(): Promise<void>;
  /** Take a game the API returned from a write (newer than what we hold). */
  accept(game: Game): void;
}

const POLL_MS = 2500;
/** With the stream connected, a slow poll remains as a safety net (a missed frame, a proxy). */
const SAFETY_POLL_MS = 20000;

/**
 * A game kept current: loaded once, then updated from the server-sent event stream
 * (`/games/{id}/stream`) when the server has one, else by polling. The board needs only the
 * game; the events (move list, replay, log) load after it and grow with each new version.
 */
export function useLiveGame(id: string, initial: Game | null = null): LiveGame {
  const [game, setGame] = useState<Game | null>(initial);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [events, setEvents] = useState<GameEvent[] | null>(null);
  const [live, setLive] = useState(false);
  const eventsRef = useRef<GameEvent[] | null>(null);
  const loadingEvents = useRef(false);
  const versionRef = useRef(initial?.version ?? -1);

  const loadEvents = useCallback(async () => {
    if (loadingEvents.current) return;
    loadingEvents.current = true;
    try {
      let after = eventsRef.current?.at(-1)?.seq ?? 0;
      const fresh: GameEvent[] = [];
      for (;;) {
        const { data, error, response } = await api.GET('/games/{id}/events', {
          params: { path: { id }, query: { after, limit: 1000 } },
        });
        if (!data) {
          setProblem(asProblem(error, response));
          return;
        }
        fresh.push(...data.items);
        if (data.nextAfter === null || data.items.length === 0) break;
        after = data.nextAfter;
      }
      if (fresh.length > 0 || eventsRef.current === null) {
        eventsRef.current = [...(eventsRef.current ?? []), ...fresh];
        setEvents(eventsRef.current);
      }
    } finally {
      loadingEvents.current = false;
    }
  }, [id]);

  const accept = useCallback(
    (g: Game) => {
      if (g.version < versionRef.current) return;
      const changed = g.version !== versionRef.current;
      versionRef.current = g.version;
      setGame(g);
      setProblem(null);
      if (changed) void loadEvents();
    },
    [loadEvents],
  );

  const reload = useCallback(async () => {
    const { data, error, response } = await api.GET('/games/{id}', { params: { path: { id } } });
    if (data) accept(data);
    else if (versionRef.current < 0) setProblem(asProblem(error, response));
  }, [id, accept]);

  useEffect(() => {
    void reload();
    // A game rendered on the server arrives without its events; they load now.
    if (versionRef.current >= 0) void loadEvents();
    let poll: ReturnType<typeof setInterval> | undefined;
    let source: EventSource | undefined;
    const startPolling = () => {
      source?.close();
      source = undefined;
      setLive(true);
      if (poll) clearInterval(poll);
      poll = setInterval(() => document.visibilityState === 'visible' && void reload(), POLL_MS);
    };
    if (typeof EventSource !== 'undefined') {
      source = new EventSource(`/api/games/${encodeURIComponent(id)}/stream`);
      source.onopen = () => setLive(true);
      // Any frame means "something changed": the game is re-read rather than patched.
      source.onmessage = () => void reload();
      for (const type of GAME_EVENT_TYPES) source.addEventListener(type, () => void reload());
      source.onerror = () => {
        // EventSource retries by itself after a dropped connection; a refused one (no stream
        // endpoint, signed out) ends in CLOSED, and polling takes over.
        if (source?.readyState === EventSource.CLOSED) startPolling();
      };
      poll = setInterval(() => document.visibilityState === 'visible' && void reload(), SAFETY_POLL_MS);
    } else startPolling();
    return () => {
      source?.close();
      if (poll) clearInterval(poll);
    };
  }, [id, reload, loadEvents]);

  return { game, problem, events, live, reload, accept };
}
