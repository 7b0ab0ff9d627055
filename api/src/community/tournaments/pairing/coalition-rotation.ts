/**
 * Role-balanced tables of Coalition Chess: tables of four, and over every four rounds each entrant
 * plays each seat — Yellow, Black, Green, Red — once, meeting as many different opponents as the
 * field allows. A field not divisible by four is filled up with computer seats, which rotate like
 * the entrants and are spread so that no table gets two while another has none.
 *
 * How: the 4T places (T tables) form four groups of T, entrant i in group i mod 4 (so the computer
 * places, the last ones, fall in different groups). In round r of a cycle group g plays seat
 * (g + r) mod 4: every seat once in four rounds, and each round one of each seat at every table.
 * Which member of each group sits at which table is then chosen round by round to spread the
 * meetings: a start that staggers the groups (member k of group g at table k + g·r), improved by
 * swaps while they lower the cost (repeated meetings, squared; computers crowding a table). Pure
 * and deterministic: the same field gives the same schedule.
 */
export const ROTATION_SEATS = ['yellow', 'black', 'green', 'red'] as const;

/** A table: the entrant (index) or null (a computer) at each seat, in ROTATION_SEATS order. */
export type RotationTable = readonly (number | null)[];

export function coalitionRotation(entrants: number, cycles = 1): RotationTable[][] {
  if (entrants < 1 || cycles < 1) return [];
  const T = Math.ceil(entrants / 4);
  const places = 4 * T;
  // members[g][k]: the place of group g's k-th member.
  const members = Array.from({ length: 4 }, (_, g) => Array.from({ length: T }, (_, k) => 4 * k + g));
  const rounds = 4 * cycles;
  // Small fields get stuck in local optima more easily and cost little: several starts, the best kept.
  const starts = Math.max(1, Math.min(24, Math.floor(400 / (T * T))));
  let best: { at: number[][][]; cost: number } | null = null;
  for (let s = 0; s < starts; s++) {
    const random = mulberry32(s);
    // at[r][t][g]: the place of group g at table t in round r; first the staggered start, then shuffled ones.
    const start = Array.from({ length: rounds }, (_, r) => {
      const order = members.map((m) => (s === 0 ? m : shuffle(m, random)));
      return Array.from({ length: T }, (_, t) => order.map((m, g) => m[(t + g * r) % T]));
    });
    const tried = climb(start, T, places, entrants);
    if (best === null || tried.cost < best.cost) best = { at: start, cost: tried.cost };
  }
  const at = best!.at;
  const schedule: RotationTable[][] = at.map((round, r) =>
    round.map((row) => {
      const seats: (number | null)[] = new Array(4).fill(null);
      row.forEach((place, g) => (seats[(g + r) % 4] = place >= entrants ? null : place));
      return seats;
    }),
  );
  return schedule;
}

/** Improves the schedule in place; answers its cost (the sum of squared meetings, plus crowding). */
function climb(at: number[][][], T: number, places: number, entrants: number): { cost: number } {
  const isComputer = (p: number) => p >= entrants;
  const perTable = Math.ceil((places - entrants) / T);
  const meetings = new Map<number, number>();
  const key = (a: number, b: number) => (a < b ? a * places + b : b * places + a);
  const met = (a: number, b: number) => meetings.get(key(a, b)) ?? 0;
  const count = (row: readonly number[], by: 1 | -1) => {
    for (let i = 0; i < 4; i++)
      for (let j = i + 1; j < 4; j++) meetings.set(key(row[i], row[j]), met(row[i], row[j]) + by);
  };
  for (const round of at) for (const row of round) count(row, 1);
  // The cost of adding a table to the meetings so far: each meeting costs more the more often the
  // pair has met (the sum of squares stays lowest when meetings spread); crowded computers cost most.
  const tableCost = (row: readonly number[]): number => {
    let cost = 0;
    let c = 0;
    for (let i = 0; i < 4; i++) {
      if (isComputer(row[i])) c++;
      else for (let j = i + 1; j < 4; j++) if (!isComputer(row[j])) cost += 2 * met(row[i], row[j]) + 1;
    }
    return cost + (c > perTable ? 1000 * (c - perTable) : 0) + (c === 4 ? 100_000 : 0);
  };
  // Hill-climbing over the whole schedule: swap one group's members of two tables of a round while
  // that lowers the cost, until no swap does.
  for (let pass = 0, improved = T > 1; improved && pass < 30; pass++) {
    improved = false;
    for (const round of at)
      for (let g = 0; g < 4; g++)
        for (let a = 0; a < T; a++)
          for (let b = a + 1; b < T; b++) {
            const [x, y] = [round[a], round[b]];
            count(x, -1);
            count(y, -1);
            const before = tableCost(x) + tableCost(y);
            [x[g], y[g]] = [y[g], x[g]];
            if (tableCost(x) + tableCost(y) < before) improved = true;
            else [x[g], y[g]] = [y[g], x[g]];
            count(x, 1);
            count(y, 1);
          }
  }
  let cost = 0;
  for (const [k, m] of meetings) {
    const a = Math.floor(k / places);
    if (!isComputer(a) && !isComputer(k % places)) cost += m * m;
  }
  for (const round of at)
    for (const row of round) {
      const c = row.filter(isComputer).length;
      cost += c > perTable ? 1000 * (c - perTable) : 0;
    }
  return { cost };
}

function mulberry32(seed: number): () => number {
  let a = seed + 0x9e3779b9;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
