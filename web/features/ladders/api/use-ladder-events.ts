import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';

/** GET /ladders/{id}/events: the ladder's audit log, newest first, `limit` a page along the cursor. */
export function useLadderEvents(ladderId: string, limit: number) {
  return useInfiniteQuery({
    queryKey: ['ladders', ladderId, 'events', limit],
    queryFn: async ({ pageParam }) =>
      dataOf(
        await api.GET('/ladders/{id}/events', {
          params: { path: { id: ladderId }, query: { limit, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
