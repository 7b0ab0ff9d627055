import type { ReactNode } from 'react';
import { COLOURS, type Draw } from './glyph-colours';
import { COALITION_GLYPHS } from './coalition-glyphs';
import { ORTHODOX_GLYPHS } from './orthodox-glyphs';

const GLYPHS: Record<string, Draw> = { ...ORTHODOX_GLYPHS, ...COALITION_GLYPHS };

/** Coalition Chess's king wears its own crown; every other name is the API's piece name. */
function drawFor(piece: string, variant: string): Draw | undefined {
  return variant === 'coalition' && piece === 'king' ? GLYPHS.crown : GLYPHS[piece];
}

export function PieceGlyph({
  piece,
  color,
  variant,
  size = 100,
}: {
  piece: string;
  color: string;
  variant: string;
  size?: number;
}) {
  const colours = COLOURS[color] ?? COLOURS.white;
  const draw = drawFor(piece, variant);
  if (!draw) return null;
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} aria-hidden="true" focusable="false">
      {draw(colours)}
    </svg>
  );
}

/** The glyph as SVG children of a 100×100 group (used inside the board's own SVG). */
export function glyphContent(piece: string, color: string, variant: string): ReactNode {
  const colours = COLOURS[color] ?? COLOURS.white;
  const draw = drawFor(piece, variant);
  return draw ? draw(colours) : null;
}

/** Promotion letters of the coordinate form (007.md, coalition.md §10) and the pieces they name. */
export const PROMOTION_LETTERS: Record<string, Record<string, string>> = {
  '007': { Q: 'queen', R: 'rook', B: 'bishop', N: 'knight' },
  coalition: {
    T: 'tank',
    A: 'artillery',
    E: 'engineer',
    C: 'cyclist',
    M: 'machine_gun',
    P: 'plane',
    S: 'submarine',
    G: 'guard',
    K: 'king',
  },
};
