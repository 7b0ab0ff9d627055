import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema';
import { dataOf } from '../../../lib/query/api-error';

export type AllianceFilter = Omit<NonNullable<paths['/alliances']['get']['parameters']['query']>, 'cursor'>;

/** GET /alliances: the coalitions a filter picks (a player's, a ladder season's), a page at a time along the cursor. */
export function useAlliances(filter: AllianceFilter, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: ['alliances', filter],
    queryFn: async ({ pageParam }) =>
      dataOf(
        await api.GET('/alliances', { params: { query: { ...filter, ...(pageParam ? { cursor: pageParam } : {}) } } }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    ...options,
  });
}
