import { formatGame, formatScore, playMatch, seatLevels, totalPoints } from './match';

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
