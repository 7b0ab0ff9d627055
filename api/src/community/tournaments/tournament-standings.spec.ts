import { rankTournament, type StandingsEntrant, type StandingsResult } from './tournament-standings';

const entrant = (userId: string, rating: number | null = null): StandingsEntrant => ({
  userId,
  username: userId,
  rating,
  withdrawn: false,
});

/** A 007 game: white's score 1, 0.5 or 0. */
function game(id: string, white: string, black: string, score: number): StandingsResult[] {
  const outcome = (s: number) => (s === 1 ? 'win' : s === 0 ? 'loss' : 'draw');
  return [
    { userId: white, gameId: id, outcome: outcome(score), points: score },
    { userId: black, gameId: id, outcome: outcome(1 - score), points: 1 - score },
  ];
}

describe('rankTournament', () => {
  it('ranks by points, then wins, then Sonneborn–Berger, with each value shown', () => {
    // a beats b, draws c; b beats c; a–d draw, b–d win for b, c–d win for c.
    const rows = rankTournament(
      ['a', 'b', 'c', 'd'].map((id) => entrant(id)),
      [
        ...game('1', 'a', 'b', 1),
        ...game('2', 'a', 'c', 0.5),
        ...game('3', 'b', 'c', 1),
        ...game('4', 'a', 'd', 0.5),
        ...game('5', 'b', 'd', 1),
        ...game('6', 'c', 'd', 1),
      ],
    );
    expect(rows.map((r) => [r.userId, r.points, r.tieBreaks.wins])).toEqual(
      [
        ['a', 2, 1],
        ['b', 2, 2],
        ['c', 1.5, 1],
        ['d', 0.5, 0],
      ].sort((x, y) => (y[1] as number) - (x[1] as number) || (y[2] as number) - (x[2] as number)),
    );
    // b: beat c (1.5) and d (0.5) = 2; a: beat b (2) + half of c (0.75) + half of d (0.25) = 3.
    expect(rows.find((r) => r.userId === 'b')?.tieBreaks.sonnebornBerger).toBe(2);
    expect(rows.find((r) => r.userId === 'a')?.tieBreaks.sonnebornBerger).toBe(3);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
  });

  it('breaks a tie by direct encounter, then by the lower rating, and shares a rank past them', () => {
    const entrants = [entrant('a', 1800), entrant('b', 1700), entrant('c', 1600), entrant('d', 1600)];
    // a and b each beat one other and lost to the other: level; a beat b directly.
    const results = [...game('1', 'a', 'b', 1), ...game('2', 'b', 'c', 1), ...game('3', 'c', 'a', 1)];
    const rows = rankTournament(entrants, [...results, ...game('4', 'd', 'd2', 0)], ['direct-encounter', 'rating']);
    // a, b, c: 1 point each; direct encounter among them: 1 each; rating: c (1600) before b before a.
    expect(rows.slice(0, 3).map((r) => r.userId)).toEqual(['c', 'b', 'a']);
    expect(rows[0].tieBreaks.directEncounter).toBe(1);
    expect(rows.find((r) => r.userId === 'd')?.tieBreaks.directEncounter).toBeNull();
    const shared = rankTournament([entrant('x'), entrant('y')], []);
    expect(shared.map((r) => r.rank)).toEqual([1, 1]);
  });

  it('weighs a Coalition table by one’s points there and leaves computer seats out', () => {
    // Yellow (a) and Green (b) win: 6 each; Black (c) loses: 0; Red is a computer.
    const results: StandingsResult[] = [
      { userId: 'a', gameId: 'g', outcome: 'win', points: 6 },
      { userId: 'b', gameId: 'g', outcome: 'win', points: 6 },
      { userId: 'c', gameId: 'g', outcome: 'loss', points: 0 },
    ];
    const rows = rankTournament([entrant('a'), entrant('b'), entrant('c')], results);
    // a: 6 × (b's 6 + c's 0) = 36.
    expect(rows.find((r) => r.userId === 'a')?.tieBreaks.sonnebornBerger).toBe(36);
    expect(rows.find((r) => r.userId === 'c')?.tieBreaks.sonnebornBerger).toBe(0);
  });

  it('counts a bye’s points but not as a game or a win', () => {
    const rows = rankTournament([entrant('a')], [{ userId: 'a', gameId: null, outcome: 'bye', points: 1 }]);
    expect(rows[0]).toMatchObject({ points: 1, games: 0, tieBreaks: { wins: 0 } });
  });
});
