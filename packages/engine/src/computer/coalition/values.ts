import { PIECE_NAMES } from '../../rules/coalition/pieces';

/**
 * Piece values of Coalition Chess for the computer players, in hundredths of a guard (the
 * pawn), indexed by piece type (pieces.ts: king, tank, artillery, engineer, cyclist,
 * machine gun, guard, submarine, plane).
 *
 * Measured, not guessed: `npx tsx scripts/coalition-piece-values.ts 400 17` plays 400 seeded
 * random games from the default array and averages each piece's mobility (squares it can move
 * to, captures included) over every position; a value is that mobility scaled so that the
 * engineer, which moves like a knight, is worth 3 as the knight is in orthodox chess. The guard
 * is fixed at 1 (its worth is promotion, not its one or two moves) and the King has no value,
 * since it is never captured: checkmate decides. docs/computer-players.md has the table with
 * the measured mobility and the empty-board mobility beside it.
 */
export const PIECE_VALUES: readonly number[] = [0, 720, 420, 300, 250, 460, 100, 1030, 1290];

export const valueOf = (type: number): number => PIECE_VALUES[type];

/** The values by piece name, for the documentation and tests. */
export const VALUES_BY_NAME: Readonly<Record<string, number>> = Object.fromEntries(
  PIECE_NAMES.map((name, type) => [name, PIECE_VALUES[type] / 100]),
);
