import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema';
import { dataOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { clubsKey } from './use-clubs';

type NewClub = paths['/clubs']['post']['requestBody']['content']['application/json'];

/** POST /clubs: found a club; the club lists are read again after it. */
export function useCreateClub() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (club: NewClub) => dataOf(await api.POST('/clubs', { body: club })),
    onSuccess: () => refetchAfterWrite(client, clubsKey),
  });
}
