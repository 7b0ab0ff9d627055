import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type NotificationSettings } from '../../../lib/api/client';
import { doneOf } from '../../../lib/query/api-error';
import { refetchAfterWrite } from '../../../lib/query/refetch-after-write';
import { settingsKeys } from './settings-keys';

/** PUT or DELETE /me/muted-games/{gameId}: no emails about one game, or again. */
export function useMuteGame(gameId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (mute: boolean) => {
      const params = { params: { path: { gameId } } };
      return doneOf(
        mute ? await api.PUT('/me/muted-games/{gameId}', params) : await api.DELETE('/me/muted-games/{gameId}', params),
      );
    },
    // The box follows the answer at once; the settings are read again behind it.
    onSuccess: (_, mute) =>
      client.setQueryData<NotificationSettings>(settingsKeys.notificationSettings, (s) =>
        s
          ? {
              ...s,
              mutedGames: mute ? [...new Set([...s.mutedGames, gameId])] : s.mutedGames.filter((g) => g !== gameId),
            }
          : s,
      ),
    onSettled: () => refetchAfterWrite(client, settingsKeys.notificationSettings),
  });
}
