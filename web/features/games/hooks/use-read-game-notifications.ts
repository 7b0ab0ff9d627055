'use client';
import { useEffect } from 'react';
import { useMarkAllRead } from '../../notifications/api/use-mark-read';
import { useSession } from '../../account/components/session';

/**
 * Looking at a game is reading what its notifications say: when the page opens, and whenever the
 * game changes while the tab is shown, the viewer's notifications about it are marked read and
 * the header's bell counts again (the mutation invalidates the notification queries).
 */
export function useReadGameNotifications(gameId: string, version: number | undefined): void {
  const { me } = useSession();
  const signedIn = !!me;
  const { mutate: readAll } = useMarkAllRead();
  useEffect(() => {
    if (!signedIn || version === undefined || document.visibilityState !== 'visible') return;
    readAll(gameId); // best effort: the notifications page still shows them
  }, [signedIn, gameId, version, readAll]);
}
