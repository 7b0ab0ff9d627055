import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';

export type BoardVariant = 'coalition' | '007';
export type BoardRole = 'all' | 'great' | 'small';

/**
 * GET /ratings/{variant}: players with at least five rated games, highest first, a page of
 * `limit` along the cursor; Coalition Chess per role (every seat, great power, small power).
 */
export function useLeaderboard(variant: BoardVariant, role: BoardRole, limit: number) {
  return useInfiniteQuery({
    queryKey: ['ratings', variant, role, limit],
    queryFn: async ({ pageParam }) =>
      dataOf(
        await api.GET('/ratings/{variant}', {
          params: {
            path: { variant },
            query: { limit, ...(variant === 'coalition' ? { role } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
          },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
