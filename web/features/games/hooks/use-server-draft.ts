'use client';
import { useEffect, useRef } from 'react';
import { readServerDraft, writeServerDraft } from '../api/server-draft';

/** How long the half-moves rest before they are sent: a burst of clicks is one request. */
const DEBOUNCE_MS = 800;

/**
 * The turn in the making, kept on the server too (`/games/{id}/draft`), so another browser or
 * device of the same user finds it. At each new version the server's draft is read and taken up
 * when this page has none; each change of the half-moves is written after a pause. The server
 * deletes a draft itself once the game moves on, so nothing is written for an old version.
 *
 * `enabled`: the user must act in this game now, and it is under way (otherwise nothing is written).
 */
export function useServerDraft(
  gameId: string,
  version: number | undefined,
  enabled: boolean,
  preview: readonly string[],
  takeUp: (moves: string[]) => void,
): void {
  // What the server holds for this version, as far as this page knows ('' = nothing).
  const synced = useRef<{ version: number; moves: string } | null>(null);
  const previewRef = useRef(preview);
  previewRef.current = preview;
  const takeUpRef = useRef(takeUp);
  takeUpRef.current = takeUp;

  useEffect(() => {
    if (!enabled || version === undefined) return;
    let live = true;
    synced.current = null;
    readServerDraft(gameId)
      .then((draft) => {
        if (!live) return;
        const moves = draft && draft.version === version ? draft.moves : [];
        synced.current = { version, moves: moves.join(',') };
        const mine = previewRef.current.join(',');
        if (moves.length > 0 && mine === '') takeUpRef.current(moves);
        // Half-moves made before the answer came: written now rather than at the next change.
        else if (mine !== '' && mine !== synced.current.moves) {
          synced.current = { version, moves: mine };
          writeServerDraft(gameId, version, mine.split(',')).catch(() => undefined);
        }
      })
      .catch(() => {
        // Without the server's draft this page keeps its own; the next change is written anyway.
        if (live) synced.current = { version, moves: '' };
      });
    return () => {
      live = false;
    };
  }, [gameId, version, enabled]);

  const key = preview.join(',');
  useEffect(() => {
    if (!enabled || version === undefined) return;
    const timer = setTimeout(() => {
      const known = synced.current;
      // Not before the server's draft is known, and only what differs from it.
      if (!known || known.version !== version || known.moves === key) return;
      synced.current = { version, moves: key };
      writeServerDraft(gameId, version, key === '' ? [] : key.split(',')).catch(() => {
        // The game moved on meanwhile (409): the new version brings its own draft.
      });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [gameId, version, enabled, key]);
}
