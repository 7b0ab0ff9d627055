import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { notificationsKey } from './use-notifications';

/**
 * How often the bell asks for the unread count while the tab is visible. A poll, not a stream: a
 * game page already holds one server-sent event connection, and a browser allows only six
 * HTTP/1.1 connections per origin across all its tabs.
 */
const POLL_MS = 30_000;

/** The unread count (GET /me/notifications with limit 1), polled, and read again on focus. */
export function useUnreadCount() {
  return useQuery({
    queryKey: [...notificationsKey, 'unread'],
    queryFn: async () => dataOf(await api.GET('/me/notifications', { params: { query: { limit: 1 } } })).unread,
    refetchInterval: POLL_MS,
    staleTime: 0,
  });
}
