import type { Seat } from './action';

/**
 * What the outside world may know about a state: the `entente play` output, the server's game
 * state, and the facts notifications are made of. Derived from a state, never stored apart.
 */
export type GameStatus = 'setup' | 'active' | 'finished' | 'aborted';

export interface ToMove {
  readonly seat: Seat;
  /** The colour of the pieces this seat moves now (in 007 the opponent's on half-move 2). */
  readonly color: string;
  /** The half-move's place in the turn, from 1. */
  readonly part: number;
  /** How many half-moves the current turn has (007: 3; Balanced and Progressive vary; coalition: 1). */
  readonly of: number;
  /** Why this seat acts now: its regular turn, an out-of-turn check answer, or the set-up phase. */
  readonly reason: 'turn' | 'check-answer' | 'setup';
}

export interface GameResult {
  readonly winners: readonly Seat[];
  readonly reason: string;
  readonly points: Readonly<Record<Seat, number>>;
}

export interface CoalitionInfo {
  readonly seats: readonly [Seat, Seat];
  /** The round in which it formed (coalition.md §5). */
  readonly round: number;
  readonly by: 'declaration' | 'check' | 'capture';
}

export interface PieceOnSquare {
  readonly square: string;
  /** API piece name: `king`, `queen`, ... for 007; `tank`, `machine_gun`, ... for coalition. */
  readonly piece: string;
  readonly color: string;
}

/**
 * One place in the playing order (Coalition Chess, coalition.md §5, §7): out-of-turn check
 * answers owed now come first, then the regular turns from the current one on.
 */
export interface PlayingOrderEntry {
  readonly seat: Seat;
  /** This entry is who acts now. */
  readonly acting: boolean;
  /** A regular turn (false: an out-of-turn check answer). */
  readonly regular: boolean;
  /** This regular turn will be skipped, after an out-of-turn answer (§11.4). */
  readonly skips: boolean;
  /** An answer entry owes its check answer now; a regular entry may owe one after the current turn (§11.5). */
  readonly owes: 'now' | 'after-turn' | null;
  /** The seat has left the game; its turns are passed over. */
  readonly out: boolean;
}

export interface GameView {
  readonly status: GameStatus;
  readonly toMove: readonly ToMove[];
  /** Board moves of the first seat in `toMove`, in coordinate form, sorted. */
  readonly legalMoves: readonly string[];
  readonly result: GameResult | null;
  readonly coalitions: readonly CoalitionInfo[];
  /** Board moves (half-moves) played so far, out-of-turn answers included. */
  readonly plies: number;
  /** Round (coalition) or turn number (007), from 1. */
  readonly round: number;
  readonly board: readonly PieceOnSquare[];
  /** Seats that left the game (a small power without pieces or that resigned). */
  readonly eliminated: readonly Seat[];
  /** A pending draw offer and who has agreed so far. */
  readonly drawOffer: { readonly by: Seat; readonly agreed: readonly Seat[] } | null;
  /** Whether the seat to act may claim a draw now (threefold repetition or the move-count rule). */
  readonly drawClaimable: boolean;
}
