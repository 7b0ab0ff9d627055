import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema';
import { dataOf } from '../../../lib/query/api-error';

export type PartnersFilter = Omit<paths['/alliances/partners']['get']['parameters']['query'], 'cursor'>;

/** GET /alliances/partners: a player's partners and their record together, a page at a time along the cursor. */
export function usePartners(filter: PartnersFilter, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: ['alliances', 'partners', filter],
    queryFn: async ({ pageParam }) =>
      dataOf(
        await api.GET('/alliances/partners', {
          params: { query: { ...filter, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    ...options,
  });
}
