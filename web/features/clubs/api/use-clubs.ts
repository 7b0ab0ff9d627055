import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';

export const clubsKey = ['clubs'] as const;

/** GET /clubs: public clubs and mine, a page at a time along the cursor. */
export function useClubs({ enabled = true, limit = 50 }: { enabled?: boolean; limit?: number } = {}) {
  return useInfiniteQuery({
    queryKey: [...clubsKey, 'list', limit],
    queryFn: async ({ pageParam }) =>
      dataOf(await api.GET('/clubs', { params: { query: { limit, ...(pageParam ? { cursor: pageParam } : {}) } } })),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
  });
}
