import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';

/** GET /users/{username}: a player's public profile (a 404 when there is no such player). */
export function usePlayer(username: string) {
  return useQuery({
    queryKey: ['players', username],
    queryFn: async () => dataOf(await api.GET('/users/{username}', { params: { path: { username } } })),
  });
}
