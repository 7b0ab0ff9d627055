/**
 * 007 Chess (docs/rules/007.md) on the rules-engine core.
 *
 * Module map:
 * - `board.ts`     orthodox 8×8 board, make/unmake, pin- and check-aware generation (hot path)
 * - `notation.ts`  squares, coordinate moves, FEN, SAN (parse/make pairs)
 * - `options.ts`   the per-game options and their validation (§3, §5)
 * - `schedule.ts`  the turn schedule: seat, colour and place of every half-move (§2, §5.2, §5.4)
 * - `search.ts`    which half-moves are permitted: Détente and strict completion; perft
 * - `draws.ts`     dead position and repetition identity (§4)
 * - `state.ts`     the immutable game state
 * - `game.ts`      initial state, apply (moves, draws, resignation), outcomes
 * - `view.ts`      the GameView of a state
 * - `serialize.ts` the extended-FEN snapshot
 * - `pgn.ts`       PGN export (§6)
 * - `variant.ts`   all of it behind the engine's Variant interface
 */
export { chess007 } from './variant';
export type { State007 } from './state';
export type { Options007 } from './options';
export { exportPgn } from './pgn';
