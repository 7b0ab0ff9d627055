'use client';
import { useEffect } from 'react';
import { api } from '../../../../lib/api/client';
import { refreshNotificationBell } from '../../../_components/notification-bell';
import { useSession } from '../../../_components/session';

/**
 * Looking at a game is reading what its notifications say: when the page opens, and whenever the
 * game changes while the tab is shown, the viewer's notifications about it are marked read and
 * the header's bell counts again.
 */
export function useReadGameNotifications(gameId: string, version: number | undefined): void {
  const { me } = useSession();
  const signedIn = !!me;
  useEffect(() => {
    if (!signedIn || version === undefined || document.visibilityState !== 'visible') return;
    api
      .POST('/me/notifications/read-all', { params: { query: { gameId } } })
      .then(({ response }) => {
        if (response.ok) refreshNotificationBell();
      })
      .catch(() => undefined); // best effort: the notifications page still shows them
  }, [signedIn, gameId, version]);
}
