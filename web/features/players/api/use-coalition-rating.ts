import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/**
 * GET /ratings/coalition/{username}: a player's Coalition Chess tracks (every seat, great power,
 * small power) and the last 50 rated games of the overall one, for the graph.
 */
export function useCoalitionRating(username: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['players', username, 'rating', 'coalition'],
    queryFn: async () =>
      (await api.GET('/ratings/coalition/{username}', { params: { path: { username }, query: {} } })).data ?? null,
    enabled,
  });
}
