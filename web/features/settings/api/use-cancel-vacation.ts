import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { doneOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { gameKeys } from '../../../lib/query/game-keys';
import { settingsKeys } from './settings-keys';

/** DELETE /me/vacations/{id}: a vacation not yet begun, cancelled; the days left are read again, and my games' clocks. */
export function useCancelVacation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => doneOf(await api.DELETE('/me/vacations/{id}', { params: { path: { id } } })),
    onSettled: () => refetchAfterWrite(client, settingsKeys.vacations, gameKeys.all),
  });
}
