'use client';
import { pieceLabel } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import { Board } from '../../../components/board/board';
import type { BoardPiece } from '../../../components/board/types';
import { PieceGlyph } from '../../../components/board/glyphs';
import { AREAS } from '../../../lib/coalition-layout';

/** A board diagram for the rules pages (nothing to move). */
export function RulesBoard({ variant, pieces, areas }: { variant: string; pieces: BoardPiece[]; areas?: boolean }) {
  return (
    <figure className="diagram" data-testid={`diagram-${variant}`}>
      <Board
        variant={variant}
        pieces={pieces}
        rotation={0}
        areas={areas ? Object.entries(AREAS).map(([seat, squares]) => ({ squares, color: seat })) : []}
      />
    </figure>
  );
}

const COALITION_PIECES = [
  'king',
  'tank',
  'artillery',
  'engineer',
  'cyclist',
  'machine_gun',
  'guard',
  'plane',
  'submarine',
];

/** The nine Coalition Chess pieces, each drawn in the four colours. */
export function PieceLegend() {
  const { t } = useI18n();
  return (
    <ul className="legend" data-testid="piece-legend">
      {COALITION_PIECES.map((p) => (
        <li key={p}>
          {['yellow', 'black', 'green', 'red'].map((c) => (
            <PieceGlyph key={c} piece={p} color={c} variant="coalition" size={26} />
          ))}
          <span>{pieceLabel(t, p)}</span>
        </li>
      ))}
    </ul>
  );
}
