import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Game } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { gameKeys } from '../../../lib/query/game-keys';

/** GET /games/{id}/seat-holders at the game's version: who held each seat when. */
export function useSeatHolders(game: Pick<Game, 'id' | 'version'>, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: gameKeys.holders(game.id, game.version),
    queryFn: async () => dataOf(await api.GET('/games/{id}/seat-holders', { params: { path: { id: game.id } } })).items,
    placeholderData: keepPreviousData,
    enabled,
  });
}
