import { parseMove } from '../../../components/board/geometry';
import type { BoardPiece, ShadedArea } from '../../../components/board/types';
import type { Game } from '../../../lib/api/client';
import { AREAS } from '../../../lib/coalition-layout';
import type { LocalGame } from '../../../lib/engine';
import type { Replay } from '../types';
import { lastTurnOf, marksOf, type HalfMove, type SquareMark } from './half-moves';

/** What the game page's board draws: the pieces, the squares marked, the half-move numbers, the set-up areas. */
export interface BoardView {
  pieces: readonly BoardPiece[];
  highlights: readonly string[];
  marks: readonly SquareMark[];
  areas: readonly ShadedArea[];
}

/**
 * The board as shown: the replay's position while a replay is active; else the position after
 * the unsent half-moves, which are highlighted; else the game's, with the last turn played — in
 * 007 all its half-moves, numbered. The coalition set-up areas are shaded during the set-up and
 * while I rearrange.
 */
export function boardView(
  game: Game,
  replay: Replay,
  preview: readonly string[],
  local: LocalGame | null,
  halfMoves: readonly HalfMove[],
  arranging: boolean,
): BoardView {
  const inPreview = preview.length > 0;
  const lastTurn = marksOf(lastTurnOf(halfMoves), parseMove);
  const pieces: readonly BoardPiece[] = replay.active
    ? replay.board
    : (local?.view.board ?? game.position?.board ?? []);
  const highlights = replay.active
    ? replay.highlights
    : inPreview
      ? preview.flatMap((m) => {
          const p = parseMove(m);
          return p ? [p.from, p.to] : [];
        })
      : lastTurn.squares;
  const marks = replay.active || inPreview || game.variant !== '007' ? [] : lastTurn.marks;
  const showAreas = game.variant === 'coalition' && (game.status === 'setup' || arranging);
  const areas = showAreas ? Object.entries(AREAS).map(([seat, squares]) => ({ seat, squares, color: seat })) : [];
  return { pieces, highlights, marks, areas };
}
