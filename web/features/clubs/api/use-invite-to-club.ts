import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { doneOf } from '../../../lib/query/api-error';

/** POST /clubs/{id}/invitations: invite a user (by username or email) to the club. */
export function useInviteToClub(clubId: string) {
  return useMutation({
    mutationFn: async (invite: string) =>
      doneOf(await api.POST('/clubs/{id}/invitations', { params: { path: { id: clubId } }, body: { invite } })),
  });
}
