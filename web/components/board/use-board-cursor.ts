'use client';
import { useState, type KeyboardEvent } from 'react';
import { fromDisplay, squareName, type Rotation } from './geometry';
import type { BoardSelection } from './use-board-selection';

/** The keyboard's cursor, as a display column and row (0 = left / top). */
export interface Cursor {
  x: number;
  y: number;
}

/**
 * Moving on the board by keyboard: the arrow keys move a cursor, Enter or Space acts like a click
 * on its square, Escape drops the selection and the promotion picker.
 */
export function useBoardCursor(n: number, rotation: Rotation, selection: BoardSelection) {
  const [cursor, setCursor] = useState<Cursor | null>(null);
  const { activate, setSelected, setPromotion } = selection;

  const onKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    const c = cursor ?? { x: 0, y: n - 1 };
    const step: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    if (step[e.key]) {
      e.preventDefault();
      setCursor({
        x: Math.min(n - 1, Math.max(0, c.x + step[e.key][0])),
        y: Math.min(n - 1, Math.max(0, c.y + step[e.key][1])),
      });
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      setCursor(c);
      const { file, rank } = fromDisplay(c.x, c.y, n, rotation);
      activate(squareName(file, rank));
    } else if (e.key === 'Escape') {
      setSelected(null);
      setPromotion(null);
    }
  };

  return { cursor, setCursor, onKeyDown };
}
