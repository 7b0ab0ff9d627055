import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { gameKeys } from '../../../lib/query/game-keys';

/** GET /games/{id}/muted-seats: the seats whose messages I do not want to see counted. */
export function useMutedSeats(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: gameKeys.mutedSeats(id),
    queryFn: async () => dataOf(await api.GET('/games/{id}/muted-seats', { params: { path: { id } } })).seats,
    enabled,
  });
}
