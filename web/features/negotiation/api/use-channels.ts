import { useQuery } from '@tanstack/react-query';
import { api, asProblem } from '../../../lib/api/client';
import { ApiError } from '../../../lib/query/api-error';
import { gameKeys } from '../../../lib/query/game-keys';

/**
 * GET /games/{id}/channels at the game's status: the channels I may read with their unread
 * counts ([] when I may read none: a watcher of a running game is refused, which is no error).
 */
export function useChannels(id: string, status: string | undefined, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: gameKeys.channels(id, status),
    queryFn: async () => {
      const { data, error, response } = await api.GET('/games/{id}/channels', { params: { path: { id } } });
      if (data) return data;
      if (response.status === 401 || response.status === 403) return [];
      throw new ApiError(asProblem(error, response));
    },
    enabled: enabled && status !== undefined,
    // The message stream keeps the counts; a new status is a new query.
    staleTime: Infinity,
  });
}
