import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';

/** The cache key of one club (joining reads it again: my role changes). */
export const clubKey = (clubId: string) => ['clubs', clubId] as const;

/** GET /clubs/{id}: a club with my role in it (a 404 for a private club I am not in). */
export function useClub(clubId: string) {
  return useQuery({
    queryKey: [...clubKey(clubId), 'details'],
    queryFn: async () => dataOf(await api.GET('/clubs/{id}', { params: { path: { id: clubId } } })),
  });
}
