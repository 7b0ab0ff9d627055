import { DEFAULT_ARRAY, GEOMETRY, PIECE_NAMES, SEAT_NAMES, SETUP_AREAS } from '@entente/engine';

/**
 * The set-up areas and the default array of coalition.md §3, by seat name and square name —
 * taken from the engine so the editor and the server agree on every square.
 */
export const AREAS: Record<string, string[]> = Object.fromEntries(
  SEAT_NAMES.map((seat, i) => [seat, SETUP_AREAS[i].map((sq) => GEOMETRY.makeSquare(sq))]),
);

export function defaultPlacement(seat: string): Record<string, string> {
  const index = (SEAT_NAMES as readonly string[]).indexOf(seat);
  const out: Record<string, string> = {};
  for (const [s, type, sq] of DEFAULT_ARRAY) if (s === index) out[GEOMETRY.makeSquare(sq)] = PIECE_NAMES[type];
  return out;
}

export const GREAT_POWERS = ['yellow', 'black'];
