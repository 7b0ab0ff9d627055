import { AllianceRecorder } from '../community/alliances/alliance-recorder';
import { ClubRepository } from '../community/clubs/club.repository';
import { LadderRecorder } from '../community/ladders/ladder-recorder';
import { RatingsService } from '../community/ratings/ratings.service';
import type { GameRecord } from '../play/core/game-record';
import { DEFAULT_POINTS_TABLE } from '../play/core/points-table';
import { AT, BLACK, GAME_007, type NamedStatement, type QueryFile, recorded, view, WHITE, WON } from './catalog';
import type { recordingManager } from './recording-manager';

// Example inputs of the community's statements, besides the shared ones of catalog.ts.
const CLUB = '00000000-0000-4000-8000-0000000000c1';

/** One repository method's statements, under the names given (one per distinct statement). */
const call = (
  names: string | readonly string[],
  run: (m: ReturnType<typeof recordingManager>['manager']) => Promise<unknown>,
  answer?: (sql: string) => unknown[],
): Promise<NamedStatement[]> => recorded(typeof names === 'string' ? [names] : names, run, answer);

/** Each call's statements, in the order given. */
async function calls(...each: Promise<NamedStatement[]>[]): Promise<NamedStatement[]> {
  return (await Promise.all(each)).flat();
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
