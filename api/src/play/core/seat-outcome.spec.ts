import type { CoalitionInfo, GameResult } from '@entente/engine';
import { playerResults, seatOutcome } from './seat-outcome';
import { DEFAULT_POINTS_TABLE, pointsTableFrom } from './points-table';

const yg: CoalitionInfo = { seats: ['yellow', 'green'], round: 1, by: 'declaration' };
const br: CoalitionInfo = { seats: ['black', 'red'], round: 2, by: 'check' };
const mate = (winners: string[]): GameResult => ({ winners, reason: 'checkmate', points: {} });
const neutrality: GameResult = { winners: [], reason: 'neutrality', points: {} };
const draw: GameResult = { winners: [], reason: 'agreement', points: {} };

describe('seatOutcome', () => {
  it('classifies a decided Coalition Chess game: coalition members win or lose, a neutral small power is neutral', () => {
    const result = mate(['yellow', 'green']);
    expect(seatOutcome('coalition', result, [yg], [], 'yellow')).toBe('win');
    expect(seatOutcome('coalition', result, [yg], [], 'green')).toBe('win');
    expect(seatOutcome('coalition', result, [yg], [], 'black')).toBe('loss');
    expect(seatOutcome('coalition', result, [yg], [], 'red')).toBe('neutral');
  });

  it('gives coalition members of an aborted game coalition-abort and the neutral no-coalition', () => {
    expect(seatOutcome('coalition', neutrality, [yg], [], 'yellow')).toBe('coalition-abort');
    expect(seatOutcome('coalition', neutrality, [yg], [], 'green')).toBe('coalition-abort');
    expect(seatOutcome('coalition', neutrality, [yg], [], 'black')).toBe('no-coalition');
    expect(seatOutcome('coalition', neutrality, [yg], [], 'red')).toBe('no-coalition');
  });

  it('counts a draw for seats still in the game and a loss for an eliminated one', () => {
    expect(seatOutcome('coalition', draw, [yg, br], ['red'], 'black')).toBe('draw');
    expect(seatOutcome('coalition', draw, [yg, br], ['red'], 'red')).toBe('loss');
    expect(seatOutcome('007', draw, [], [], 'white')).toBe('draw');
  });

  it('has no neutral outcome in 007', () => {
    expect(seatOutcome('007', { winners: ['black'], reason: 'checkmate', points: {} }, [], [], 'white')).toBe('loss');
  });
});

describe('playerResults', () => {
  it('scores by the ladder’s table', () => {
    const table = pointsTableFrom({ win: 3, coalitionAbort: 2 });
    const holders = [
      { seat: 'yellow', userId: 'a' },
      { seat: 'black', userId: 'b' },
      { seat: 'green', userId: 'c' },
      { seat: 'red', userId: 'd' },
    ];
    expect(
      playerResults('coalition', neutrality, [yg], [], holders, table).map((r) => [r.userId, r.outcome, r.points]),
    ).toEqual([
      ['a', 'coalition-abort', 2],
      ['b', 'no-coalition', 0],
      ['c', 'coalition-abort', 2],
      ['d', 'no-coalition', 0],
    ]);
    expect(
      playerResults('coalition', mate(['black', 'red']), [yg, br], [], holders, table).map((r) => r.points),
    ).toEqual([0, 3, 0, 3]);
  });

  it('counts a strawman’s game once, with the better seat', () => {
    // a holds yellow and red: red's coalition lost, yellow's won.
    const holders = [
      { seat: 'yellow', userId: 'a' },
      { seat: 'red', userId: 'a' },
      { seat: 'black', userId: 'b' },
      { seat: 'green', userId: 'c' },
    ];
    const results = playerResults('coalition', mate(['yellow', 'green']), [yg, br], [], holders, DEFAULT_POINTS_TABLE);
    expect(results).toEqual([
      { userId: 'a', seats: ['yellow', 'red'], outcome: 'win', points: 6 },
      { userId: 'b', seats: ['black'], outcome: 'loss', points: 0 },
      { userId: 'c', seats: ['green'], outcome: 'win', points: 6 },
    ]);
  });
});

describe('pointsTableFrom', () => {
  it('keeps the defaults of the issue and refuses unknown or bad entries', () => {
    expect(pointsTableFrom(undefined)).toEqual({ win: 6, draw: 2, loss: 0, coalitionAbort: 1, noCoalition: 0 });
    expect(() => pointsTableFrom({ win: -1 })).toThrow(/whole number/);
    expect(() => pointsTableFrom({ win: 1.5 })).toThrow(/whole number/);
    expect(() => pointsTableFrom({ bonus: 1 } as never)).toThrow(/no entry bonus/);
  });
});
