import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { api, type Notification } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { dataOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { notificationsKey } from './use-notifications';

type NotificationPage = components['schemas']['NotificationPageDto'];

/**
 * Marks the notifications `which` picks read in every cached list at once, so a list shown from
 * the cache (unread only switched off again) never shows them unread; the refetch that follows
 * brings the server's counts.
 */
function markCachedRead(client: QueryClient, which: (n: Notification) => boolean): void {
  const now = new Date().toISOString();
  client.setQueriesData<InfiniteData<NotificationPage>>({ queryKey: [...notificationsKey, 'list'] }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((n) => (n.readAt === null && which(n) ? { ...n, readAt: now } : n)),
          })),
        }
      : data,
  );
}

/** POST /me/notifications/{id}/read; the lists and the bell's count are read again after it. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const answer = await api.POST('/me/notifications/{id}/read', { params: { path: { id } } });
      return dataOf({ ...answer, data: answer.data ?? true });
    },
    onSuccess: (_, id) => markCachedRead(client, (n) => n.id === id),
    onSettled: () => refetchAfterWrite(client, notificationsKey),
  });
}

/**
 * POST /me/notifications/read-all, all of them or (with `gameId`) those about one game; the lists
 * and the bell's count are read again after it.
 */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (gameId?: string) => {
      const answer = await api.POST('/me/notifications/read-all', gameId ? { params: { query: { gameId } } } : {});
      return dataOf({ ...answer, data: answer.data ?? true });
    },
    onSuccess: (_, gameId) => markCachedRead(client, (n) => gameId === undefined || n.gameId === gameId),
    onSettled: () => refetchAfterWrite(client, notificationsKey),
  });
}
