import { parseSquare, toDisplay, type Rotation } from './geometry';
import { MARGIN, SQ } from './units';

/** A King in check: its square ringed and shaded red, under the piece. */
export function CheckLayer({ n, rotation, squares }: { n: number; rotation: Rotation; squares: readonly string[] }) {
  return (
    <>
      {squares.map((square) => {
        const at = parseSquare(square);
        if (!at) return null;
        const { x, y } = toDisplay(at.file, at.rank, n, rotation);
        return (
          <rect
            key={`check-${square}`}
            className="in-check"
            data-check={square}
            x={MARGIN + x * SQ + 3}
            y={y * SQ + 3}
            width={SQ - 6}
            height={SQ - 6}
            rx={SQ / 2}
            pointerEvents="none"
          />
        );
      })}
    </>
  );
}
