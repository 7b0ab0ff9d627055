/**
 * A rectangular board of any size (8×8 for 007, 10×10 for Coalition Chess).
 *
 * Squares are numbered `rank * width + file` from a1 = 0. Everything that depends only on the
 * shape of the board (leaper targets, rider rays) is computed once per geometry, so move
 * generators of every variant walk plain integer arrays on the hot path.
 */
export type Offset = readonly [df: number, dr: number];

const FILE_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

export class BoardGeometry {
  readonly size: number;
  private readonly leapCache = new Map<string, readonly Int16Array[]>();
  private readonly rayCache = new Map<string, readonly (readonly Int16Array[])[]>();

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    if (width < 1 || width > 26 || height < 1 || height > 99)
      throw new RangeError(`unsupported board ${width}×${height}`);
    this.size = width * height;
  }

  fileOf(square: number): number {
    return square % this.width;
  }

  rankOf(square: number): number {
    return (square / this.width) | 0;
  }

  /** The square at (file, rank), or -1 when it is off the board. */
  square(file: number, rank: number): number {
    return file < 0 || rank < 0 || file >= this.width || rank >= this.height ? -1 : rank * this.width + file;
  }

  /** a1 is dark on both boards of this project (orthodox and coalition.md §1). */
  isLight(square: number): boolean {
    return (this.fileOf(square) + this.rankOf(square)) % 2 === 1;
  }

  makeSquare(square: number): string {
    return FILE_LETTERS[this.fileOf(square)] + String(this.rankOf(square) + 1);
  }

  /** Parses `a1`…`j10`; undefined for anything else (no leading zeros, no upper case). */
  parseSquare(name: string): number | undefined {
    const match = /^([a-z])([1-9][0-9]?)$/.exec(name);
    if (!match) return undefined;
    const sq = this.square(FILE_LETTERS.indexOf(match[1]), Number(match[2]) - 1);
    return sq < 0 ? undefined : sq;
  }

  /** For each square, the on-board targets of a leaper with these offsets. */
  leaps(offsets: readonly Offset[]): readonly Int16Array[] {
    const key = offsets.map((o) => o.join(',')).join(';');
    let table = this.leapCache.get(key);
    if (!table) {
      table = Array.from({ length: this.size }, (_, sq) => {
        const targets: number[] = [];
        for (const [df, dr] of offsets) {
          const to = this.square(this.fileOf(sq) + df, this.rankOf(sq) + dr);
          if (to >= 0) targets.push(to);
        }
        return Int16Array.from(targets);
      });
      this.leapCache.set(key, table);
    }
    return table;
  }

  /** For each square and direction, the squares a rider passes, nearest first (empty rays kept). */
  rays(directions: readonly Offset[]): readonly (readonly Int16Array[])[] {
    const key = directions.map((o) => o.join(',')).join(';');
    let table = this.rayCache.get(key);
    if (!table) {
      table = Array.from({ length: this.size }, (_, sq) =>
        directions.map(([df, dr]) => {
          const ray: number[] = [];
          for (let f = this.fileOf(sq) + df, r = this.rankOf(sq) + dr; ; f += df, r += dr) {
            const to = this.square(f, r);
            if (to < 0) break;
            ray.push(to);
          }
          return Int16Array.from(ray);
        }),
      );
      this.rayCache.set(key, table);
    }
    return table;
  }
}

export const ORTHOGONAL: readonly Offset[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];
export const DIAGONAL: readonly Offset[] = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];
export const ALL_DIRECTIONS: readonly Offset[] = [...ORTHOGONAL, ...DIAGONAL];
export const KNIGHT_LEAPS: readonly Offset[] = [
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
];
