import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema';
import { dataOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { safetyKeys } from './safety-keys';

export type ModerationAct =
  paths['/moderation/reports/{id}/actions']['post']['requestBody']['content']['application/json'];

/** GET /moderation/reports: open reports (or closed ones), oldest first, a page at a time. */
export function useModerationQueue(status: 'open' | 'closed', { enabled }: { enabled: boolean }) {
  return useInfiniteQuery({
    queryKey: safetyKeys.queue(status),
    queryFn: async ({ pageParam }) =>
      dataOf(
        await api.GET('/moderation/reports', {
          params: { query: { status, limit: 20, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
  });
}

/** GET /moderation/reports/{id}: one report in context (reading a private message's context is logged). */
export function useReportDetail(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: safetyKeys.report(id),
    queryFn: async () => dataOf(await api.GET('/moderation/reports/{id}', { params: { path: { id } } })),
    enabled,
  });
}

/** POST /moderation/reports/{id}/actions: one action on a report; the queue and the report are read again. */
export function useModerationAct(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (act: ModerationAct) =>
      dataOf(await api.POST('/moderation/reports/{id}/actions', { params: { path: { id } }, body: act })),
    onSettled: () => refetchAfterWrite(client, safetyKeys.moderation),
  });
}
