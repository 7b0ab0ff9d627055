import type { Rotation } from './geometry';

export interface BoardPiece {
  square: string;
  piece: string;
  color: string;
}

export interface ShadedArea {
  squares: readonly string[];
  color: string;
}

/** The set-up editor's use of the board: swap two squares inside `squares`. */
export interface Arrange {
  squares: readonly string[];
  onSwap: (a: string, b: string) => void;
  canSwap?: (a: string, b: string) => boolean;
}

export interface BoardProps {
  variant: string;
  pieces: readonly BoardPiece[];
  rotation: Rotation;
  /** The moves the viewer may make now, in coordinate form (from the API or the local preview). */
  legalMoves?: readonly string[];
  onMove?: (move: string) => void;
  /** Squares to mark, e.g. the last move or the half-moves of a turn in preview. */
  highlights?: readonly string[];
  /** Numbers written in a square's corner: which half-moves of the turn shown ended there. */
  marks?: readonly { square: string; label: string }[];
  /** Squares of Kings in check, ringed in red (the page says it in words too). */
  checks?: readonly string[];
  /** Set-up areas, shaded in their party's colour. */
  areas?: readonly ShadedArea[];
  /** Set-up editor: swap two squares inside `squares`. */
  arrange?: Arrange;
  /**
   * A board only to look at (a sample position): read as one picture with this description,
   * never focused, nothing to move.
   */
  picture?: string;
}
