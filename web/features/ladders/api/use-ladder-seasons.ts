import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';

/** GET /ladders/{id}/seasons: the ladder's seasons. */
export function useLadderSeasons(ladderId: string) {
  return useQuery({
    queryKey: ['ladders', ladderId, 'seasons'],
    queryFn: async () => dataOf(await api.GET('/ladders/{id}/seasons', { params: { path: { id: ladderId } } })),
  });
}
