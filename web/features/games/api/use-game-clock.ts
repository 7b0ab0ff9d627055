import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Game } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { gameKeys } from '../../../lib/query/game-keys';

/** GET /games/{id}/clock at the game's version: each seat's deadline or bank, vacations. */
export function useGameClock(game: Pick<Game, 'id' | 'version'>, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: gameKeys.clock(game.id, game.version),
    queryFn: async () => dataOf(await api.GET('/games/{id}/clock', { params: { path: { id: game.id } } })),
    // The countdown goes on from the last clock while the new version's is on its way.
    placeholderData: keepPreviousData,
    enabled,
  });
}
