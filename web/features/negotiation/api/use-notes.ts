import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { gameKeys } from '../../../lib/query/game-keys';

/** GET /games/{id}/notes: my private notes on a game (nobody else ever sees them). */
export function useNotes(gameId: string) {
  return useQuery({
    queryKey: gameKeys.notes(gameId),
    queryFn: async () => dataOf(await api.GET('/games/{id}/notes', { params: { path: { id: gameId } } })),
    // Only I write them, and a save puts the answer in the cache: never stale behind my back.
    staleTime: Infinity,
  });
}
