'use client';
import { useEffect } from 'react';

/**
 * ← and → step the replay one half-move back and on, wherever the focus is — except in a text
 * field, on the board, whose arrow keys move its cursor, and on a tab.
 */
export function useReplayKeys(step: (delta: number) => void) {
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if ((e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      // A tab list's arrow keys move between its tabs (tab-keys.ts), not through the game.
      if (target?.closest('input, textarea, select, [contenteditable], [data-testid=board], [role=tab]')) return;
      e.preventDefault();
      step(e.key === 'ArrowLeft' ? -1 : 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step]);
}
