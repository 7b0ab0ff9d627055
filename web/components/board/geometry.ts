/**
 * Squares of the 8×8 and 10×10 boards and how they are drawn: the board is turned so the
 * viewer's seat sits at the bottom (007 White / Coalition Yellow: no turn; Black: half a turn;
 * Green, whose area is on the j-file: a quarter turn; Red, on the a-file: three quarters).
 */
export type Rotation = 0 | 90 | 180 | 270;

const FILES = 'abcdefghij';

export function squareName(file: number, rank: number): string {
  return `${FILES[file]}${rank + 1}`;
}

export function parseSquare(name: string): { file: number; rank: number } | undefined {
  const m = /^([a-j])(10|[1-9])$/.exec(name);
  if (!m) return undefined;
  return { file: FILES.indexOf(m[1]), rank: Number(m[2]) - 1 };
}

/** `e2e4`, `d9d10=T` → parts; undefined for anything else. */
export function parseMove(move: string): { from: string; to: string; promotion?: string } | undefined {
  const m = /^([a-j](?:10|[1-9]))([a-j](?:10|[1-9]))(?:=([A-Z]))?$/.exec(move);
  return m ? { from: m[1], to: m[2], promotion: m[3] } : undefined;
}

/** Display column and row (0 = left / top) of a square for a board of `n` files. */
export function toDisplay(file: number, rank: number, n: number, rotation: Rotation): { x: number; y: number } {
  switch (rotation) {
    case 0:
      return { x: file, y: n - 1 - rank };
    case 180:
      return { x: n - 1 - file, y: rank };
    case 90:
      return { x: rank, y: file };
    default:
      return { x: n - 1 - rank, y: n - 1 - file };
  }
}

/** The inverse of toDisplay. */
export function fromDisplay(x: number, y: number, n: number, rotation: Rotation): { file: number; rank: number } {
  switch (rotation) {
    case 0:
      return { file: x, rank: n - 1 - y };
    case 180:
      return { file: n - 1 - x, rank: y };
    case 90:
      return { file: y, rank: x };
    default:
      return { file: n - 1 - y, rank: n - 1 - x };
  }
}

/** The seat that sits at the bottom decides the turn of the board. */
export function rotationFor(seat: string | undefined): Rotation {
  switch (seat) {
    case 'black':
      return 180;
    case 'green':
      return 90;
    case 'red':
      return 270;
    default:
      return 0;
  }
}

/** a1 is dark on both boards. */
export const isLight = (file: number, rank: number): boolean => (file + rank) % 2 === 1;
