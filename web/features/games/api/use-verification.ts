import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { gameKeys } from '../../../lib/query/game-keys';

/**
 * GET /games/{id}/verify for the log of `events` events: the server re-hashes the chain and
 * replays it. A longer log is a new question; the same length is answered once (refetch re-asks).
 */
export function useVerification(id: string, events: number) {
  return useQuery({
    queryKey: gameKeys.verification(id, events),
    queryFn: async () => dataOf(await api.GET('/games/{id}/verify', { params: { path: { id } } })),
    enabled: events > 0,
    staleTime: Infinity,
    // The last answer stays shown (as "pending" while the log is longer) until the new one comes.
    placeholderData: keepPreviousData,
  });
}
