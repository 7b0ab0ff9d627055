import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { doneOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { gameKeys } from '../../../lib/query/game-keys';

/**
 * PUT /games/{id}/plan with the given lines, or DELETE it when there are none left; the server
 * checks every line (422 naming the step). My plan is read again after it.
 */
export function useStorePlan(gameId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (lines: string[][]) => {
      const params = { path: { id: gameId } };
      return doneOf(
        lines.length > 0
          ? await api.PUT('/games/{id}/plan', { params, body: { lines } })
          : await api.DELETE('/games/{id}/plan', { params }),
      );
    },
    onSettled: () => refetchAfterWrite(client, gameKeys.plans(gameId)),
  });
}
