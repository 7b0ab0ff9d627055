import { getVariant } from '@entente/engine';
import type { BoardPiece } from '../../../components/board/types';

/** The starting position as the engine sets it up (Coalition Chess: the default array), for the diagrams. */
export function startPosition(variant: string): BoardPiece[] {
  const v = getVariant(variant);
  if (!v) return [];
  const options = v.parseOptions(variant === 'coalition' ? { setupPhase: false } : {});
  if (!options.ok) return [];
  const state = v.initial(options.value);
  return state.ok ? [...v.view(state.value).board] : [];
}

/** Which colours have a piece of each kind at the start, in seat order: a guide draws a piece in them. */
export function holders(pieces: readonly BoardPiece[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const p of pieces) {
    const colours = out.get(p.piece) ?? [];
    if (!colours.includes(p.color)) colours.push(p.color);
    out.set(p.piece, colours);
  }
  return out;
}
