'use client';
import { useCallback, useMemo, useState } from 'react';
import { parseMove } from './geometry';
import type { BoardProps } from './types';

/** A move to a square reached by more than one legal move: which one, asked by the promotion picker. */
export interface PendingPromotion {
  from: string;
  to: string;
  options: string[];
}

/**
 * What the board's clicks, drags and keys act on: the selected square, the targets it has (legal
 * moves from `legalMoves`, or the swaps of the set-up editor), and the move to play — at once, or
 * through the promotion picker when a target is reached by several moves.
 */
export function useBoardSelection({
  pieces,
  legalMoves,
  onMove,
  arrange,
}: Required<Pick<BoardProps, 'pieces' | 'legalMoves'>> & Pick<BoardProps, 'onMove' | 'arrange'>) {
  const [selected, setSelected] = useState<string | null>(null);
  const [promotion, setPromotion] = useState<PendingPromotion | null>(null);

  const bySquare = useMemo(() => new Map(pieces.map((p) => [p.square, p])), [pieces]);
  const movesFrom = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const m of legalMoves) {
      const parsed = parseMove(m);
      if (!parsed) continue;
      map.set(parsed.from, [...(map.get(parsed.from) ?? []), m]);
    }
    return map;
  }, [legalMoves]);
  const arrangeSet = useMemo(() => new Set(arrange?.squares ?? []), [arrange]);

  const targets = useMemo(() => {
    if (!selected) return new Set<string>();
    if (arrange)
      return new Set([...arrangeSet].filter((s) => s !== selected && (arrange.canSwap?.(selected, s) ?? true)));
    return new Set((movesFrom.get(selected) ?? []).map((m) => parseMove(m)!.to));
  }, [selected, movesFrom, arrange, arrangeSet]);

  /** The targets of a square that is not (yet) the selected one: where a drag from it may end. */
  const targetsFor = (from: string): Set<string> => {
    if (arrange) return new Set([...arrangeSet].filter((s) => s !== from && (arrange.canSwap?.(from, s) ?? true)));
    return new Set((movesFrom.get(from) ?? []).map((m) => parseMove(m)!.to));
  };

  const selectable = useCallback(
    (square: string) =>
      arrange ? arrangeSet.has(square) && bySquare.has(square) : (movesFrom.get(square)?.length ?? 0) > 0,
    [arrange, arrangeSet, bySquare, movesFrom],
  );

  const play = useCallback(
    (from: string, to: string) => {
      if (arrange) {
        arrange.onSwap(from, to);
        return;
      }
      const candidates = (movesFrom.get(from) ?? []).filter((m) => parseMove(m)!.to === to);
      if (candidates.length === 0) return;
      if (candidates.length === 1 && !parseMove(candidates[0])!.promotion) {
        onMove?.(candidates[0]);
        return;
      }
      setPromotion({ from, to, options: candidates });
    },
    [arrange, movesFrom, onMove],
  );

  /** A click (or Enter) on a square: select, move to a target, or drop the selection. */
  const activate = useCallback(
    (square: string) => {
      if (selected && targets.has(square)) {
        setSelected(null);
        play(selected, square);
      } else if (selected === square) {
        setSelected(null);
      } else if (selectable(square)) {
        setSelected(square);
      } else {
        setSelected(null);
      }
    },
    [selected, targets, selectable, play],
  );

  return { bySquare, selected, setSelected, promotion, setPromotion, targets, targetsFor, selectable, play, activate };
}

export type BoardSelection = ReturnType<typeof useBoardSelection>;
