import { BoardGeometry } from '../core/geometry';
import {
  ARTILLERY,
  BLACK,
  CYCLIST,
  ENGINEER,
  GREEN,
  GUARD,
  KING,
  MACHINE_GUN,
  PLANE,
  RED,
  SUBMARINE,
  TANK,
  YELLOW,
} from './pieces';

/** The 10×10 board of coalition.md §1 (a1 dark). */
export const GEOMETRY = new BoardGeometry(10, 10);
export const SQUARES = GEOMETRY.size;

const sq = (name: string): number => GEOMETRY.parseSquare(name)!;

/** All squares of a rectangle given by two corners, e.g. `b1`–`i2`. */
function rectangle(from: string, to: string): number[] {
  const a = sq(from);
  const b = sq(to);
  const out: number[] = [];
  for (let r = GEOMETRY.rankOf(a); r <= GEOMETRY.rankOf(b); r++)
    for (let f = GEOMETRY.fileOf(a); f <= GEOMETRY.fileOf(b); f++) out.push(GEOMETRY.square(f, r));
  return out;
}

/** Set-up areas of §3, per seat (Yellow, Black, Green, Red). */
export const SETUP_AREAS: readonly (readonly number[])[] = [
  rectangle('b1', 'i2'),
  [...rectangle('c9', 'h9'), ...rectangle('b10', 'i10')],
  rectangle('i4', 'j7'),
  rectangle('a4', 'b7'),
];
export const IN_AREA: readonly (readonly boolean[])[] = SETUP_AREAS.map((area) =>
  Array.from({ length: SQUARES }, (_, s) => area.includes(s)),
);

/** "Forward" of §2 as a (file, rank) step: Yellow up, Black down, Green toward a, Red toward j. */
export const FORWARD: readonly (readonly [number, number])[] = [
  [0, 1],
  [0, -1],
  [-1, 0],
  [1, 0],
];

/** The far edge of §2 where guards and machine guns promote. */
export function isFarEdge(seat: number, square: number): boolean {
  switch (seat) {
    case YELLOW:
      return GEOMETRY.rankOf(square) === 9;
    case BLACK:
      return GEOMETRY.rankOf(square) === 0;
    case GREEN:
      return GEOMETRY.fileOf(square) === 0;
    default:
      return GEOMETRY.fileOf(square) === 9;
  }
}

/** The default array of §3, as [seat, type, square]. */
export const DEFAULT_ARRAY: readonly (readonly [number, number, number])[] = (
  [
    [YELLOW, TANK, 'c1'],
    [YELLOW, CYCLIST, 'd1'],
    [YELLOW, KING, 'e1'],
    [YELLOW, TANK, 'f1'],
    [YELLOW, ENGINEER, 'g1'],
    [YELLOW, ARTILLERY, 'h1'],
    [YELLOW, MACHINE_GUN, 'c2'],
    [YELLOW, GUARD, 'd2'],
    [YELLOW, GUARD, 'e2'],
    [YELLOW, MACHINE_GUN, 'f2'],
    [YELLOW, GUARD, 'g2'],
    [YELLOW, MACHINE_GUN, 'h2'],
    [BLACK, ARTILLERY, 'c10'],
    [BLACK, ENGINEER, 'd10'],
    [BLACK, CYCLIST, 'e10'],
    [BLACK, KING, 'f10'],
    [BLACK, ARTILLERY, 'g10'],
    [BLACK, TANK, 'h10'],
    [BLACK, MACHINE_GUN, 'c9'],
    [BLACK, MACHINE_GUN, 'd9'],
    [BLACK, GUARD, 'e9'],
    [BLACK, GUARD, 'f9'],
    [BLACK, MACHINE_GUN, 'g9'],
    [BLACK, MACHINE_GUN, 'h9'],
    [RED, PLANE, 'a5'],
    [RED, PLANE, 'a6'],
    [RED, MACHINE_GUN, 'b4'],
    [RED, GUARD, 'b5'],
    [RED, GUARD, 'b6'],
    [RED, MACHINE_GUN, 'b7'],
    [GREEN, SUBMARINE, 'j5'],
    [GREEN, SUBMARINE, 'j6'],
    [GREEN, MACHINE_GUN, 'i4'],
    [GREEN, GUARD, 'i5'],
    [GREEN, GUARD, 'i6'],
    [GREEN, MACHINE_GUN, 'i7'],
  ] as const
).map(([seat, type, name]) => [seat, type, sq(name)] as const);
