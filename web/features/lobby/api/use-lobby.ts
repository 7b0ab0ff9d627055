import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';

export const lobbyKey = ['lobby'] as const;

/** GET /lobby: games with a seat anyone may take, newest first, `limit` a page along the cursor. */
export function useLobby(limit: number) {
  return useInfiniteQuery({
    queryKey: [...lobbyKey, limit],
    queryFn: async ({ pageParam }) =>
      dataOf(await api.GET('/lobby', { params: { query: { limit, ...(pageParam ? { cursor: pageParam } : {}) } } })),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
