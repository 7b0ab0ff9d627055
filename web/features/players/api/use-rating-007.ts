import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/**
 * GET /ratings/007/{username}: a player's 007 rating, or null for one who has none yet (a player
 * without rated games is not an error on their page).
 */
export function useRating007(username: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['players', username, 'rating', '007'],
    queryFn: async () => (await api.GET('/ratings/007/{username}', { params: { path: { username } } })).data ?? null,
    enabled,
  });
}
