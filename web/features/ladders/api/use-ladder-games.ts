import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema';
import { dataOf } from '../../../lib/query/api-error';

export type LadderGameFilter = Omit<NonNullable<paths['/ladders/{id}/games']['get']['parameters']['query']>, 'cursor'>;

/** GET /ladders/{id}/games: a season's games, newest first, a page at a time along the cursor. */
export function useLadderGames(ladderId: string, filter: LadderGameFilter, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: ['ladders', ladderId, 'games', filter],
    queryFn: async ({ pageParam }) =>
      dataOf(
        await api.GET('/ladders/{id}/games', {
          params: { path: { id: ladderId }, query: { ...filter, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    ...options,
  });
}
