'use client';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * How boards look and sound: the board's colours, the pieces' outline, and move sounds (off until
 * chosen). Kept in the browser's storage, so a choice holds on every board of this browser at once
 * and before sign-in; a signed-in player's look is kept on the account too (the play settings) and
 * copied here by features/settings' BoardLookSync.
 */
export interface BoardLook {
  board: 'classic' | 'high-contrast';
  pieces: 'standard' | 'outlined';
  sounds: boolean;
}

export const DEFAULT_LOOK: BoardLook = { board: 'classic', pieces: 'standard', sounds: false };
const KEY = 'entente.board-look';
const EVENT = 'entente-board-look';

let cached: { raw: string | null; look: BoardLook } = { raw: null, look: DEFAULT_LOOK };

function read(): BoardLook {
  const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
  if (raw === cached.raw) return cached.look;
  let look = DEFAULT_LOOK;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<BoardLook>) : {};
    look = {
      board: parsed.board === 'high-contrast' ? 'high-contrast' : 'classic',
      pieces: parsed.pieces === 'outlined' ? 'outlined' : 'standard',
      sounds: parsed.sounds === true,
    };
  } catch {
    // a damaged entry reads as the defaults
  }
  cached = { raw, look };
  return look;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(EVENT, onChange);
  };
}

/** Changes this browser's look; every board shown takes it at once. */
export function storeBoardLook(change: Partial<BoardLook>): void {
  localStorage.setItem(KEY, JSON.stringify({ ...read(), ...change }));
  window.dispatchEvent(new Event(EVENT));
}

/** This browser's look as it is now (outside React). */
export const storedBoardLook = (): BoardLook => read();

export const sameLook = (a: BoardLook, b: BoardLook): boolean =>
  a.board === b.board && a.pieces === b.pieces && a.sounds === b.sounds;

/** This browser's board look, and a setter that changes every board shown at once. */
export function useBoardLook(): [BoardLook, (change: Partial<BoardLook>) => void] {
  const look = useSyncExternalStore(subscribe, read, () => DEFAULT_LOOK);
  const change = useCallback((c: Partial<BoardLook>) => storeBoardLook(c), []);
  return [look, change];
}
