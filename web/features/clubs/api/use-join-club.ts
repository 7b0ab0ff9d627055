import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { doneOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { clubKey } from './use-club';
import { clubsKey } from './use-clubs';

/** POST /clubs/{id}/join; the club (my role, its members) and the club lists are read again after it. */
export function useJoinClub(clubId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => doneOf(await api.POST('/clubs/{id}/join', { params: { path: { id: clubId } } })),
    onSettled: () => refetchAfterWrite(client, clubKey(clubId), clubsKey),
  });
}
