import { AllianceRecorder } from '../community/alliances/alliance-recorder';
import { ClubRepository } from '../community/clubs/club.repository';
import { LadderRecorder } from '../community/ladders/ladder-recorder';
import { RatingRepository } from '../community/ratings/rating.repository';
import { RatingsService } from '../community/ratings/ratings.service';
import type { GameRecord } from '../play/core/game-record';
import { DEFAULT_POINTS_TABLE } from '../play/core/points-table';
import { AT, BLACK, GAME, GAME_007, type NamedStatement, type QueryFile, recorded, view, WHITE, WON } from './catalog';
import type { recordingManager } from './recording-manager';

// Example inputs of the community's statements, besides the shared ones of catalog.ts.
const CLUB = '00000000-0000-4000-8000-0000000000c1';
const RATED = { rating: 1662.3, rd: 290.3, volatility: 0.06 };

/** One repository method's statements, under the names given (one per distinct statement). */
const call = (
  names: string | readonly string[],
  run: (m: ReturnType<typeof recordingManager>['manager']) => Promise<unknown>,
  answer?: (sql: string) => unknown[],
): Promise<NamedStatement[]> => recorded(typeof names === 'string' ? [names] : names, run, answer);

/**
 * Each call's statements, in the order given. PostgreSQL cannot PREPARE a LOCK TABLE, as
 * committed-queries.e2e-spec.ts does with every statement of a file: a lock is shown in the name
 * of the statement that follows it.
 */
async function calls(...each: Promise<NamedStatement[]>[]): Promise<NamedStatement[]> {
  const all = (await Promise.all(each)).flat();
  return all.flatMap((s, i) => {
    if (s.sql.startsWith('LOCK TABLE')) return [];
    const lock = all[i - 1]?.sql.startsWith('LOCK TABLE') ? all[i - 1] : undefined;
    return lock ? [{ ...s, name: `${s.name}, after ${lock.name}: ${lock.sql}` }] : [s];
  });
}

/** The repositories of community/: clubs, ladders, ratings, alliances. */
export const COMMUNITY_QUERIES: readonly QueryFile[] = [
  {
    file: 'club.repository.sql',
    statements: () => {
      const clubs = new ClubRepository();
      return calls(
        call('ClubRepository.withCaller: a club with the caller’s role and invitation (ClubAccess)', (m) =>
          clubs.withCaller(m, CLUB, WHITE),
        ),
        call('ClubRepository.lock: the club’s row, locked (role changes and departures)', (m) => clubs.lock(m, CLUB)),
        call('ClubRepository.nameTaken: a club of that name, whatever the case', (m) => clubs.nameTaken(m, 'Knights')),
        call('ClubRepository.insert: a new club', (m) =>
          clubs.insert(m, { name: 'Knights', description: '', visibility: 'private', createdBy: WHITE }),
        ),
        call('ClubRepository.summary: a club as the caller sees it', (m) => clubs.summary(m, CLUB, WHITE)),
        call('ClubRepository.page: the first page of public clubs and the caller’s', (m) =>
          clubs.page(m, WHITE, { mine: false, limit: 21 }),
        ),
        call('ClubRepository.page: a later page of the caller’s clubs', (m) =>
          clubs.page(m, WHITE, { mine: true, afterName: 'knights', limit: 21 }),
        ),
        call('ClubRepository.members: the first page of a club’s members', (m) =>
          clubs.members(m, CLUB, undefined, 21),
        ),
        call('ClubRepository.members: a later page of a club’s members', (m) =>
          clubs.members(m, CLUB, { username: 'bob', id: BLACK }, 21),
        ),
        call('ClubRepository.member: one member', (m) => clubs.member(m, CLUB, BLACK)),
        call('ClubRepository.isMember', (m) => clubs.isMember(m, CLUB, BLACK)),
        call('ClubRepository.memberByUsername: a member named, whatever the case', (m) =>
          clubs.memberByUsername(m, CLUB, 'Bob'),
        ),
        call('ClubRepository.ownerCount', (m) => clubs.ownerCount(m, CLUB)),
        call('ClubRepository.addOwner: the club’s creator', (m) => clubs.addOwner(m, CLUB, WHITE)),
        call('ClubRepository.addMember: one who joins', (m) => clubs.addMember(m, CLUB, BLACK)),
        call('ClubRepository.setRole', (m) => clubs.setRole(m, CLUB, BLACK, 'admin')),
        call('ClubRepository.removeMember: one who leaves', (m) => clubs.removeMember(m, CLUB, BLACK)),
        call('ClubRepository.invite: an invitation, or the same renewed', (m) => clubs.invite(m, CLUB, BLACK, WHITE)),
        call('ClubRepository.invitation: one invitation', (m) => clubs.invitation(m, CLUB, BLACK)),
        call('ClubRepository.invitationsOf: the invitations a user holds', (m) => clubs.invitationsOf(m, BLACK)),
        call('ClubRepository.deleteInvitation: used up by joining', (m) => clubs.deleteInvitation(m, CLUB, BLACK)),
      );
    },
  },
  {
    file: 'rating.repository.sql',
    statements: () => {
      const ratings = new RatingRepository();
      return calls(
        call('RatingRepository.addNew: a new player’s rating row, unless they have one', (m) =>
          ratings.addNew(m, WHITE, { rating: 1500, rd: 350, volatility: 0.06 }, AT),
        ),
        call('RatingRepository.lock: both players’ ratings, locked in id order', (m) =>
          ratings.lock(m, [WHITE, BLACK]),
        ),
        call('RatingRepository.save: a player’s new rating', (m) => ratings.save(m, WHITE, RATED, AT, 1)),
        call('RatingRepository.addRatedGame: the rated game, both ratings before and after', (m) =>
          ratings.addRatedGame(m, {
            gameId: GAME,
            whiteId: WHITE,
            blackId: BLACK,
            whiteScore: 1,
            whiteBefore: { rating: 1500, rd: 350, volatility: 0.06 },
            blackBefore: { rating: 1500, rd: 350, volatility: 0.06 },
            whiteAfter: RATED,
            blackAfter: { rating: 1337.7, rd: 290.3, volatility: 0.06 },
            ratedAt: AT,
          }),
        ),
        call('RatingRepository.annulRatedGame: an annulled game’s rating', (m) => ratings.annulRatedGame(m, GAME)),
        call('RatingRepository.lockTable (which PostgreSQL cannot prepare)', (m) => ratings.lockTable(m)),
        call('RatingRepository.remainingRatedGames: the rated games an annulment replays, in order', (m) =>
          ratings.remainingRatedGames(m),
        ),
        call('RatingRepository.rerate: a replayed game’s ratings', (m) =>
          ratings.rerate(m, '7', { white: RATED, black: RATED }, { white: RATED, black: RATED }),
        ),
        call('RatingRepository.deleteAll: the ratings, before the replay’s are written', (m) => ratings.deleteAll(m)),
        call('RatingRepository.insert: a player’s rating after the replay', (m) =>
          ratings.insert(m, WHITE, RATED, 3, AT),
        ),
        call('RatingRepository.page: the first page of players by rating', (m) => ratings.page(m, undefined, 21)),
        call('RatingRepository.page: a later page', (m) => ratings.page(m, { rating: 1662.3, userId: WHITE }, 21)),
        call('RatingRepository.player: a player and their rating, if any', (m) => ratings.player(m, 'Ann')),
        call('RatingRepository.history: a player’s last rated games, as the caller may see them', (m) =>
          ratings.history(m, WHITE, BLACK),
        ),
      );
    },
  },
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
      const ratings = new RatingsService(undefined as never, undefined as never, new RatingRepository());
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
