import fc from 'fast-check';
import { coalitionRotation } from './coalition-rotation';

function stats(n: number, cycles: number) {
  const rounds = coalitionRotation(n, cycles);
  const seatsOf = Array.from({ length: n }, () => [] as number[]);
  const opponents = Array.from({ length: n }, () => new Set<number>());
  const slots = new Array<number>(n).fill(0);
  const computersAt: number[] = [];
  for (const round of rounds) {
    const seen = new Set<number>();
    for (const table of round) {
      computersAt.push(table.filter((x) => x === null).length);
      table.forEach((p, seat) => {
        if (p === null) return;
        if (seen.has(p)) throw new Error(`${p} twice in a round`);
        seen.add(p);
        seatsOf[p].push(seat);
        slots[p] += table.filter((q) => q !== null).length - 1;
        for (const q of table) if (q !== null && q !== p) opponents[p].add(q);
      });
    }
    if (seen.size !== n) throw new Error('someone sits out');
  }
  return { rounds, seatsOf, opponents, computersAt, slots };
}

describe('coalitionRotation', () => {
  it('seats 8 entrants at 2 tables for 4 rounds, each in every seat once', () => {
    const { rounds, seatsOf, computersAt } = stats(8, 1);
    expect(rounds).toHaveLength(4);
    expect(rounds.every((r) => r.length === 2)).toBe(true);
    for (const seats of seatsOf) expect([...seats].sort()).toEqual([0, 1, 2, 3]);
    expect(computersAt.every((c) => c === 0)).toBe(true);
  });

  it('fills 6 entrants’ tables with one computer each', () => {
    const { computersAt, seatsOf } = stats(6, 1);
    expect(computersAt).toEqual(new Array(8).fill(1));
    for (const seats of seatsOf) expect([...seats].sort()).toEqual([0, 1, 2, 3]);
  });

  it('meets every other entrant when the field is 16 or more and no pair twice', () => {
    for (const n of [20, 28, 44]) {
      const { opponents } = stats(n, 1);
      // 3 opponents a round over 4 rounds, all different.
      for (const o of opponents) expect(o.size).toBe(12);
    }
  });

  it('gives every entrant every seat once per cycle, a table one of each seat, computers spread', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 60 }), fc.integer({ min: 1, max: 2 }), (n, cycles) => {
        const { rounds, seatsOf, opponents, computersAt, slots } = stats(n, cycles);
        const T = Math.ceil(n / 4);
        if (rounds.length !== 4 * cycles || rounds.some((r) => r.length !== T)) return false;
        for (const seats of seatsOf)
          for (let c = 0; c < cycles; c++)
            if ([...seats.slice(4 * c, 4 * c + 4)].sort().join() !== '0,1,2,3') return false;
        const computers = 4 * T - n;
        if (computersAt.some((c) => c > Math.ceil(computers / T))) return false;
        // In one cycle, different opponents: close to the most the field and the player's tables allow.
        return cycles > 1 || opponents.every((o, p) => o.size >= Math.min(n - 1, slots[p]) - 3);
      }),
      { numRuns: 60 },
    );
  });
});
