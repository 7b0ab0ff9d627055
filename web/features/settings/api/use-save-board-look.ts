import { useCallback } from 'react';
import { sameLook, storedBoardLook, type BoardLook } from '../../../lib/board-look';
import { lookOfSettings, markLookSaved, markLookUnsaved, settingsOfLook } from '../lib/board-look-on-account';
import { useUpdatePlaySettings } from './use-update-play-settings';

// One save at a time in this tab, the newest look waiting: two PATCHes of the whole look in
// flight at once could reach the server in the other order and leave the older look saved.
const queue: { busy: boolean; next: BoardLook | null } = { busy: false, next: null };

/**
 * Saves this browser's whole look on the account (PATCH /me/play-settings). Until the account
 * answers with the look this browser shows, the look counts as unsaved, and BoardLookSync sends
 * it again on the next page rather than take the account's.
 */
export function useSaveBoardLook(): { save: (look: BoardLook) => void; saving: boolean } {
  const { mutateAsync, isPending } = useUpdatePlaySettings();
  const save = useCallback(
    (look: BoardLook) => {
      markLookUnsaved();
      queue.next = look;
      if (queue.busy) return;
      queue.busy = true;
      void (async () => {
        try {
          while (queue.next) {
            const sending = queue.next;
            queue.next = null;
            const saved = await mutateAsync(settingsOfLook(sending));
            if (!queue.next && sameLook(lookOfSettings(saved), storedBoardLook())) markLookSaved();
          }
        } catch {
          // Left marked unsaved (it is shown here already): the next page's BoardLookSync sends it again.
          queue.next = null;
        } finally {
          queue.busy = false;
        }
      })();
    },
    [mutateAsync],
  );
  return { save, saving: isPending };
}
