/**
 * The order of a standings table, stated once (docs/ladders.md):
 * 1. points, most first;
 * 2. wins, most first;
 * 3. games, fewest first (the same points from fewer games);
 * 4. head-to-head: among the players still level, the points each scored in games against the
 *    others of that group, most first;
 * 5. then by username, only so the order is total — players equal on 1–4 share a rank.
 */
export const TIE_BREAKS = ['points', 'wins', 'fewest games', 'head-to-head points', 'username (shared rank)'] as const;

export interface TallyRow {
  readonly userId: string;
  readonly username: string;
  readonly points: number;
  readonly wins: number;
  readonly games: number;
}

export interface RankedRow<T extends TallyRow> {
  readonly rank: number;
  readonly headToHead: number | null;
  readonly row: T;
}

/** `h2h(a, b)`: points a scored in games b also played. */
export type HeadToHead = (userId: string, opponentId: string) => number;

const sameTally = (a: TallyRow, b: TallyRow) => a.points === b.points && a.wins === b.wins && a.games === b.games;

export function rankStandings<T extends TallyRow>(rows: readonly T[], h2h: HeadToHead): RankedRow<T>[] {
  const sorted = [...rows].sort(
    (a, b) =>
      b.points - a.points ||
      b.wins - a.wins ||
      a.games - b.games ||
      a.username.toLowerCase().localeCompare(b.username.toLowerCase()) ||
      (a.userId < b.userId ? -1 : 1),
  );
  const out: RankedRow<T>[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i + 1;
    while (j < sorted.length && sameTally(sorted[i], sorted[j])) j++;
    const group = sorted.slice(i, j);
    const scored = group.map((row) => ({
      row,
      // Head-to-head only means something inside a group of two or more.
      headToHead:
        group.length > 1
          ? group.reduce((sum, other) => (other === row ? sum : sum + h2h(row.userId, other.userId)), 0)
          : null,
    }));
    // Stable sort keeps the username order among equal head-to-head scores.
    scored.sort((a, b) => (b.headToHead ?? 0) - (a.headToHead ?? 0));
    scored.forEach((s, k) => {
      const prev = k > 0 ? out[out.length - 1] : null;
      const rank = prev && prev.headToHead === s.headToHead ? prev.rank : i + k + 1;
      out.push({ rank, headToHead: s.headToHead, row: s.row });
    });
    i = j;
  }
  return out;
}
