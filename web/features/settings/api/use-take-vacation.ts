import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { doneOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { gameKeys } from '../../../lib/query/game-keys';
import { settingsKeys } from './settings-keys';

/** POST /me/vacations: a vacation from…to; the days left are read again, and my games' clocks. */
export function useTakeVacation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (range: { from: string; to: string }) => doneOf(await api.POST('/me/vacations', { body: range })),
    onSettled: () => refetchAfterWrite(client, settingsKeys.vacations, gameKeys.all),
  });
}
