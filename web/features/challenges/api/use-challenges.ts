import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CreateChallenge, type GameChallenge } from '../../../lib/api/client';
import { dataOf, doneOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { gameBegan } from '../../push/lib/push-prompt';

export type Challenge = GameChallenge;

export const challengesKey = ['challenges'] as const;

/**
 * GET /challenges: to me (`in`) or mine (`out`), newest first; the newest 50 (a challenge lasts a
 * day and closed ones are swept after a month). Read again every half minute, so a challenge made
 * or answered elsewhere shows without a reload.
 */
export function useChallenges(direction: 'in' | 'out', enabled = true) {
  return useQuery({
    queryKey: [...challengesKey, direction],
    queryFn: async () => dataOf(await api.GET('/challenges', { params: { query: { direction, limit: 50 } } })),
    refetchInterval: 30_000,
    enabled,
  });
}

/** Accept, decline (with an optional reason) or withdraw; both lists are read again after it. */
export function useAnswerChallenge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      answer,
      reason,
    }: {
      id: string;
      answer: 'accept' | 'decline' | 'withdraw';
      reason?: string;
    }) => {
      const path = { params: { path: { id } } };
      if (answer === 'accept') return dataOf(await api.POST('/challenges/{id}/accept', path));
      if (answer === 'decline')
        return dataOf(await api.POST('/challenges/{id}/decline', { ...path, body: reason ? { reason } : {} }));
      doneOf(await api.DELETE('/challenges/{id}', path));
      return null;
    },
    onSuccess: (_answer, { answer }) => {
      if (answer === 'accept') gameBegan();
    },
    onSettled: () => refetchAfterWrite(client, challengesKey),
  });
}

/** POST /challenges. */
export function useCreateChallenge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateChallenge) => dataOf(await api.POST('/challenges', { body })),
    onSettled: () => refetchAfterWrite(client, challengesKey),
  });
}
