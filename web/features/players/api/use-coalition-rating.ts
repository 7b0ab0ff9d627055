import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export type CoalitionRole = 'all' | 'great' | 'small';

/**
 * GET /ratings/coalition/{username}?role=…: a player's Coalition Chess tracks (every seat, great
 * power, small power) and the last 50 rated games of the role's track, for its graph.
 */
export function useCoalitionRating(
  username: string,
  role: CoalitionRole,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: ['players', username, 'rating', 'coalition', role],
    queryFn: async () =>
      (await api.GET('/ratings/coalition/{username}', { params: { path: { username }, query: { role } } })).data ??
      null,
    enabled,
  });
}
