import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, type Game } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { gameKeys } from '../../../lib/query/game-keys';

/**
 * How often the game is read again: while no stream is connected (signed out, a proxy without
 * streaming), and, with one, as a slow safety net for a frame lost on the way.
 */
export const POLL_MS = 2_500;
export const SAFETY_POLL_MS = 20_000;

/**
 * GET /games/{id}: the game as the server has it. `initial` is the game the page read on the
 * server; it seeds the cache, so the first render is the server-rendered board. `poll` reads it
 * again every so many milliseconds (the game page's, see useLiveGame).
 */
export function useGame(
  id: string,
  { initial = null, poll = false, enabled = true }: { initial?: Game | null; poll?: number | false; enabled?: boolean },
) {
  const client = useQueryClient();
  return useQuery({
    queryKey: gameKeys.game(id),
    queryFn: async () => {
      const read = dataOf(await api.GET('/games/{id}', { params: { path: { id } } }));
      // An answer overtaken by a newer game (a write's answer, taken meanwhile) does not go back.
      return newer(client.getQueryData<Game>(gameKeys.game(id)), read);
    },
    ...(initial ? { initialData: initial, initialDataUpdatedAt: Date.now() } : {}),
    refetchInterval: poll,
    enabled,
  });
}

/** Of two answers for the same game, the later version. */
function newer(old: Game | undefined, fresh: Game): Game {
  return old && old.version > fresh.version ? old : fresh;
}

/** Puts a game the API answered a write with into the cache, unless the cache already holds a newer one. */
export function takeGame(client: QueryClient, game: Game): void {
  client.setQueryData<Game>(gameKeys.game(game.id), (old) => newer(old, game));
}

/** `takeGame` bound to this page's query client. */
export function useTakeGame(): (game: Game) => void {
  const client = useQueryClient();
  return useCallback((game: Game) => takeGame(client, game), [client]);
}
