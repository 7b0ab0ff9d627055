import { AllianceRecorder } from '../community/alliances/alliance-recorder';
import { LadderRecorder } from '../community/ladders/ladder-recorder';
import { RatingsService } from '../community/ratings/ratings.service';
import type { GameRecord } from '../play/core/game-record';
import { DEFAULT_POINTS_TABLE } from '../play/core/points-table';
import { AT, BLACK, GAME_007, type QueryFile, recorded, view, WHITE, WON } from './catalog';

/** The repositories of community/: clubs, ladders, ratings, alliances. */
export const COMMUNITY_QUERIES: readonly QueryFile[] = [
  {
    file: 'alliance-recorder.sql',
    statements: () => {
      const coalition = view({ coalitions: [{ seats: ['white', 'green'], round: 2, by: 'declaration' }] as never });
      const before = { ...GAME_007, variant: 'coalition' as const, view: view({}) };
      const after = {
        ...before,
        status: 'finished' as const,
        view: coalition,
        result: {
          winners: ['white', 'green'],
          reason: 'kings',
          points: { white: 1, green: 1 },
        } as GameRecord['result'],
        finishedAt: AT,
      };
      return recorded(
        [
          'AllianceRecorder: a coalition formed',
          'AllianceRecorder: its first members, the people holding its seats',
          'AllianceRecorder: the game ended, its coalitions',
          'AllianceRecorder: the game ended, each coalition’s outcome',
        ],
        (m) => new AllianceRecorder().run(m, before, after),
        (sql) =>
          sql.startsWith('SELECT id, leader_seat')
            ? [{ id: 'a1', leader_seat: 'white', joiner_seat: 'green' }]
            : sql.startsWith('INSERT INTO alliances ')
              ? [{ id: 'a1' }]
              : [],
      );
    },
  },
  {
    file: 'ladder-recorder.sql',
    statements: () => {
      const after = { ...GAME_007, status: 'finished' as const, result: WON as GameRecord['result'], finishedAt: AT };
      const ratings = new RatingsService(undefined as never, undefined as never);
      return recorded(
        [
          'LadderRecorder: the ladder game and its season, locked',
          'LadderRecorder: the game’s record of holders (ladder-credit.ts)',
          'LadderRecorder: the season counts one more game',
          'LadderRecorder: each player’s result',
          'standings tally: a player’s row of the table (here a win)',
          'standings tally: a player’s row of the table (here a loss)',
          'standings tally: each pair’s head-to-head row',
          'LadderRecorder: the ladder game counted',
          'RatingsService.record: a new player’s rating row',
          'RatingsService.record: both ratings, locked in id order',
          'RatingsService.record: each new rating',
          'RatingsService.record: the rated game',
        ],
        (m) => new LadderRecorder(ratings).run(m, GAME_007, after),
        (sql) => {
          if (sql.includes('FROM ladder_games lg'))
            return [
              {
                season_id: 's1',
                state: 'playing',
                points_table: DEFAULT_POINTS_TABLE,
                rated: true,
                holder_credit: 'final',
                computer_games: true,
              },
            ];
          if (sql.startsWith('SELECT user_id, rating'))
            return [WHITE, BLACK].map((id) => ({
              user_id: id,
              rating: 1500,
              rd: 350,
              volatility: 0.06,
              updated_at: AT,
            }));
          return [];
        },
      );
    },
  },
];
