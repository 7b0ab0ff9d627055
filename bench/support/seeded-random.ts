/** A repeatable pseudo-random source in [0, 1) (32-bit LCG): the same seed gives the same run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

/** Shuffles `xs` in place (Fisher–Yates) with `random`, and returns it. */
export function shuffleWith<T>(xs: T[], random: () => number): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [xs[i], xs[j]] = [xs[j], xs[i]];
  }
  return xs;
}
