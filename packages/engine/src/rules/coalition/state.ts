import type { GameStatus } from '../core/view';
import type { CoalitionOptions } from './options';

/**
 * The public, immutable state of one Coalition Chess game: everything the rules need and
 * nothing else, so that the position text (notation.ts) stores it completely and
 * `deserialize(serialize(s))` equals `s`. Seats are indices 0–3 (yellow, black, green, red);
 * sets of seats are bit masks.
 */
export interface CoalitionRecord {
  /** The great power first (or Green for the small-power coalition), then its partner. */
  readonly seats: readonly [number, number];
  readonly round: number;
  readonly by: 'declaration' | 'check' | 'capture';
}

export interface DrawOfferRecord {
  readonly by: number;
  /** Seats that agreed so far (the offerer included). */
  readonly agreed: number;
}

export type ResultReason =
  | 'checkmate'
  | 'resignation'
  | 'timeout'
  | 'small-powers-captured'
  | 'stalemate'
  | 'agreement'
  | 'threefold-repetition'
  | 'fivefold-repetition'
  | 'fifty-rounds'
  | 'seventy-five-rounds'
  | 'neutrality';

export interface ResultRecord {
  readonly reason: ResultReason;
  readonly winners: number;
}

export interface CoalitionState {
  readonly options: CoalitionOptions;
  /** 100 square codes (pieces.ts), a1 first. */
  readonly board: readonly number[];
  readonly phase: GameStatus;
  readonly round: number;
  /** The seat whose regular turn is current or comes next (out-of-turn answers go first). */
  readonly turn: number;
  /** Great powers owing an out-of-turn check answer before that regular turn, in order. */
  readonly pending: readonly number[];
  /** Owed answers that come only after the current regular turn (§11.5). */
  readonly deferred: readonly number[];
  /** Great powers whose next regular turn is skipped after an out-of-turn answer (§11.4). */
  readonly skip: number;
  readonly coalitions: readonly CoalitionRecord[];
  /** Small powers that left the game (no pieces, or resigned). */
  readonly out: number;
  /** Black, Green, Red: once-only re-arrangement still available (§5). */
  readonly arrangeLeft: number;
  /** Yellow, Black: once-only cyclist colour change still available (§9). */
  readonly cyclistLeft: number;
  /** Set-up phase: seats whose arrangement is in. */
  readonly setupDone: number;
  /** Per seat: the square its last guard double step skipped, while the right lasts, else -1. */
  readonly ep: readonly number[];
  /** Round of the last capture or guard / machine-gun move (the 50/75-round rules), 0 before any. */
  readonly lastResetRound: number;
  readonly plies: number;
  /** Keys of the positions since the last capture or guard move, current one last (repetition, §11.15). */
  readonly history: readonly string[];
  readonly drawOffer: DrawOfferRecord | null;
  readonly result: ResultRecord | null;
}
