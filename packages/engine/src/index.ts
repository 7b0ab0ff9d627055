/**
 * The rules engine and the computer players: what code outside this package — the API, the
 * dashboard (which runs the same rules in the browser), the command line, the benchmarks — may
 * use. Everything here is pure TypeScript: no framework, no database, no Node I/O.
 */

// The variants, found by id (and by the edition of their rules) and used through `Variant`.
export { getVariant, newestEditionOf, variantIds, variants, type AnyVariant } from './rules';
export { EDITIONS, editionsOf, findEdition, newestEdition, type RulesEdition } from './rules/editions';
export type { StartPosition, Variant, VariantId } from './rules/core/variant';

// The vocabulary every variant shares.
export { ACTION_TYPES, isAction, type Action, type ActionType, type Seat } from './rules/core/action';
export type { Effect } from './rules/core/effect';
export { unwrap, type Result, type RuleError, type RuleErrorCode } from './rules/core/result';
export type {
  CoalitionInfo,
  GameResult,
  GameStatus,
  GameView,
  PieceOnSquare,
  PlayingOrderEntry,
  ToMove,
} from './rules/core/view';

// What a variant's own pages need: 007's PGN, Coalition Chess's board and pieces.
export { exportPgn } from './rules/chess007';
export { coalitionVariant } from './rules/coalition';
export {
  coalitionMoveText,
  coalitionRecordText,
  coalitionStepText,
  pieceLetter,
  type RecordStep,
} from './rules/coalition/record-text';
export { chess007RecordText, type Step007 } from './rules/chess007/record-text';
export { DEFAULT_ARRAY, GEOMETRY, SETUP_AREAS } from './rules/coalition/layout';
export { PIECE_NAMES, SEAT_NAMES } from './rules/coalition/pieces';

// The computer players: their levels, one choice, the legal actions a player chooses among, and
// matches between players (built-in levels, or any player through `playMatchWith`).
export { isLevel, LEVELS, type Level } from './computer/level';
export type { Budget } from './computer/budget';
export { chooseAction, type ChooseRequest, type ChooseResponse } from './computer/choose';
export { analysePosition, type AnalyseRequest, type AnalyseResponse } from './computer/analyse';
export { legalActions, type LegalActionsRequest } from './computer/legal-actions';
export {
  compare,
  formatComparison,
  formatGame,
  formatScore,
  playMatch,
  playMatchWith,
  REFUSALS_PER_TURN,
  totalPoints,
  type MatchGame,
  type MatchPlayer,
  type MatchTurn,
} from './computer/match';
