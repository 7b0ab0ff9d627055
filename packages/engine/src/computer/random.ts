/**
 * The computer players' only source of chance: a seeded generator (mulberry32), so that a
 * player given the same state, level, budget and seed chooses the same action.
 */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [0, n). */
  below(n: number): number;
  pick<T>(items: readonly T[]): T;
}

export function seededRandom(seed: number | string): Random {
  let a = typeof seed === 'number' ? seed >>> 0 : hashText(seed);
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number): number => Math.floor(next() * n);
  return { next, below, pick: (items) => items[below(items.length)] };
}

/** FNV-1a: a seed text (or a seed and a game number, `seed:3`) as 32 bits. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h >>> 0;
}
