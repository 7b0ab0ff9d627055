import { rankStandings } from './tie-breaks';

const row = (username: string, points: number, wins: number, games: number) => ({
  userId: username,
  username,
  points,
  wins,
  games,
});

describe('rankStandings', () => {
  it('orders by points, then wins, then fewest games', () => {
    const ranked = rankStandings(
      [row('a', 10, 1, 5), row('b', 12, 0, 9), row('c', 10, 2, 6), row('d', 10, 2, 4)],
      () => 0,
    );
    expect(ranked.map((r) => [r.row.username, r.rank])).toEqual([
      ['b', 1],
      ['d', 2],
      ['c', 3],
      ['a', 4],
    ]);
  });

  it('breaks a remaining tie by head-to-head points within the tied group only', () => {
    const h2h: Record<string, number> = { 'x>y': 2, 'y>x': 6, 'x>z': 6, 'z>x': 0, 'y>z': 0, 'z>y': 6, 'x>w': 100 };
    const ranked = rankStandings(
      [row('x', 8, 1, 3), row('y', 8, 1, 3), row('z', 8, 1, 3), row('w', 20, 3, 3)],
      (a, b) => h2h[`${a}>${b}`] ?? 0,
    );
    // x: 2+6 = 8, y: 6+0 = 6, z: 0+6 = 6; w is not in the group, so x's 100 against w does not count.
    expect(ranked.map((r) => [r.row.username, r.rank, r.headToHead])).toEqual([
      ['w', 1, null],
      ['x', 2, 8],
      ['y', 3, 6],
      ['z', 3, 6],
    ]);
  });
});
