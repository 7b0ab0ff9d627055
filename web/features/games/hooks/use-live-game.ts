'use client';
import { useCallback, useEffect, useState } from 'react';
import { problemOf } from '../../../lib/query/api-error';
import type { Game, GameEvent, Problem } from '../../../lib/api/client';
import { POLL_MS, SAFETY_POLL_MS, useGame, useTakeGame } from '../api/use-game';
import { useGameEvents } from '../api/use-game-events';
import { useGameStream } from '../api/use-game-stream';

export interface LiveGame {
  game: Game | null;
  /** Why the game could not be read, while there is none to show. */
  problem: Problem | null;
  /** Every event so far, in seq order; null until the first page arrived. */
  events: GameEvent[] | null;
  live: boolean;
  /** How it is kept current: the stream (open, or connecting again), or a poll where the stream was refused. */
  via: 'stream' | 'connecting' | 'poll';
  reload(): Promise<void>;
  /** Take a game the API returned from a write (newer than what we hold). */
  accept(game: Game): void;
}

/**
 * A game kept current, all of it in the query cache: the game (seeded with the server-rendered
 * one), its event log (loaded after the board, grown by the stream's frames), and the stream
 * that feeds both — or, without a stream, a poll.
 */
export function useLiveGame(id: string, initial: Game | null = null): LiveGame {
  const [polling, setPolling] = useState(true);
  const game = useGame(id, { initial, poll: polling ? POLL_MS : SAFETY_POLL_MS });
  // The stream opens once the game is known: at its version, not at the start of the log.
  const stream = useGameStream(id, game.data !== undefined);
  useEffect(() => setPolling(!stream.connected), [stream.connected]);
  const events = useGameEvents(id, game.data?.version);
  const accept = useTakeGame();
  const { refetch } = game;
  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);
  return {
    game: game.data ?? null,
    problem: game.data ? null : problemOf(game.error),
    events: events.data ?? null,
    live: stream.connected || stream.refused,
    via: stream.connected ? 'stream' : stream.refused ? 'poll' : 'connecting',
    reload,
    accept,
  };
}
