/**
 * Seats and piece types of Coalition Chess (coalition.md §1, §2) and their compact codes.
 *
 * A square holds one byte: 0 when empty, else 0x80 | moved << 6 | seat << 4 | type. The
 * `moved` bit is kept only for guards and machine guns, the two types whose double step depends
 * on it, so that equal positions always have equal bytes (repetition, round-trips).
 */
export const YELLOW = 0;
export const BLACK = 1;
export const GREEN = 2;
export const RED = 3;

export const SEAT_NAMES = ['yellow', 'black', 'green', 'red'] as const;
export type SeatName = (typeof SEAT_NAMES)[number];
export const SEAT_LETTERS = ['y', 'b', 'g', 'r'] as const;

export const GREAT_POWERS = [YELLOW, BLACK] as const;
export const isGreatPower = (seat: number): boolean => seat <= BLACK;
/** The other great power (Yellow ↔ Black). */
export const otherGreatPower = (seat: number): number => (seat === YELLOW ? BLACK : YELLOW);

export const KING = 0;
export const TANK = 1;
export const ARTILLERY = 2;
export const ENGINEER = 3;
export const CYCLIST = 4;
export const MACHINE_GUN = 5;
export const GUARD = 6;
export const SUBMARINE = 7;
export const PLANE = 8;

export const PIECE_NAMES = [
  'king',
  'tank',
  'artillery',
  'engineer',
  'cyclist',
  'machine_gun',
  'guard',
  'submarine',
  'plane',
] as const;
export const PIECE_LETTERS = 'KTAECMGSP';

/** What a guard must, and a machine gun may, become on the far edge (§2 "Promotion"). */
export const PROMOTION_TYPES = [TANK, ARTILLERY, ENGINEER, CYCLIST, MACHINE_GUN, PLANE, SUBMARINE] as const;

export const EMPTY = 0;
const PRESENT = 0x80;
const MOVED = 0x40;

export const pieceCode = (seat: number, type: number, moved = false): number =>
  PRESENT | (moved && (type === GUARD || type === MACHINE_GUN) ? MOVED : 0) | (seat << 4) | type;
export const seatOf = (code: number): number => (code >> 4) & 3;
export const typeOf = (code: number): number => code & 15;
export const hasMoved = (code: number): boolean => (code & MOVED) !== 0;
/** The code with the `moved` bit cleared: the piece as the repetition rule compares it (§11.15). */
export const withoutMoved = (code: number): number => code & ~MOVED;

export const seatIndex = (name: unknown): number => SEAT_NAMES.indexOf(name as SeatName);
export const pieceIndex = (name: unknown): number => PIECE_NAMES.indexOf(name as (typeof PIECE_NAMES)[number]);
