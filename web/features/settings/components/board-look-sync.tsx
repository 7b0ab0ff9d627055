'use client';
import { useEffect, useRef } from 'react';
import { DEFAULT_LOOK, sameLook, storeBoardLook, storedBoardLook } from '../../../lib/board-look';
import { useSession } from '../../account/components/session';
import { usePlaySettings } from '../api/use-play-settings';
import { useSaveBoardLook } from '../api/use-save-board-look';
import { lookOfSettings, lookUnsaved } from '../lib/board-look-on-account';

/**
 * Keeps this browser's board look (lib/board-look.ts) in step with the account's: a look saved on
 * the account is shown here, unless this browser holds a change not yet saved (sent again); an
 * account that never chose a look takes up, once, a look chosen in this browser before it was
 * kept on accounts. Renders nothing.
 */
export function BoardLookSync() {
  const { me } = useSession();
  const settings = usePlaySettings({ enabled: !!me });
  const { save } = useSaveBoardLook();
  const sent = useRef(false);
  const saved = me ? settings.data : undefined;
  useEffect(() => {
    if (!saved) return;
    const here = storedBoardLook();
    const ours = lookUnsaved() || (!saved.boardLookSaved && !sameLook(here, DEFAULT_LOOK));
    if (ours) {
      if (!sent.current) save(here);
      sent.current = true;
    } else if (saved.boardLookSaved && !sameLook(lookOfSettings(saved), here)) {
      storeBoardLook(lookOfSettings(saved));
    }
  }, [saved, save]);
  return null;
}
