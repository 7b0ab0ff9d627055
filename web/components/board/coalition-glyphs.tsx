import { rod, type Draw } from './glyph-colours';

/**
 * The Coalition Chess pieces, pictures of what they are named after, and the crown its king wears.
 */
export const COALITION_GLYPHS: Record<string, Draw> = {
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
