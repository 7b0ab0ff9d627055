import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';

/** The cache key of a club's member list (joining, a role change or leaving reads it again). */
export const clubMembersKey = (clubId: string) => ['clubs', clubId, 'members'] as const;

/** GET /clubs/{id}/members: the members by username, `limit` a page along the cursor. */
export function useClubMembers(clubId: string, limit: number, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: [...clubMembersKey(clubId), limit],
    queryFn: async ({ pageParam }) =>
      dataOf(
        await api.GET('/clubs/{id}/members', {
          params: { path: { id: clubId }, query: { limit, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    ...options,
  });
}
