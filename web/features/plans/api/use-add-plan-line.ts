import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { doneOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { gameKeys } from '../../../lib/query/game-keys';
import { readMyPlan } from './read-my-plan';

/**
 * One more line for my plan (from the analysis board): the plan's lines as the server has them
 * now, with the line added, PUT back; the number of lines stored.
 */
export function useAddPlanLine(gameId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (line: string[]) => {
      const mine = await readMyPlan(gameId);
      const lines = [...(mine?.lines ?? []), line];
      const answer = await api.PUT('/games/{id}/plan', { params: { path: { id: gameId } }, body: { lines } });
      doneOf(answer);
      return answer.data?.lines.length ?? lines.length;
    },
    onSettled: () => refetchAfterWrite(client, gameKeys.plans(gameId)),
  });
}
