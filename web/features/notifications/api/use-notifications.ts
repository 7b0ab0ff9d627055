import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';

export const notificationsKey = ['notifications'] as const;

/** GET /me/notifications: newest first, all or unread only, older pages along the cursor. */
export function useNotifications({ unreadOnly, limit = 20 }: { unreadOnly: boolean; limit?: number }) {
  return useInfiniteQuery({
    queryKey: [...notificationsKey, 'list', { unreadOnly, limit }],
    queryFn: async ({ pageParam }) =>
      dataOf(
        await api.GET('/me/notifications', {
          params: {
            query: { limit, unread: unreadOnly || undefined, before: pageParam ? Number(pageParam) : undefined },
          },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Switching to unread only keeps the shown list until the other one arrives, as a reload would not.
    placeholderData: keepPreviousData,
  });
}
