import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';

/** GET /ladders/{id}/standings of a season; the table shown stays until the next season's arrives. */
export function useStandings(ladderId: string, season: string | undefined) {
  return useQuery({
    queryKey: ['ladders', ladderId, 'standings', season],
    queryFn: async () =>
      dataOf(await api.GET('/ladders/{id}/standings', { params: { path: { id: ladderId }, query: { season } } })),
    enabled: !!season,
    placeholderData: keepPreviousData,
  });
}
