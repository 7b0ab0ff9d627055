import type { Seat } from '../core/action';
import type { GameResult } from '../core/view';
import type { BoardSnapshot } from './board';
import type { Options007 } from './options';

/**
 * One immutable 007 game state. Everything here is plain data derived only from the start
 * position and the actions applied, so a snapshot written by `serialize` reads back equal and a
 * replay of the event log produces an equal state.
 */
export interface State007 {
  readonly options: Options007;
  /** The FEN the game started from (the initial array unless `--fen`). */
  readonly startFen: string;
  /** Colour to move at the start (0 white, 1 black): the turn schedule's origin. */
  readonly firstColor: number;
  readonly board: BoardSnapshot;
  /**
   * Half-moves played since the start. The half-moves themselves are not part of the state: it
   * stays the same size however long the game runs. The record is the caller's (the server's
   * event log; `exportPgn` takes it).
   */
  readonly ply: number;
  /** Squares of the piece(s) moved on each half-move of the current turn (Détente, §5.1). */
  readonly turnMoved: readonly (readonly number[])[];
  /** Repetition keys since the last capture or pawn move, the current position last (§4). */
  readonly repetitions: readonly string[];
  /** The seat with a pending draw offer. */
  readonly drawOffer: Seat | null;
  readonly result: GameResult | null;
}
