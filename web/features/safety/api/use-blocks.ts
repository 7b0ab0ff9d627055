import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { safetyKeys } from './safety-keys';

/** GET /me/blocks: the people I blocked, newest first, a page at a time along the cursor. */
export function useBlocks({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({
    queryKey: safetyKeys.blocks,
    queryFn: async ({ pageParam }) =>
      dataOf(
        await api.GET('/me/blocks', { params: { query: { limit: 50, ...(pageParam ? { cursor: pageParam } : {}) } } }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
  });
}
