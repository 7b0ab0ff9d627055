/**
 * A round robin's schedule (Berger tables, by the circle method): every entrant meets every other
 * once, or twice with colours reversed (`double`). With an odd number of entrants one sits out
 * each round. Pure: no Nest, no I/O, so tools and tests can use it as it is.
 */
export interface Pairing {
  /** Indexes into the entrants, as given. */
  readonly white: number;
  readonly black: number;
}

export function roundRobin(entrants: number, double = false): Pairing[][] {
  if (entrants < 2) return [];
  const n = entrants % 2 === 0 ? entrants : entrants + 1;
  // The circle: index 0 stays, the others turn one place each round; n - 1 is the sitter-out when odd.
  const circle = Array.from({ length: n }, (_, i) => i);
  const whites = new Array<number>(n).fill(0);
  const last = new Array<'w' | 'b' | null>(n).fill(null);
  const single: Pairing[][] = [];
  for (let r = 0; r < n - 1; r++) {
    const round: Pairing[] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = circle[i];
      const b = circle[n - 1 - i];
      if (a >= entrants || b >= entrants) continue;
      // White to the one who needs it more: fewer whites so far, then black last time, then by board.
      const aFirst =
        whites[a] !== whites[b]
          ? whites[a] < whites[b]
          : last[a] !== last[b]
            ? last[a] === 'b' || last[b] === 'w'
            : (i + r) % 2 === 0;
      const white = aFirst ? a : b;
      const black = aFirst ? b : a;
      whites[white] += 1;
      last[white] = 'w';
      last[black] = 'b';
      round.push({ white, black });
    }
    single.push(round);
    circle.splice(1, 0, circle.pop() as number);
  }
  if (!double) return single;
  return [...single, ...single.map((round) => round.map((p) => ({ white: p.black, black: p.white })))];
}
