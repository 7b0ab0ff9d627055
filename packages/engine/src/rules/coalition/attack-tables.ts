import { ALL_DIRECTIONS, DIAGONAL, KNIGHT_LEAPS, ORTHOGONAL } from '../core/geometry';
import { FORWARD, GEOMETRY, isFarEdge, SQUARES } from './layout';

/**
 * Every movement of §2 precomputed per square from the shared BoardGeometry, so that move
 * generation and attack tests walk integer arrays only (the perft hot path).
 */
export const KNIGHT = GEOMETRY.leaps(KNIGHT_LEAPS);
export const KING_STEPS = GEOMETRY.leaps(ALL_DIRECTIONS);
export const ORTHOGONAL_RAYS = GEOMETRY.rays(ORTHOGONAL);
export const DIAGONAL_RAYS = GEOMETRY.rays(DIAGONAL);

/**
 * Plane (two knight steps in a row, a leaper): for each square the targets and, per target, the
 * intermediate squares of its routes (needed only for `planeNeedsEmptyIntermediate`). The
 * relation is symmetric, so the same table answers "which planes attack this square".
 */
export const PLANE_TARGETS: readonly Int16Array[] = [];
export const PLANE_MIDDLES: readonly (readonly Int16Array[])[] = [];
for (let from = 0; from < SQUARES; from++) {
  const middles = new Map<number, number[]>();
  for (const mid of KNIGHT[from])
    for (const to of KNIGHT[mid]) {
      if (to === from) continue;
      const list = middles.get(to) ?? [];
      list.push(mid);
      middles.set(to, list);
    }
  const targets = [...middles.keys()].sort((a, b) => a - b);
  (PLANE_TARGETS as Int16Array[]).push(Int16Array.from(targets));
  (PLANE_MIDDLES as Int16Array[][]).push(targets.map((t) => Int16Array.from(middles.get(t)!)));
}

/** Per seat and square: one step forward (-1 off board) and two steps forward (-1 off board). */
export const STEP_ONE: readonly Int16Array[] = FORWARD.map(([df, dr]) =>
  Int16Array.from({ length: SQUARES }, (_, s) => GEOMETRY.square(GEOMETRY.fileOf(s) + df, GEOMETRY.rankOf(s) + dr)),
);
export const STEP_TWO: readonly Int16Array[] = FORWARD.map(([df, dr]) =>
  Int16Array.from({ length: SQUARES }, (_, s) =>
    GEOMETRY.square(GEOMETRY.fileOf(s) + 2 * df, GEOMETRY.rankOf(s) + 2 * dr),
  ),
);

/** The two diagonal-forward offsets of a guard of each seat. */
const GUARD_CAPTURE_OFFSETS: readonly (readonly (readonly [number, number])[])[] = FORWARD.map(([df, dr]) =>
  df === 0
    ? [
        [-1, dr],
        [1, dr],
      ]
    : [
        [df, -1],
        [df, 1],
      ],
);
/** Per seat and square: the squares a guard there captures on. */
export const GUARD_CAPTURES: readonly (readonly Int16Array[])[] = GUARD_CAPTURE_OFFSETS.map((offsets) =>
  GEOMETRY.leaps(offsets),
);
/** Per seat and square: the squares from which a guard of that seat attacks it. */
export const GUARD_ATTACKERS: readonly (readonly Int16Array[])[] = GUARD_CAPTURE_OFFSETS.map((offsets) =>
  GEOMETRY.leaps(offsets.map(([df, dr]) => [-df, -dr] as const)),
);

/** Per seat and square: whether a guard or machine gun arriving there may promote. */
export const FAR_EDGE: readonly Uint8Array[] = [0, 1, 2, 3].map((seat) =>
  Uint8Array.from({ length: SQUARES }, (_, s) => (isFarEdge(seat, s) ? 1 : 0)),
);
