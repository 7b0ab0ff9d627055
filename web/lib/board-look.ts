'use client';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * How boards look and sound on this device: the board's colours, the pieces' outline, and move
 * sounds (off until chosen). Kept in the browser's storage, so a choice in Settings holds on every
 * board of this browser at once.
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

/** This device's board look, and a setter that changes every board shown at once. */
export function useBoardLook(): [BoardLook, (change: Partial<BoardLook>) => void] {
  const look = useSyncExternalStore(subscribe, read, () => DEFAULT_LOOK);
  const change = useCallback((c: Partial<BoardLook>) => {
    localStorage.setItem(KEY, JSON.stringify({ ...read(), ...c }));
    window.dispatchEvent(new Event(EVENT));
  }, []);
  return [look, change];
}
