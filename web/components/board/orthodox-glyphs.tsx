import { base, type Draw } from './glyph-colours';

/** The orthodox pieces of 007 Chess: simplified Staunton silhouettes. */
export const ORTHODOX_GLYPHS: Record<string, Draw> = {
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
};
