/**
 * A tournament's standings, in a stated order of tie-breaks (the ICCF-style default below). Pure:
 * it is handed every counted result of the event (one row per entrant per game, a bye as a row
 * without a game) and ranks the entrants; the cost grows with the results, once.
 *
 * - points: by the event's points table (byes as its options say);
 * - `wins`: games won (a bye is no game);
 * - `sonneborn-berger`: for each game, one's points in it times the sum of the final scores of the
 *   other entrants at that table (007: the classic Sonneborn–Berger; Coalition Chess: every party
 *   one shared the table with, weighted by one's points at that table). Computer seats score for
 *   nobody and count for nothing;
 * - `direct-encounter`: among the entrants still level, the points each scored in games in which
 *   another of them also played;
 * - `rating`: the lower rating ranks higher (ICCF); an unrated entrant after the rated ones.
 * Entrants equal on everything share a rank; they are listed by username.
 */
export const TIE_BREAKS = ['wins', 'sonneborn-berger', 'direct-encounter', 'rating'] as const;
export type TieBreak = (typeof TIE_BREAKS)[number];
export const DEFAULT_TIE_BREAKS: readonly TieBreak[] = TIE_BREAKS;

export interface StandingsEntrant {
  readonly userId: string;
  readonly username: string;
  readonly rating: number | null;
  readonly withdrawn: boolean;
}

/** One entrant's result: in a game (gameId) or a bye (gameId null). */
export interface StandingsResult {
  readonly userId: string;
  readonly gameId: string | null;
  readonly outcome: string;
  readonly points: number;
}

export interface StandingRow {
  readonly rank: number;
  readonly userId: string;
  readonly points: number;
  readonly games: number;
  readonly tieBreaks: {
    readonly wins: number;
    readonly sonnebornBerger: number;
    /** Null unless the entrant was level with others when it was applied. */
    readonly directEncounter: number | null;
    readonly rating: number | null;
  };
}

interface Work {
  readonly entrant: StandingsEntrant;
  points: number;
  games: number;
  wins: number;
  sb: number;
  de: number | null;
}

export function rankTournament(
  entrants: readonly StandingsEntrant[],
  results: readonly StandingsResult[],
  order: readonly TieBreak[] = DEFAULT_TIE_BREAKS,
): StandingRow[] {
  const work = new Map<string, Work>(
    entrants.map((e) => [e.userId, { entrant: e, points: 0, games: 0, wins: 0, sb: 0, de: null }]),
  );
  const byGame = new Map<string, StandingsResult[]>();
  // The tables each entrant sat at: direct encounter looks only at its group's tables.
  const tablesOf = new Map<string, StandingsResult[][]>();
  for (const r of results) {
    const w = work.get(r.userId);
    if (!w) continue;
    w.points += r.points;
    if (r.gameId === null) continue;
    w.games += 1;
    if (r.outcome === 'win') w.wins += 1;
    let table = byGame.get(r.gameId);
    if (!table) byGame.set(r.gameId, (table = []));
    table.push(r);
    const mine = tablesOf.get(r.userId);
    if (mine) mine.push(table);
    else tablesOf.set(r.userId, [table]);
  }
  for (const table of byGame.values()) {
    const total = table.reduce((s, r) => s + (work.get(r.userId)?.points ?? 0), 0);
    for (const r of table) {
      const w = work.get(r.userId) as Work;
      w.sb += r.points * (total - w.points);
    }
  }
  // Points one scored in games shared with another of `group`, summed over the group.
  const direct = (group: readonly Work[]): Map<string, number> => {
    const ids = new Set(group.map((w) => w.entrant.userId));
    const out = new Map<string, number>([...ids].map((id) => [id, 0]));
    const tables = new Set([...ids].flatMap((id) => tablesOf.get(id) ?? []));
    for (const table of tables) {
      const inGroup = table.filter((r) => ids.has(r.userId));
      if (inGroup.length < 2) continue;
      for (const r of inGroup) out.set(r.userId, (out.get(r.userId) ?? 0) + r.points);
    }
    return out;
  };
  const byName = (a: Work, b: Work) =>
    a.entrant.username.toLowerCase().localeCompare(b.entrant.username.toLowerCase()) ||
    (a.entrant.userId < b.entrant.userId ? -1 : 1);

  // Groups of entrants still level, refined by each tie-break in turn.
  let groups: Work[][] = splitBy([...work.values()].sort(byName), (w) => w.points, 'desc');
  for (const tb of order) {
    groups = groups.flatMap((g) => {
      if (g.length < 2) return [g];
      switch (tb) {
        case 'wins':
          return splitBy(g, (w) => w.wins, 'desc');
        case 'sonneborn-berger':
          return splitBy(g, (w) => round(w.sb), 'desc');
        case 'direct-encounter': {
          const points = direct(g);
          for (const w of g) w.de = points.get(w.entrant.userId) ?? 0;
          return splitBy(g, (w) => w.de as number, 'desc');
        }
        case 'rating':
          return splitBy(g, (w) => w.entrant.rating ?? Infinity, 'asc');
      }
    });
  }
  const out: StandingRow[] = [];
  for (const g of groups) {
    const rank = out.length + 1;
    for (const w of g)
      out.push({
        rank,
        userId: w.entrant.userId,
        points: w.points,
        games: w.games,
        tieBreaks: { wins: w.wins, sonnebornBerger: round(w.sb), directEncounter: w.de, rating: w.entrant.rating },
      });
  }
  return out;
}

/** Splits a group (kept in its order inside each part) into parts of equal key, best first. */
function splitBy<T>(group: readonly T[], key: (x: T) => number, dir: 'asc' | 'desc'): T[][] {
  const parts = new Map<number, T[]>();
  for (const x of group) {
    const k = key(x);
    const part = parts.get(k);
    if (part) part.push(x);
    else parts.set(k, [x]);
  }
  return [...parts.entries()].sort((a, b) => (dir === 'desc' ? b[0] - a[0] : a[0] - b[0])).map(([, xs]) => xs);
}

/** Sums of halves and products stay exact to 1e-6; shown to four places. */
function round(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}
