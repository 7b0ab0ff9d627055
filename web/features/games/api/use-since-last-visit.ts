import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';

const fetchSince = async (id: string) =>
  dataOf(await api.GET('/games/{id}/since-last-visit', { params: { path: { id } } }));

export type SinceLastVisit = Awaited<ReturnType<typeof fetchSince>>;
export type SinceItem = SinceLastVisit['items'][number];

const sinceKey = (id: string) => ['games', id, 'since-last-visit'] as const;

/**
 * GET /games/{id}/since-last-visit: what happened since I last marked the game seen, read once
 * when the page opens (what happens while it is open is seen live).
 */
export function useSinceLastVisit(id: string, enabled: boolean) {
  return useQuery({
    queryKey: sinceKey(id),
    queryFn: () => fetchSince(id),
    enabled,
    staleTime: Infinity,
  });
}

/** POST /games/{id}/seen: the mark moves to `version` (never back); the summary is then empty. */
export function useMarkSeen(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (version: number) =>
      dataOf(await api.POST('/games/{id}/seen', { params: { path: { id } }, body: { version } })),
    onSuccess: (seen) =>
      client.setQueryData(
        sinceKey(id),
        (old: SinceLastVisit | undefined) =>
          old && { ...old, seenVersion: seen.seenVersion, items: [], messages: { count: 0, first: [] } },
      ),
  });
}
