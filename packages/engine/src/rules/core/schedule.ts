import type { Seat } from './action';

/**
 * A turn schedule says, for every half-move of a game, which seat moves which colour and where
 * that half-move stands in its turn. Variants whose turns are not one half-move long (007's
 * three-part turns, Balanced's short opening turns, Progressive's growing ones) describe them
 * with a schedule instead of hard-coding "the other side moves next".
 */
export interface TurnSlot {
  readonly seat: Seat;
  readonly color: string;
  /** Turn number, from 1. */
  readonly turn: number;
  /** The half-move's place in the turn, from 1. */
  readonly part: number;
  /** How many half-moves this turn has. */
  readonly of: number;
}

export interface TurnSchedule {
  /** The slot of half-move number `ply` (0 = the first half-move of the game). */
  slot(ply: number): TurnSlot;
}
