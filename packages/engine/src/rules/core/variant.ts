import type { Action, Seat } from './action';
import type { Effect } from './effect';
import type { Result } from './result';
import type { GameView, PlayingOrderEntry } from './view';

export type VariantId = '007' | 'coalition';

/** How a game may start other than from the variant's initial array. */
export interface StartPosition {
  /** 007: an orthodox FEN; the player of the colour to move begins a turn there. */
  readonly fen?: string;
  /** Coalition Chess: the engine's text notation of a state (`--position`). */
  readonly position?: string;
}

/**
 * One game of the engine, as data plus hooks (boardgame.io style): the server, the CLI and
 * the tests talk to variants only through this interface. States are immutable values.
 *
 * S is the variant's state type, O its validated options.
 */
/** How `apply` should treat rules that perft leaves out (docs/architecture.md, the command line). */
export interface ApplyContext {
  /** true for perft: dead position, fivefold repetition and the 75-move rule do not end the game. */
  readonly ignoreAutomaticDraws?: boolean;
}

export interface Variant<S = unknown, O = unknown> {
  readonly id: VariantId;
  /** The edition of the variant's rules this is (editions.ts), e.g. `coalition/2`. */
  readonly edition: string;
  readonly seats: readonly Seat[];

  /** Validates raw JSON options against the rules file; the error names the rule it breaks. */
  parseOptions(raw: unknown): Result<O>;
  /** The options with every default filled in, as JSON (stored with a game). */
  normalizeOptions(options: O): Record<string, unknown>;

  initial(options: O, start?: StartPosition): Result<S>;
  apply(
    state: S,
    action: Action,
    context?: ApplyContext,
  ): Result<{ readonly state: S; readonly effects: readonly Effect[] }>;
  view(state: S): GameView;
  /** Who acts in which order from now on, for variants whose order is more than taking turns (coalition). */
  playingOrder?(state: S): readonly PlayingOrderEntry[];
  /** The squares of the Kings attacked now, for the board's check mark (both colours, every seat). */
  checkedKings?(state: S): readonly string[];
  /** Board moves the given seat may make now (empty when it may not move). */
  legalMoves(state: S, seat?: Seat): readonly string[];

  /** Text notation of a full state (007: extended FEN; coalition: its position text). */
  serialize(state: S): string;
  deserialize(text: string, options: O): Result<S>;

  /** Leaf count of board-move sequences (docs/architecture.md, "The entente command line"). */
  perft(state: S, depth: number): number;
  /** perft per first board move, for `--divide`. */
  perftDivide(state: S, depth: number): ReadonlyArray<readonly [move: string, count: number]>;
}
