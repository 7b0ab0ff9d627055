import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema';
import { dataOf } from '../../../lib/query/api-error';
import { gameListsKey } from '../../../lib/query/game-keys';

export type GameListFilter = Omit<NonNullable<paths['/games']['get']['parameters']['query']>, 'cursor'>;

/** GET /games: one filter's games, a page at a time along the API's cursor ("more"). */
export function useGames(
  filter: GameListFilter,
  options: { refetchOnWindowFocus?: boolean | 'always'; enabled?: boolean } = {},
) {
  return useInfiniteQuery({
    queryKey: [...gameListsKey, filter],
    queryFn: async ({ pageParam }) =>
      dataOf(
        await api.GET('/games', { params: { query: { ...filter, ...(pageParam ? { cursor: pageParam } : {}) } } }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    ...options,
  });
}
