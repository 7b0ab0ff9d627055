import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema';
import { dataOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { clubKey } from './use-club';

type NewLadder = paths['/clubs/{clubId}/ladders']['post']['requestBody']['content']['application/json'];

/** POST /clubs/{clubId}/ladders: a new ladder of the club; the club's ladders are read again after it. */
export function useCreateLadder(clubId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ladder: NewLadder) =>
      dataOf(await api.POST('/clubs/{clubId}/ladders', { params: { path: { clubId } }, body: ladder })),
    onSuccess: () => refetchAfterWrite(client, clubKey(clubId)),
  });
}
