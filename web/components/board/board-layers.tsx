'use client';
import { useI18n } from '../../lib/i18n/provider';
import type { MessageKey } from '../../lib/i18n/translate';
import { fromDisplay, isLight, parseSquare, squareName, toDisplay, type Rotation } from './geometry';
import { glyphContent } from './glyphs';
import type { BoardPiece, ShadedArea } from './types';
import { MARGIN, SQ } from './units';

const AREA_TINT: Record<string, string> = { yellow: '#f3c633', black: '#3b4250', green: '#35a150', red: '#d6423b' };

/** The squares, each with its shading: set-up area, last move, selection. */
export function SquaresLayer({
  n,
  rotation,
  bySquare,
  areas,
  highlights,
  selected,
  selectable,
  targets,
}: {
  n: number;
  rotation: Rotation;
  bySquare: ReadonlyMap<string, BoardPiece>;
  areas: readonly ShadedArea[];
  highlights: readonly string[];
  selected: string | null;
  selectable: (square: string) => boolean;
  targets: ReadonlySet<string>;
}) {
  const squares = [];
  const shade = new Map<string, string>();
  for (const area of areas) for (const s of area.squares) shade.set(s, AREA_TINT[area.color] ?? area.color);
  const highlightSet = new Set(highlights);
  for (let rank = 0; rank < n; rank++) {
    for (let file = 0; file < n; file++) {
      const name = squareName(file, rank);
      const { x, y } = toDisplay(file, rank, n, rotation);
      const px = MARGIN + x * SQ;
      const py = y * SQ;
      const piece = bySquare.get(name);
      squares.push(
        <g
          key={name}
          data-square={name}
          data-piece={piece?.piece}
          data-color={piece?.color}
          data-movable={selectable(name) || undefined}
          data-target={targets.has(name) || undefined}
        >
          <rect
            x={px}
            y={py}
            width={SQ}
            height={SQ}
            fill={isLight(file, rank) ? 'var(--sq-light)' : 'var(--sq-dark)'}
          />
          {shade.has(name) && (
            <rect x={px} y={py} width={SQ} height={SQ} fill={shade.get(name)} opacity={0.28} pointerEvents="none" />
          )}
          {highlightSet.has(name) && (
            <rect x={px} y={py} width={SQ} height={SQ} fill="var(--sq-last)" opacity={0.55} pointerEvents="none" />
          )}
          {selected === name && (
            <rect x={px} y={py} width={SQ} height={SQ} fill="var(--sq-selected)" opacity={0.6} pointerEvents="none" />
          )}
        </g>,
      );
    }
  }
  return <>{squares}</>;
}

/** The pieces, each named for screen readers; the one being dragged is faded where it stands. */
export function PiecesLayer({
  variant,
  n,
  rotation,
  pieces,
  dragging,
}: {
  variant: string;
  n: number;
  rotation: Rotation;
  pieces: readonly BoardPiece[];
  /** The square of the piece being dragged, if it has moved yet. */
  dragging: string | undefined;
}) {
  const { t } = useI18n();
  const pieceNodes = pieces.map((p) => {
    const at = parseSquare(p.square);
    if (!at) return null;
    const { x, y } = toDisplay(at.file, at.rank, n, rotation);
    return (
      <g
        key={`${p.square}-${p.piece}-${p.color}`}
        className="piece"
        transform={`translate(${MARGIN + x * SQ + 6} ${y * SQ + 6}) scale(0.88)`}
        opacity={dragging === p.square ? 0.35 : 1}
        pointerEvents="none"
      >
        <title>{`${t(`seat.${p.color}` as MessageKey)} ${t(`piece.${p.piece}` as MessageKey)} ${p.square}`}</title>
        {glyphContent(p.piece, p.color, variant)}
      </g>
    );
  });
  return <>{pieceNodes}</>;
}

/** The numbers in a square's corner: which half-moves of the turn shown ended there. */
export function MarksLayer({
  n,
  rotation,
  marks,
}: {
  n: number;
  rotation: Rotation;
  marks: readonly { square: string; label: string }[];
}) {
  const markNodes = marks.map(({ square, label }) => {
    const at = parseSquare(square);
    if (!at) return null;
    const { x, y } = toDisplay(at.file, at.rank, n, rotation);
    return (
      <text
        key={`m-${square}`}
        x={MARGIN + x * SQ + SQ - 8}
        y={y * SQ + 26}
        textAnchor="end"
        className="half-move-mark"
        data-mark={square}
        pointerEvents="none"
      >
        {label}
      </text>
    );
  });
  return <>{markNodes}</>;
}

/** The selected piece's targets: a ring round a piece to take, a dot on an empty square. */
export function TargetsLayer({
  n,
  rotation,
  targets,
  bySquare,
}: {
  n: number;
  rotation: Rotation;
  targets: ReadonlySet<string>;
  bySquare: ReadonlyMap<string, BoardPiece>;
}) {
  const targetNodes = [...targets].map((name) => {
    const at = parseSquare(name)!;
    const { x, y } = toDisplay(at.file, at.rank, n, rotation);
    const occupied = bySquare.has(name);
    const cx = MARGIN + x * SQ + SQ / 2;
    const cy = y * SQ + SQ / 2;
    return occupied ? (
      <circle
        key={`t-${name}`}
        cx={cx}
        cy={cy}
        r={44}
        fill="none"
        stroke="var(--sq-target)"
        strokeWidth={7}
        pointerEvents="none"
      />
    ) : (
      <circle key={`t-${name}`} cx={cx} cy={cy} r={15} fill="var(--sq-target)" pointerEvents="none" />
    );
  });
  return <>{targetNodes}</>;
}

/** Files and ranks along the bottom and left edges, as the board is turned. */
export function CoordinatesLayer({ n, rotation }: { n: number; rotation: Rotation }) {
  const labels = [];
  for (let i = 0; i < n; i++) {
    const bottom = fromDisplay(i, n - 1, n, rotation);
    const left = fromDisplay(0, i, n, rotation);
    const along = rotation === 0 || rotation === 180;
    const bottomLabel = along ? 'abcdefghij'[bottom.file] : String(bottom.rank + 1);
    const leftLabel = along ? String(left.rank + 1) : 'abcdefghij'[left.file];
    labels.push(
      <text key={`b${i}`} x={MARGIN + i * SQ + SQ / 2} y={n * SQ + 26} textAnchor="middle" className="coord">
        {bottomLabel}
      </text>,
      <text key={`l${i}`} x={MARGIN / 2} y={i * SQ + SQ / 2 + 9} textAnchor="middle" className="coord">
        {leftLabel}
      </text>,
    );
  }
  return <>{labels}</>;
}
