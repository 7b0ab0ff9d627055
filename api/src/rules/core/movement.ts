import { ALL_DIRECTIONS, DIAGONAL, KNIGHT_LEAPS, type Offset, ORTHOGONAL } from './geometry';

/**
 * How a piece type moves, as data. Variants build their pieces from these shapes; move
 * generators interpret them against a BoardGeometry's precomputed tables.
 *
 * - leaper: jumps to fixed offsets (king step, knight, the coalition plane's double knight jump);
 * - rider: slides along directions until blocked (rook, bishop, queen);
 * - compound: the union of several movements (the submarine: queen + knight);
 * - pawn: moves straight forward to an empty square, captures diagonally forward, and may
 *   double-step from its first move; "forward" is per colour and given by the variant.
 */
export type Movement =
  | { readonly kind: 'leaper'; readonly offsets: readonly Offset[] }
  | { readonly kind: 'rider'; readonly directions: readonly Offset[] }
  | { readonly kind: 'compound'; readonly parts: readonly Movement[] }
  | { readonly kind: 'pawn'; readonly doubleStep: boolean };

export const leaper = (offsets: readonly Offset[]): Movement => ({ kind: 'leaper', offsets });
export const rider = (directions: readonly Offset[]): Movement => ({ kind: 'rider', directions });
export const compound = (...parts: Movement[]): Movement => ({ kind: 'compound', parts });

export const KING_MOVEMENT = leaper(ALL_DIRECTIONS);
export const KNIGHT_MOVEMENT = leaper(KNIGHT_LEAPS);
export const ROOK_MOVEMENT = rider(ORTHOGONAL);
export const BISHOP_MOVEMENT = rider(DIAGONAL);
export const QUEEN_MOVEMENT = rider(ALL_DIRECTIONS);
export const PAWN_MOVEMENT: Movement = { kind: 'pawn', doubleStep: true };
