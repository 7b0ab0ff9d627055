import fc from 'fast-check';
import { pairSwissRound, type SwissPlayer } from './swiss';

interface Played {
  score: number;
  opponents: Set<string>;
  colours: ('white' | 'black')[];
  hadBye: boolean;
  rating: number;
}

/** Plays `rounds` Swiss rounds with results from `outcome(white, black)`: 1, 0.5 or 0 for white. */
function tournament(n: number, rounds: number, outcome: (w: number, b: number, r: number) => number) {
  const ids = Array.from({ length: n }, (_, i) => `p${String(i).padStart(4, '0')}`);
  const state = new Map<string, Played>(
    ids.map((id, i) => [id, { score: 0, opponents: new Set(), colours: [], hadBye: false, rating: 2000 - i }]),
  );
  const log: { pairs: { white: string; black: string }[]; bye: string | null }[] = [];
  for (let r = 0; r < rounds; r++) {
    const players: SwissPlayer[] = ids.map((id) => ({ id, ...state.get(id)! }));
    const round = pairSwissRound(players);
    log.push(round);
    for (const { white, black } of round.pairs) {
      const w = state.get(white)!;
      const b = state.get(black)!;
      const s = outcome(ids.indexOf(white), ids.indexOf(black), r);
      w.score += s;
      b.score += 1 - s;
      w.opponents.add(black);
      b.opponents.add(white);
      w.colours.push('white');
      b.colours.push('black');
    }
    if (round.bye) {
      state.get(round.bye)!.score += 1;
      state.get(round.bye)!.hadBye = true;
    }
  }
  return { ids, state, log };
}

describe('pairSwissRound', () => {
  it('pairs round 1 top half against bottom half, alternating colours', () => {
    const { log } = tournament(8, 1, () => 0.5);
    expect(log[0].pairs).toEqual([
      { white: 'p0000', black: 'p0004' },
      { white: 'p0005', black: 'p0001' },
      { white: 'p0002', black: 'p0006' },
      { white: 'p0007', black: 'p0003' },
    ]);
    expect(log[0].bye).toBeNull();
  });

  it('pairs each player once a round, gives at most one bye each, never a rematch while rounds < field / 2', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 40 }), fc.integer({ min: 1, max: 9 }), fc.integer(), (n, wanted, seed) => {
        const rounds = Math.min(wanted, Math.floor(n / 2));
        const { ids, state, log } = tournament(
          n,
          rounds,
          (w, b, r) => [1, 0.5, 0][Math.abs(seed + w * 7 + b * 3 + r) % 3],
        );
        for (const round of log) {
          const seen = new Set<string>();
          for (const { white, black } of round.pairs) {
            if (seen.has(white) || seen.has(black) || white === black) return false;
            seen.add(white).add(black);
          }
          if (round.bye) seen.add(round.bye);
          if (seen.size !== n || (n % 2 === 0) !== (round.bye === null)) return false;
        }
        const met = new Set<string>();
        for (const round of log)
          for (const { white, black } of round.pairs) {
            const key = [white, black].sort().join('-');
            if (met.has(key)) return false;
            met.add(key);
          }
        const byes = log.filter((r) => r.bye).map((r) => r.bye);
        if (new Set(byes).size !== byes.length) return false;
        return ids.every((id) => state.get(id)!.colours.length + (byes.includes(id) ? 1 : 0) === rounds);
      }),
      { numRuns: 80 },
    );
  });

  it('keeps every colour difference within two and no colour three times running in five rounds of 20', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { state } = tournament(20, 5, (w, b, r) => [1, 0.5, 0][Math.abs(seed ^ (w * 31 + b * 17 + r)) % 3]);
        return [...state.values()].every((p) => {
          const d = p.colours.reduce((s, c) => s + (c === 'white' ? 1 : -1), 0);
          const triple = p.colours.some((c, i) => i >= 2 && c === p.colours[i - 1] && c === p.colours[i - 2]);
          return Math.abs(d) <= 2 && !triple;
        });
      }),
      { numRuns: 40 },
    );
  });

  it('pairs score groups among themselves when it can', () => {
    const { log, state } = tournament(16, 2, (w, b) => (w < b ? 1 : 0));
    // After round 1, eight players have 1 point and eight have 0: round 2 pairs them apart.
    const scoreAfter1 = new Map<string, number>();
    for (const { white, black } of log[0].pairs) {
      scoreAfter1.set(white, Number(white < black));
      scoreAfter1.set(black, Number(black < white));
    }
    for (const { white, black } of log[1].pairs) expect(scoreAfter1.get(white)).toBe(scoreAfter1.get(black));
    expect(state.size).toBe(16);
  });

  it('gives the bye to the lowest-ranked player without one', () => {
    const { log } = tournament(5, 3, () => 0.5);
    expect(log.map((r) => r.bye)).toEqual(['p0004', 'p0003', 'p0002']);
  });
});
