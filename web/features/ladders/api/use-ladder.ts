import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';

/** GET /ladders/{id}: a ladder with its points table and current season. */
export function useLadder(ladderId: string) {
  return useQuery({
    queryKey: ['ladders', ladderId, 'details'],
    queryFn: async () => dataOf(await api.GET('/ladders/{id}', { params: { path: { id: ladderId } } })),
  });
}
