import fc from 'fast-check';
import { roundRobin } from './round-robin';

describe('roundRobin', () => {
  it('pairs 5 entrants in 5 rounds of 2 games, one sitting out each round', () => {
    const rounds = roundRobin(5);
    expect(rounds).toHaveLength(5);
    expect(rounds.every((r) => r.length === 2)).toBe(true);
  });

  it('meets every pair exactly once (twice when double), each once a round, colours balanced', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), fc.boolean(), (n, double) => {
        const rounds = roundRobin(n, double);
        const met = new Map<string, number>();
        const whites = new Array<number>(n).fill(0);
        const games = new Array<number>(n).fill(0);
        for (const round of rounds) {
          const seen = new Set<number>();
          for (const { white, black } of round) {
            if (white === black || seen.has(white) || seen.has(black)) return false;
            seen.add(white).add(black);
            const key = `${Math.min(white, black)}-${Math.max(white, black)}`;
            met.set(key, (met.get(key) ?? 0) + 1);
            whites[white] += 1;
            games[white] += 1;
            games[black] += 1;
          }
        }
        if (met.size !== (n * (n - 1)) / 2) return false;
        if ([...met.values()].some((count) => count !== (double ? 2 : 1))) return false;
        return whites.every((w, p) => Math.abs(2 * w - games[p]) <= (double ? 0 : 1));
      }),
      { numRuns: 60 },
    );
  });
});
