import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';
import { clubKey } from './use-club';

/** GET /clubs/{clubId}/ladders: the club's ladders. */
export function useClubLadders(clubId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...clubKey(clubId), 'ladders'],
    queryFn: async () => dataOf(await api.GET('/clubs/{clubId}/ladders', { params: { path: { clubId } } })),
    enabled,
  });
}
