import {
  compare,
  formatComparison,
  formatGame,
  formatScore,
  type MatchGame,
  type MatchPlayer,
  type MatchTurn,
  playMatch,
  playMatchWith,
  REFUSALS_PER_TURN,
  seatLevels,
  totalPoints,
} from './match';

describe('playMatch', () => {
  it('rotates the seats between games, so no level keeps one seat', () => {
    expect(seatLevels(['white', 'black'], ['greedy', 'random'], 0)).toEqual({ white: 'greedy', black: 'random' });
    expect(seatLevels(['white', 'black'], ['greedy', 'random'], 1)).toEqual({ white: 'random', black: 'greedy' });
    const seats = ['yellow', 'black', 'green', 'red'];
    expect(seatLevels(seats, ['search', 'greedy'], 0)).toEqual({
      yellow: 'search',
      black: 'greedy',
      green: 'search',
      red: 'greedy',
    });
    expect(seatLevels(seats, ['search', 'greedy'], 1)).toEqual({
      yellow: 'greedy',
      black: 'search',
      green: 'greedy',
      red: 'search',
    });
  });

  it('plays seeded games to their end and sums the points of the rules per level', () => {
    const settings = { variant: '007', players: ['greedy', 'random'] as const, games: 2, seed: 'spec' };
    const games = playMatch(settings);
    expect(games).toHaveLength(2);
    for (const game of games) {
      expect(game.adjudicated).toBe(false);
      const sum = Object.values(game.result.points).reduce((a, b) => a + b, 0);
      expect(Object.values(game.points).reduce((a, b) => a + b, 0)).toBe(sum);
    }
    expect(playMatch(settings).map(formatGame)).toEqual(games.map(formatGame));
    expect(formatScore(totalPoints(games, settings.players))).toMatch(/^score: greedy=\d+ random=\d+$/);
  });

  it('stops a game at the move cap and scores it as a draw (move-cap)', () => {
    const [game] = playMatch({ variant: 'coalition', players: ['random'], games: 1, seed: 3, maxPlies: 6 });
    expect(game.adjudicated).toBe(true);
    expect(game.result.reason).toBe('move-cap');
    expect(game.points).toEqual({ random: 8 });
  });
});

describe('playMatchWith, the seam for players of any kind', () => {
  const firstLegal: MatchPlayer = {
    name: 'first-legal',
    choose: async (turn) => turn.legal.find((a) => a.type === 'move') ?? turn.legal[0] ?? null,
  };

  it('plays a player that answers from the legal actions against a built-in level', async () => {
    const turns: MatchTurn[] = [];
    const spy: MatchPlayer = { name: 'spy', choose: (turn) => (turns.push(turn), firstLegal.choose(turn)) };
    const games = await playMatchWith({ variant: '007', players: [spy, 'random'], games: 2, seed: 's', maxPlies: 40 });
    expect(games.map((g) => g.seats)).toEqual([
      { white: 'spy', black: 'random' },
      { white: 'random', black: 'spy' },
    ]);
    expect(turns.length).toBeGreaterThan(10);
    for (const turn of turns) expect(turn.legal.length).toBeGreaterThan(0);
    expect(formatScore(totalPoints(games, ['spy', 'random']))).toMatch(/^score: spy=\d+ random=\d+$/);
  });

  it('asks again after a refused answer, telling why, and resigns the seat after three', async () => {
    const asked: MatchTurn[] = [];
    const stubborn: MatchPlayer = {
      name: 'stubborn',
      choose: async (turn) => (asked.push(turn), { type: 'move', move: 'a1a8' }),
    };
    const [game] = await playMatchWith({ variant: '007', players: [stubborn, 'random'], games: 1, seed: 1 });
    expect(asked).toHaveLength(REFUSALS_PER_TURN);
    expect(asked[0].refused).toBeUndefined();
    expect(asked[1].refused).toMatchObject({ action: { move: 'a1a8' }, code: expect.any(String) });
    expect(game.result).toMatchObject({ winners: ['black'], reason: 'resignation' });
    expect(game.points).toEqual({ stubborn: 0, random: 6 });
  });

  it('compares two players by their games: an even match is 0 Elo, a clean sweep far ahead', () => {
    const game = (a: number, b: number) => ({ points: { a, b } }) as unknown as MatchGame;
    expect(compare([game(6, 0), game(0, 6)], 'a', 'b')).toMatchObject({ score: 0.5, elo: 0 });
    const sweep = compare(
      Array.from({ length: 10 }, () => game(6, 0)),
      'a',
      'b',
    );
    expect(sweep.elo).toBeGreaterThan(300);
    expect(sweep.low).toBeLessThan(sweep.elo);
    expect(formatComparison('a', 'b', sweep)).toMatch(/^rating: a scored 100\.0% against b over 10 games: \+\d+ Elo/);
  });
});
