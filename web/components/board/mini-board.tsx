import type { PieceOnSquare } from '../../lib/api/client';
import { isLight, parseSquare, toDisplay, type Rotation } from './geometry';
import { glyphContent } from './glyphs';

const SQ = 100;

/**
 * A game's position as a small picture for the lists: the squares and the pieces, turned to the
 * viewer's seat, nothing to click (the card around it is the link). Drawn from the position the
 * list item already carries, so a list costs no further requests.
 */
export function MiniBoard({
  variant,
  pieces,
  rotation,
  size = 72,
  label,
}: {
  variant: string;
  pieces: readonly PieceOnSquare[];
  rotation: Rotation;
  size?: number;
  label: string;
}) {
  const n = variant === 'coalition' ? 10 : 8;
  const squares = [];
  for (let rank = 0; rank < n; rank++) {
    for (let file = 0; file < n; file++) {
      const { x, y } = toDisplay(file, rank, n, rotation);
      squares.push(
        <rect
          key={`${file}-${rank}`}
          x={x * SQ}
          y={y * SQ}
          width={SQ}
          height={SQ}
          fill={isLight(file, rank) ? 'var(--sq-light)' : 'var(--sq-dark)'}
        />,
      );
    }
  }
  return (
    <svg
      className="mini-board"
      viewBox={`0 0 ${n * SQ} ${n * SQ}`}
      width={size}
      height={size}
      role="img"
      aria-label={label}
      data-testid="mini-board"
    >
      {squares}
      {pieces.map((p) => {
        const at = parseSquare(p.square);
        if (!at) return null;
        const { x, y } = toDisplay(at.file, at.rank, n, rotation);
        return (
          <g key={p.square} transform={`translate(${x * SQ + 4} ${y * SQ + 4}) scale(0.92)`}>
            {glyphContent(p.piece, p.color, variant)}
          </g>
        );
      })}
    </svg>
  );
}
