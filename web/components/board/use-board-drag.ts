'use client';
import { useRef, useState, type PointerEvent, type RefObject } from 'react';
import { fromDisplay, squareName, type Rotation } from './geometry';
import { MARGIN, SQ } from './units';
import type { BoardSelection } from './use-board-selection';

/** A drag in progress: the square it began on, the pointer in board units, and whether it has moved yet. */
export interface Drag {
  from: string;
  x: number;
  y: number;
  moved: boolean;
}

/**
 * Moving on the board by pointer: a press on a movable piece selects it and starts a drag; a drop
 * on one of its targets plays the move; a press on a target of the selected piece plays it.
 */
export function useBoardDrag(
  svgRef: RefObject<SVGSVGElement | null>,
  n: number,
  rotation: Rotation,
  selection: BoardSelection,
  clearCursor: () => void,
) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const { promotion, selected, targets, activate, selectable, setSelected, targetsFor, play } = selection;

  const pointToSquare = (clientX: number, clientY: number): { square: string; x: number; y: number } | null => {
    const svg = svgRef.current;
    const ctm = svg?.getScreenCTM();
    if (!svg || !ctm) return null;
    const pt = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    const dx = Math.floor((pt.x - MARGIN) / SQ);
    const dy = Math.floor(pt.y / SQ);
    if (dx < 0 || dy < 0 || dx >= n || dy >= n) return { square: '', x: pt.x, y: pt.y };
    const { file, rank } = fromDisplay(dx, dy, n, rotation);
    return { square: squareName(file, rank), x: pt.x, y: pt.y };
  };

  // The drag in progress lives in a ref: pointer events can arrive faster than React renders,
  // and the drop must see where the drag began. The state copy only draws the dragged piece.
  const dragRef = useRef<Drag | null>(null);

  const onPointerDown = (e: PointerEvent<SVGSVGElement>) => {
    if (e.button !== 0 || promotion) return;
    const hit = pointToSquare(e.clientX, e.clientY);
    if (!hit?.square) return;
    clearCursor();
    if (selected && targets.has(hit.square)) {
      activate(hit.square);
      return;
    }
    if (selectable(hit.square)) {
      setSelected(hit.square);
      dragRef.current = { from: hit.square, x: hit.x, y: hit.y, moved: false };
      setDrag(dragRef.current);
      svgRef.current?.setPointerCapture(e.pointerId);
    } else {
      setSelected(null);
    }
  };
  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    const current = dragRef.current;
    if (!current) return;
    const hit = pointToSquare(e.clientX, e.clientY);
    if (!hit) return;
    const moved = current.moved || Math.hypot(hit.x - current.x, hit.y - current.y) > 12;
    dragRef.current = { ...current, x: hit.x, y: hit.y, moved };
    setDrag(dragRef.current);
  };
  const onPointerUp = (e: PointerEvent<SVGSVGElement>) => {
    const current = dragRef.current;
    if (!current) return;
    dragRef.current = null;
    setDrag(null);
    const hit = pointToSquare(e.clientX, e.clientY);
    if (current.moved && hit?.square && hit.square !== current.from && targetsFor(current.from).has(hit.square)) {
      setSelected(null);
      play(current.from, hit.square);
    }
  };
  const onPointerCancel = () => {
    dragRef.current = null;
    setDrag(null);
  };

  return { drag, onPointerDown, onPointerMove, onPointerUp, onPointerCancel };
}
