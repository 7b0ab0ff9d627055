import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { doneOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { clubKey } from './use-club';
import { clubsKey } from './use-clubs';

/**
 * POST /clubs/{id}/decline: my invitation goes. The club lists are read again; the club itself is
 * dropped, not read again: a private club is hidden from me once declined (404), and the page that
 * showed it moves to the list (`onDeclined`).
 */
export function useDeclineClub(clubId: string, onDeclined?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => doneOf(await api.POST('/clubs/{id}/decline', { params: { path: { id: clubId } } })),
    onSuccess: () => {
      onDeclined?.();
      client.removeQueries({ queryKey: clubKey(clubId) });
    },
    onSettled: () => refetchAfterWrite(client, clubsKey),
  });
}
