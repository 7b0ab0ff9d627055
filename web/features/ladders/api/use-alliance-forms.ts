import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';

/** GET /ladders/{id}/alliance-forms of a season: how the coalitions of a Coalition ladder formed. */
export function useAllianceForms(ladderId: string, season: string | undefined, { enabled = true } = {}) {
  return useQuery({
    queryKey: ['ladders', ladderId, 'alliance-forms', season],
    queryFn: async () =>
      dataOf(await api.GET('/ladders/{id}/alliance-forms', { params: { path: { id: ladderId }, query: { season } } }))
        .forms,
    enabled: enabled && !!season,
    placeholderData: keepPreviousData,
  });
}
