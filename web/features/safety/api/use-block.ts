import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf, doneOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { safetyKeys } from './safety-keys';

/** POST /me/blocks/{username} (`block: true`) or DELETE it; the list is read again. */
export function useBlock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ username, block }: { username: string; block: boolean }) => {
      const params = { path: { username } };
      if (block) dataOf(await api.POST('/me/blocks/{username}', { params }));
      else doneOf(await api.DELETE('/me/blocks/{username}', { params }));
    },
    onSettled: () => refetchAfterWrite(client, safetyKeys.blocks),
  });
}
