import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf, doneOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { settingsKeys } from './settings-keys';

/** GET /me/sessions: where I am signed in (device, address, last use; `current` is this browser). */
export function useSessions() {
  return useQuery({
    queryKey: settingsKeys.sessions,
    queryFn: async () => dataOf(await api.GET('/me/sessions')).items,
  });
}

/** DELETE /me/sessions/{id}: that browser is signed out; the list is read again. */
export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => doneOf(await api.DELETE('/me/sessions/{id}', { params: { path: { id } } })),
    onSettled: () => refetchAfterWrite(client, settingsKeys.sessions),
  });
}

/** DELETE /me/sessions: every session but this one ends. */
export function useRevokeOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => dataOf(await api.DELETE('/me/sessions')),
    onSettled: () => refetchAfterWrite(client, settingsKeys.sessions),
  });
}
