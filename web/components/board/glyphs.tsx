import type { ReactNode } from 'react';

/**
 * The piece glyphs, drawn on a 100×100 grid. Each piece type has its own silhouette, so pieces
 * are told apart by shape alone (colour-blind players, black-and-white prints); the colour then
 * says whose it is. Coalition pieces are pictures of what they are named after — a tank, a gun,
 * a gear for the engineer, a bicycle, a tripod gun, a shield for the guard, a plane from above,
 * a submarine from the side — and the crown of the king.
 *
 * Every edge that meets the square is drawn in `line`, a dark colour, and thin parts (a gun's
 * trail, a tripod's legs, a periscope) are rods — a core of `fill` bordered by `line` — so each
 * piece keeps at least 3:1 contrast against light and dark squares and the set-up tints
 * (web/test/glyph-contrast.browser-spec.ts measures it). Marks inside a piece (a wheel's spokes,
 * the guard's star, a knight's eye) are drawn in `detail`: the line colour, except on Black's
 * dark pieces, where they are light — the convention of the usual chess sets, whose black
 * pieces are black with white inner lines. (A light outline on Black vanished on light squares.)
 */
export interface PieceColours {
  fill: string;
  line: string;
  detail: string;
}

export const COLOURS: Record<string, PieceColours> = {
  white: { fill: '#fbfaf6', line: '#1f2328', detail: '#1f2328' },
  black: { fill: '#2a2e34', line: '#0c0e11', detail: '#eef0f2' },
  yellow: { fill: '#f3c633', line: '#3f3100', detail: '#3f3100' },
  green: { fill: '#35a150', line: '#0b2912', detail: '#0b2912' },
  red: { fill: '#d6423b', line: '#3a0906', detail: '#3a0906' },
};

type Draw = (c: PieceColours) => ReactNode;

/** A thin part: a core of the fill colour `width` wide, bordered by the line colour. */
const rod = (d: string, width: number, c: PieceColours) => (
  <>
    <path d={d} fill="none" stroke={c.line} strokeWidth={width + 6} strokeLinecap="round" strokeLinejoin="round" />
    <path d={d} fill="none" stroke={c.fill} strokeWidth={width} strokeLinecap="round" strokeLinejoin="round" />
  </>
);

const base = (c: PieceColours) => (
  <path d="M26 88 L30 76 H70 L74 88 Z" fill={c.fill} stroke={c.line} strokeWidth={4} strokeLinejoin="round" />
);

const GLYPHS: Record<string, Draw> = {
  // Orthodox pieces (007): simplified Staunton silhouettes.
  pawn: (c) => (
    <>
      <circle cx={50} cy={30} r={12} fill={c.fill} stroke={c.line} strokeWidth={4} />
      <path d="M40 44 H60 L66 76 H34 Z" fill={c.fill} stroke={c.line} strokeWidth={4} strokeLinejoin="round" />
      {base(c)}
    </>
  ),
  rook: (c) => (
    <>
      <path
        d="M27 16 H37 V24 H45 V16 H55 V24 H63 V16 H73 V34 L66 40 V66 L72 76 H28 L34 66 V40 L27 34 Z"
        fill={c.fill}
        stroke={c.line}
        strokeWidth={4}
        strokeLinejoin="round"
      />
      <path d="M36 40 H64" stroke={c.detail} strokeWidth={3} />
      {base(c)}
    </>
  ),
  bishop: (c) => (
    <>
      <circle cx={50} cy={15} r={6} fill={c.fill} stroke={c.line} strokeWidth={4} />
      <path
        d="M50 22 C32 36 32 56 40 66 H60 C68 56 68 36 50 22 Z"
        fill={c.fill}
        stroke={c.line}
        strokeWidth={4}
        strokeLinejoin="round"
      />
      <path d="M55 34 L45 48" stroke={c.detail} strokeWidth={4} strokeLinecap="round" />
      <path d="M36 66 H64 L66 76 H34 Z" fill={c.fill} stroke={c.line} strokeWidth={4} strokeLinejoin="round" />
      {base(c)}
    </>
  ),
  knight: (c) => (
    <>
      <path
        d="M32 76 C32 62 40 56 46 50 C40 52 32 56 26 52 C22 48 26 40 34 34 L44 24 L44 12 L52 20 C66 22 76 36 74 56 L72 76 Z"
        fill={c.fill}
        stroke={c.line}
        strokeWidth={4}
        strokeLinejoin="round"
      />
      <circle cx={46} cy={32} r={3.5} fill={c.detail} />
      {base(c)}
    </>
  ),
  queen: (c) => (
    <>
      <path
        d="M22 30 L34 62 L38 26 L46 58 L50 20 L54 58 L62 26 L66 62 L78 30 L70 76 H30 Z"
        fill={c.fill}
        stroke={c.line}
        strokeWidth={4}
        strokeLinejoin="round"
      />
      {[22, 38, 50, 62, 78].map((x, i) => (
        <circle key={i} cx={x} cy={[30, 26, 20, 26, 30][i] - 4} r={5} fill={c.fill} stroke={c.line} strokeWidth={3} />
      ))}
      <path d="M33 66 H67" stroke={c.detail} strokeWidth={3} />
      {base(c)}
    </>
  ),
  king: (c) => (
    <>
      <path
        d="M46 8 H54 V16 H62 V24 H54 V32 H46 V24 H38 V16 H46 Z"
        fill={c.fill}
        stroke={c.line}
        strokeWidth={3.5}
        strokeLinejoin="round"
      />
      <path
        d="M30 76 C18 56 30 38 50 38 C70 38 82 56 70 76 Z"
        fill={c.fill}
        stroke={c.line}
        strokeWidth={4}
        strokeLinejoin="round"
      />
      <path d="M50 42 V72 M35 60 H65" stroke={c.detail} strokeWidth={3} />
      {base(c)}
    </>
  ),

  // Coalition Chess pieces.
  crown: (c) => (
    <>
      <path
        d="M18 74 L16 32 L34 50 L50 20 L66 50 L84 32 L82 74 Z"
        fill={c.fill}
        stroke={c.line}
        strokeWidth={4}
        strokeLinejoin="round"
      />
      {[
        [16, 28],
        [50, 15],
        [84, 28],
      ].map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r={6} fill={c.fill} stroke={c.line} strokeWidth={3.5} />
      ))}
      <rect x={16} y={74} width={68} height={12} rx={2} fill={c.fill} stroke={c.line} strokeWidth={4} />
      <circle cx={50} cy={60} r={5} fill={c.detail} />
    </>
  ),
  tank: (c) => (
    <>
      <rect x={62} y={43} width={30} height={7} rx={2} fill={c.fill} stroke={c.line} strokeWidth={3} />
      <path
        d="M30 56 V44 C30 38 36 34 42 34 H58 C64 34 68 38 68 44 V56 Z"
        fill={c.fill}
        stroke={c.line}
        strokeWidth={4}
        strokeLinejoin="round"
      />
      <path d="M10 58 H90 L82 82 H18 Z" fill={c.fill} stroke={c.line} strokeWidth={4} strokeLinejoin="round" />
      {[26, 41, 56, 71].map((x) => (
        <circle key={x} cx={x} cy={71} r={5} fill={c.detail} />
      ))}
    </>
  ),
  artillery: (c) => (
    <>
      <path d="M34 60 L84 24 L90 32 L42 70 Z" fill={c.fill} stroke={c.line} strokeWidth={4} strokeLinejoin="round" />
      {rod('M36 66 L12 84', 5, c)}
      <circle cx={40} cy={68} r={18} fill={c.fill} stroke={c.line} strokeWidth={4} />
      <path d="M40 52 V84 M24 68 H56 M29 57 L51 79 M51 57 L29 79" stroke={c.detail} strokeWidth={2.5} />
      <circle cx={40} cy={68} r={5} fill={c.detail} />
    </>
  ),
  engineer: (c) => {
    // A gear: twelve teeth around a hub with a hole.
    const teeth: string[] = [];
    for (let i = 0; i < 12; i++) {
      const a = (i * Math.PI) / 6;
      const p = (r: number, d: number) =>
        `${(50 + r * Math.cos(a + d)).toFixed(1)} ${(52 + r * Math.sin(a + d)).toFixed(1)}`;
      teeth.push(
        `${i === 0 ? 'M' : 'L'}${p(28, -0.16)} L${p(36, -0.11)} L${p(36, 0.11)} L${p(28, 0.16)} L${p(28, 0.36)}`,
      );
    }
    return (
      <>
        <path
          d={`${teeth.join(' ')} Z M50 42 A10 10 0 1 0 50.01 42 Z`}
          fill={c.fill}
          fillRule="evenodd"
          stroke={c.line}
          strokeWidth={3.5}
          strokeLinejoin="round"
        />
      </>
    );
  },
  cyclist: (c) => (
    <>
      <circle cx={26} cy={66} r={16} fill="none" stroke={c.line} strokeWidth={9} />
      <circle cx={74} cy={66} r={16} fill="none" stroke={c.line} strokeWidth={9} />
      <circle cx={26} cy={66} r={16} fill="none" stroke={c.fill} strokeWidth={4} />
      <circle cx={74} cy={66} r={16} fill="none" stroke={c.fill} strokeWidth={4} />
      <path
        d="M26 66 L42 40 H66 L74 66 M42 40 L50 66 L66 40 M38 30 H48 M62 30 L66 40"
        fill="none"
        stroke={c.line}
        strokeWidth={8}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M26 66 L42 40 H66 L74 66 M42 40 L50 66 L66 40 M38 30 H48 M62 30 L66 40"
        fill="none"
        stroke={c.fill}
        strokeWidth={3.5}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx={54} cy={16} r={8} fill={c.fill} stroke={c.line} strokeWidth={3.5} />
    </>
  ),
  machine_gun: (c) => (
    <>
      {rod('M46 54 L26 86 M46 54 L66 86 M46 54 V87', 3, c)}
      <rect x={10} y={38} width={82} height={9} rx={3} fill={c.fill} stroke={c.line} strokeWidth={3.5} />
      <rect x={24} y={28} width={36} height={28} rx={4} fill={c.fill} stroke={c.line} strokeWidth={4} />
      <path d="M30 56 L26 70 H40 L42 56" fill={c.fill} stroke={c.line} strokeWidth={3.5} strokeLinejoin="round" />
      <rect x={83} y={31} width={7} height={22} rx={2} fill={c.fill} stroke={c.line} strokeWidth={3} />
    </>
  ),
  guard: (c) => (
    <>
      <path
        d="M50 10 L84 22 C84 54 72 76 50 90 C28 76 16 54 16 22 Z"
        fill={c.fill}
        stroke={c.line}
        strokeWidth={4.5}
        strokeLinejoin="round"
      />
      <path d="M50 26 L55 40 H70 L58 49 L62 64 L50 55 L38 64 L42 49 L30 40 H45 Z" fill={c.detail} />
    </>
  ),
  plane: (c) => (
    <path
      d="M50 8 C56 8 57 18 57 28 L92 48 V58 L57 50 L55 74 L68 82 V90 L50 85 L32 90 V82 L45 74 L43 50 L8 58 V48 L43 28 C43 18 44 8 50 8 Z"
      fill={c.fill}
      stroke={c.line}
      strokeWidth={4}
      strokeLinejoin="round"
    />
  ),
  submarine: (c) => (
    <>
      {rod('M56 30 V15 H67', 3, c)}
      <path d="M38 50 L42 30 H62 L66 50 Z" fill={c.fill} stroke={c.line} strokeWidth={4} strokeLinejoin="round" />
      <path
        d="M8 64 C8 52 22 48 36 48 H76 C88 48 94 56 94 64 C94 72 88 80 76 80 H22 C12 80 8 74 8 64 Z"
        fill={c.fill}
        stroke={c.line}
        strokeWidth={4}
        strokeLinejoin="round"
      />
      {[30, 46, 62].map((x) => (
        <circle key={x} cx={x} cy={64} r={4} fill={c.detail} />
      ))}
    </>
  ),
};

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
