import { AllianceRepository } from '../community/alliances/alliance.repository';
import { ClubRepository } from '../community/clubs/club.repository';
import { LadderGameRepository } from '../community/ladders/ladder-game.repository';
import { LadderRepository } from '../community/ladders/ladder.repository';
import { SeasonRepository } from '../community/ladders/season.repository';
import { StandingsRepository } from '../community/ladders/standings.repository';
import { CoalitionRatingRepository } from '../community/ratings/coalition-rating.repository';
import { NEW_SKILL } from '../community/ratings/openskill';
import { RatingAnnulmentRepository } from '../community/ratings/rating-annulment.repository';
import { RatingRepository } from '../community/ratings/rating.repository';
import { RoundNoticeRepository } from '../community/tournaments/round-notice.repository';
import { TournamentGameRepository } from '../community/tournaments/tournament-game.repository';
import { TournamentRepository } from '../community/tournaments/tournament.repository';
import { TournamentStartSweepRepository } from '../community/tournaments/tournament-start-sweep.repository';
import { noObligations } from '../community/reliability/obligations';
import { ReliabilityRepository } from '../community/reliability/reliability.repository';
import { ReputationRepository } from '../community/reputation/reputation.repository';
import { ModerationActionRepository } from '../community/moderation/moderation-action.repository';
import { ReportRepository } from '../community/moderation/report.repository';
import { ReportSubjectRepository } from '../community/moderation/report-subject.repository';
import { DEFAULT_POINTS_TABLE } from '../play/core/points-table';
import type { PlayerResult } from '../play/core/seat-outcome';
import { AT, BLACK, GAME, type NamedStatement, type QueryFile, recorded, WHITE } from './catalog';
import type { recordingManager } from './recording-manager';

// Example inputs of the community's statements, besides the shared ones of catalog.ts.
const CLUB = '00000000-0000-4000-8000-0000000000c1';
const LADDER = '00000000-0000-4000-8000-0000000000d1';
const SEASON = '00000000-0000-4000-8000-0000000000e1';
const RATED = { rating: 1662.3, rd: 290.3, volatility: 0.06 };
const TOURNAMENT = '00000000-0000-4000-8000-0000000000f1';

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
        call('ClubRepository.holdsInvitation: read under the club lock by joining', (m) =>
          clubs.holdsInvitation(m, CLUB, BLACK),
        ),
        call('ClubRepository.membershipsOf: the clubs a closed account leaves', (m) => clubs.membershipsOf(m, WHITE)),
        call('ClubRepository.promoteSuccessor: an owner for a club its last owner left', (m) =>
          clubs.promoteSuccessor(m, CLUB, WHITE),
        ),
        call('ClubRepository.deleteInvitationsOf: a closed account’s invitations', (m) =>
          clubs.deleteInvitationsOf(m, WHITE),
        ),
      );
    },
  },
  {
    file: 'ladder.repository.sql',
    statements: () => {
      const ladders = new LadderRepository();
      const settings = {
        name: 'Spring ladder',
        options: {},
        optionsFixed: true,
        timeControl: { kind: 'correspondence', daysPerMove: 3 },
        pointsTable: DEFAULT_POINTS_TABLE,
        allowStrawmen: false,
        rated: true,
        holderCredit: 'final' as const,
        computerGames: true,
      };
      return calls(
        call('LadderRepository.find', (m) => ladders.find(m, LADDER)),
        call('LadderRepository.lock: under the row lock (a change of scoring, the first game, a new season)', (m) =>
          ladders.lock(m, LADDER),
        ),
        call('LadderRepository.ofClub: a club’s ladders by name', (m) => ladders.ofClub(m, CLUB)),
        call('LadderRepository.nameTaken: a ladder of the club with that name, whatever the case', (m) =>
          ladders.nameTaken(m, CLUB, 'Spring ladder'),
        ),
        call('LadderRepository.insert: a new ladder', (m) =>
          ladders.insert(m, { ...settings, clubId: CLUB, variant: '007', createdBy: WHITE }),
        ),
        call('LadderRepository.update: the ladder’s settings', (m) => ladders.update(m, LADDER, settings)),
        call('LadderRepository.markFirstGame: the first game fixes the scoring', (m) =>
          ladders.markFirstGame(m, LADDER),
        ),
        call('LadderRepository.appendEvent: an entry of the ladder’s audit log', (m) =>
          ladders.appendEvent(m, {
            ladderId: LADDER,
            seasonId: SEASON,
            gameId: GAME,
            type: 'game-annulled',
            actorId: WHITE,
            payload: { reason: 'fair play', wasCounted: true },
          }),
        ),
        call('LadderRepository.events: the first page of the audit log', (m) =>
          ladders.events(m, LADDER, undefined, 21),
        ),
        call('LadderRepository.events: a later page', (m) => ladders.events(m, LADDER, '42', 21)),
      );
    },
  },
  {
    file: 'season.repository.sql',
    statements: () => {
      const seasons = new SeasonRepository();
      return calls(
        call('SeasonRepository.ofLadder: a ladder’s seasons, the latest first', (m) => seasons.ofLadder(m, LADDER)),
        call('SeasonRepository.current: the season running today (UTC)', (m) => seasons.current(m, LADDER)),
        call('SeasonRepository.meant: the season given, else current, else the latest started', (m) =>
          seasons.meant(m, LADDER, SEASON),
        ),
        call('SeasonRepository.overlapping: a season sharing a day with new dates', (m) =>
          seasons.overlapping(m, LADDER, '2026-04-01', '2026-06-30'),
        ),
        call('SeasonRepository.insert: a new season', (m) =>
          seasons.insert(m, LADDER, { name: 'Spring', startsOn: '2026-04-01', endsOn: '2026-06-30' }),
        ),
        call('SeasonRepository.shareLock: the season’s row while one of its games is annulled', (m) =>
          seasons.shareLock(m, SEASON),
        ),
        call('SeasonRepository.lock: the season’s row while its standings are rebuilt', (m) => seasons.lock(m, SEASON)),
        call('SeasonRepository.countOneMore: a game counted (its row before the players’)', (m) =>
          seasons.countOneMore(m, SEASON),
        ),
        call('SeasonRepository.countOneLess: a counted game annulled', (m) => seasons.countOneLess(m, SEASON)),
        call('SeasonRepository.setCounted: the count a rebuild found', (m) => seasons.setCounted(m, SEASON, 12)),
      );
    },
  },
  {
    file: 'ladder-game.repository.sql',
    statements: () => {
      const games = new LadderGameRepository();
      return calls(
        call('LadderGameRepository.insert: a challenge’s game, registered with the ladder', (m) =>
          games.insert(m, { gameId: GAME, ladderId: LADDER, seasonId: SEASON, challengerId: WHITE }),
        ),
        call('LadderGameRepository.find: a ladder game with its game’s status and seats', (m) => games.find(m, GAME)),
        call('LadderGameRepository.page: the first page of a ladder’s games', (m) => games.page(m, LADDER, {}, 21)),
        call('LadderGameRepository.page: a later page of one season’s counted games', (m) =>
          games.page(
            m,
            LADDER,
            { seasonId: SEASON, state: 'counted', after: { createdAt: AT.toISOString(), gameId: GAME } },
            21,
          ),
        ),
        call(
          'LadderGameRepository.lockToCount: the ending game’s row and its ladder’s scoring, its season share-locked',
          (m) => games.lockToCount(m, GAME),
        ),
        call('LadderGameRepository.lockOfLadder: the game to annul, locked', (m) =>
          games.lockOfLadder(m, GAME, LADDER),
        ),
        call('LadderGameRepository.lockCounted: a season’s counted games, locked in id order (a rebuild)', (m) =>
          games.lockCounted(m, SEASON),
        ),
        call('LadderGameRepository.setVoid: a game that does not count', (m) => games.setVoid(m, GAME, AT)),
        call('LadderGameRepository.setCounted', (m) => games.setCounted(m, GAME, AT)),
        call('LadderGameRepository.setAnnulled', (m) => games.setAnnulled(m, GAME)),
        call('LadderGameRepository.holdings: the game’s record of holders, as a ladder credits them', (m) =>
          games.holdings(m, GAME),
        ),
        call(
          'LadderGameRepository.hiddenFrom: the games of a page a caller may not see (PrivateGamesInterceptor)',
          (m) => games.hiddenFrom(m, [GAME], WHITE),
        ),
      );
    },
  },
  {
    file: 'standings.repository.sql',
    statements: () => {
      const standings = new StandingsRepository();
      const outcomes = ['win', 'draw', 'loss', 'coalition-abort', 'neutral'] as const;
      const results: PlayerResult[] = outcomes.map((outcome, i) => ({
        userId: `00000000-0000-4000-8000-00000000001${i}`,
        seats: ['white'],
        outcome,
        points: 5 - i,
      }));
      return calls(
        call('StandingsRepository.addResult: a player’s result in a counted game', (m) =>
          standings.addResult(m, GAME, SEASON, results[0]),
        ),
        call('StandingsRepository.results: the results a game was counted with', (m) => standings.results(m, GAME)),
        call('StandingsRepository.resultsOf: a user’s ladder results, for the data export', (m) =>
          standings.resultsOf(m, WHITE),
        ),
        call(
          [
            'StandingsRepository.tally: a player’s row of the table, in user-id order (here a win)',
            'StandingsRepository.tally: a player’s row of the table (here a draw)',
            'StandingsRepository.tally: a player’s row of the table (here a loss)',
            'StandingsRepository.tally: a player’s row of the table (here an abort)',
            'StandingsRepository.tally: a player’s row of the table (here neutral)',
            'StandingsRepository.tally: each pair’s head-to-head row',
            'StandingsRepository.tally: a game annulled, the rows left without games',
          ],
          async (m) => {
            await standings.tally(m, SEASON, results, 1);
            await standings.tally(m, SEASON, results.slice(0, 1), -1);
          },
        ),
        call('StandingsRepository.table: a 007 ladder’s table, with ratings', (m) => standings.table(m, SEASON, true)),
        call('StandingsRepository.table: a Coalition Chess ladder’s table', (m) => standings.table(m, SEASON, false)),
        call('StandingsRepository.headToHead: among players level on points, wins and games', (m) =>
          standings.headToHead(m, SEASON, [WHITE, BLACK]),
        ),
        call(
          [
            'StandingsRepository.snapshot: the season’s rows of the table (before and after a rebuild)',
            'StandingsRepository.snapshot: its head-to-head rows',
          ],
          (m) => standings.snapshot(m, SEASON),
        ),
        call(
          [
            'StandingsRepository.clear: the season’s table, before a rebuild',
            'StandingsRepository.clear: its head-to-head rows',
            'StandingsRepository.clear: its results',
          ],
          (m) => standings.clear(m, SEASON),
        ),
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
        call('RatingRepository.lockTable: the ratings, against concurrent rating while an annulment replays', (m) =>
          ratings.lockTable(m),
        ),
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
        call('RatingRepository.page: the first page of the 007 leaderboard', (m) => ratings.page(m, undefined, 21)),
        call('RatingRepository.page: a later page', (m) => ratings.page(m, { rating: 1662.3, userId: WHITE }, 21)),
        call('RatingRepository.player: a player and their rating, if any', (m) => ratings.player(m, 'Ann')),
        call('RatingRepository.history: a player’s last rated games, as the caller may see them', (m) =>
          ratings.history(m, WHITE, BLACK),
        ),
      );
    },
  },
  {
    file: 'coalition-rating.repository.sql',
    statements: () => {
      const ratings = new CoalitionRatingRepository();
      const tracks = [
        { userId: WHITE, role: 'all' as const },
        { userId: WHITE, role: 'great' as const },
      ];
      const change = { userId: WHITE, role: 'all' as const, before: NEW_SKILL, after: { mu: 27.6, sigma: 8.07 } };
      const teams = [
        { rank: 1, holders: [{ seat: 'yellow', userId: WHITE, computer: null, weight: 1 }] },
        { rank: 2, holders: [{ seat: 'black', userId: BLACK, computer: null, weight: 1 }] },
      ];
      return calls(
        call('CoalitionRatingRepository.holdings: who held each seat, with the actions each made', (m) =>
          ratings.holdings(m, GAME),
        ),
        call('CoalitionRatingRepository.addMissing: new players’ rows in the tracks they lack', (m) =>
          ratings.addMissing(m, tracks, NEW_SKILL, AT),
        ),
        call('CoalitionRatingRepository.lock: the players’ rows, locked in (user, role) order', (m) =>
          ratings.lock(m, [WHITE, BLACK]),
        ),
        call('CoalitionRatingRepository.save: the tracks’ new ratings', (m) =>
          ratings.save(m, [{ userId: WHITE, role: 'all', skill: change.after }], 1, AT),
        ),
        call(
          [
            'CoalitionRatingRepository.addRatedGame: the rated game with its teams',
            'CoalitionRatingRepository.addRatedGame: each track’s rating before and after it',
          ],
          (m) => ratings.addRatedGame(m, GAME, teams, [change], AT),
          () => [{ seq: '7' }],
        ),
        call('CoalitionRatingRepository.lockTable: against rating while an annulment replays', (m) =>
          ratings.lockTable(m),
        ),
        call('CoalitionRatingRepository.annulRatedGame: the annulled game’s rating, with its changes', (m) =>
          ratings.annulRatedGame(m, GAME),
        ),
        call('CoalitionRatingRepository.gamesAfter: the rated games an annulment replays, in order', (m) =>
          ratings.gamesAfter(m, '7'),
        ),
        call('CoalitionRatingRepository.rerate: the replayed games’ changes', (m) =>
          ratings.rerate(m, [{ seq: '8', change }]),
        ),
        call('CoalitionRatingRepository.board: the first page of a leaderboard', (m) =>
          ratings.board(m, 'all', undefined, 21),
        ),
        call('CoalitionRatingRepository.board: a later page', (m) =>
          ratings.board(m, 'small', { ordinal: 12.5, userId: WHITE }, 21),
        ),
        call('CoalitionRatingRepository.tracksOf: a player’s tracks', (m) => ratings.tracksOf(m, WHITE)),
        call('CoalitionRatingRepository.history: a player’s last rated games of a track', (m) =>
          ratings.history(m, WHITE, 'all', BLACK, 50),
        ),
      );
    },
  },
  {
    file: 'rating-annulment.repository.sql',
    statements: () => {
      const annulments = new RatingAnnulmentRepository();
      return calls(
        call('RatingAnnulmentRepository.add: a game annulled for the ratings', (m) => annulments.add(m, GAME, AT)),
        call('RatingAnnulmentRepository.has', (m) => annulments.has(m, GAME)),
      );
    },
  },
  {
    file: 'reliability.repository.sql',
    statements: () => {
      const reliability = new ReliabilityRepository();
      const timeout = {
        ...noObligations(BLACK),
        results: [false, false],
        turnsMissed: 1,
        gamesAbandoned: 1,
      };
      const finished = { ...noObligations(WHITE), results: [true], gamesFinished: 1 };
      return calls(
        call('ReliabilityRepository.addObligations: obligations met and missed (ReliabilityRecorder)', (m) =>
          reliability.addObligations(m, [timeout, finished], AT),
        ),
        call('ReliabilityRepository.addMisses: seats lost, each excused or not', (m) =>
          reliability.addMisses(m, GAME, [{ userId: BLACK, seat: 'black', kind: 'timeout', excused: false }], AT),
        ),
        call('ReliabilityRepository.timedOutSeats: the game’s seats lost by a time-out', (m) =>
          reliability.timedOutSeats(m, GAME),
        ),
        call('ReliabilityRepository.onVacation: who has a vacation that day', (m) =>
          reliability.onVacation(m, [WHITE, BLACK], '2026-01-01'),
        ),
        call('ReliabilityRepository.rescuedSeats: seats a substitute took over from a computer', (m) =>
          reliability.rescuedSeats(m, GAME),
        ),
      );
    },
  },
  {
    file: 'reputation.repository.sql',
    statements: () => {
      const reputation = new ReputationRepository();
      return calls(
        call('ReputationRepository.reliability: the players’ reliability and recent time-outs', (m) =>
          reputation.reliability(m, [WHITE, BLACK], AT),
        ),
        call('ReputationRepository.coalitionRatings: the players’ Coalition Chess ratings', (m) =>
          reputation.coalitionRatings(m, [WHITE, BLACK]),
        ),
        call('ReputationRepository.glickoRatings: the players’ 007 ratings', (m) =>
          reputation.glickoRatings(m, [WHITE, BLACK]),
        ),
      );
    },
  },
  {
    file: 'alliance.repository.sql',
    statements: () => {
      const alliances = new AllianceRepository();
      return calls(
        call('AllianceRepository.addFormed: a coalition formed (AllianceRecorder)', (m) =>
          alliances.addFormed(m, {
            gameId: GAME,
            leaderSeat: 'white',
            joinerSeat: 'green',
            leaderId: WHITE,
            joinerId: null,
            round: 2,
            how: 'declaration',
            formedAt: AT,
            formedSeq: 4,
          }),
        ),
        call('AllianceRepository.addFirstMembers: the people holding its seats', (m) =>
          alliances.addFirstMembers(m, '17', WHITE, null, AT),
        ),
        call('AllianceRepository.ofGame: the game ended, its coalitions', (m) => alliances.ofGame(m, GAME)),
        call('AllianceRepository.setOutcome: what came of a coalition', (m) =>
          alliances.setOutcome(m, '17', {
            outcome: 'won',
            reason: 'kings',
            leaderPoints: 1,
            joinerPoints: 1,
            endedAt: AT,
            endedSeq: 9,
          }),
        ),
        call('AllianceRepository.page: the first page of the whole history', (m) =>
          alliances.page(m, { callerId: WHITE }, 21),
        ),
        call('AllianceRepository.page: a later page of a player’s coalitions, every filter', (m) =>
          alliances.page(
            m,
            {
              callerId: WHITE,
              playerId: BLACK,
              ladderId: LADDER,
              seasonId: SEASON,
              form: ['white', 'green'],
              how: 'declaration',
              outcome: 'won',
              after: { formedAt: AT.toISOString(), id: '17' },
            },
            21,
          ),
        ),
        call('AllianceRepository.partners: the first page of a player’s partners', (m) =>
          alliances.partners(m, WHITE, BLACK, {}, 21),
        ),
        call('AllianceRepository.partners: a later page, in one season of a ladder', (m) =>
          alliances.partners(
            m,
            WHITE,
            BLACK,
            { ladderId: LADDER, seasonId: SEASON, after: { games: 3, nameKey: 'ann' } },
            21,
          ),
        ),
        call('AllianceRepository.forms: a ladder’s coalition forms', (m) => alliances.forms(m, LADDER, {})),
        call('AllianceRepository.forms: in one season, formed one way', (m) =>
          alliances.forms(m, LADDER, { seasonId: SEASON, how: 'check' }),
        ),
        call('AllianceRepository.player: whose history or partners', (m) => alliances.player(m, 'Bob')),
      );
    },
  },
  {
    file: 'report.repository.sql',
    statements: () => {
      const reports = new ReportRepository();
      const REPORT = '00000000-0000-4000-8000-0000000000f1';
      return calls(
        call('ReportRepository.insert: a report, unless the reporter has it open already', (m) =>
          reports.insert(m, {
            reporterId: WHITE,
            subject: 'message',
            subjectId: '4711',
            reportedUserId: BLACK,
            gameId: GAME,
            clubId: null,
            messageId: '4711',
            reason: 'harassment',
            text: 'Insults in our private channel.',
          }),
        ),
        call('ReportRepository.find', (m) => reports.find(m, REPORT)),
        call('ReportRepository.lock: a moderator acting on it', (m) => reports.lock(m, REPORT)),
        call('ReportRepository.close: dismissed or actioned', (m) => reports.close(m, REPORT, 'actioned', WHITE, AT)),
        call('ReportRepository.page: the queue, open first, oldest first', (m) =>
          reports.page(m, 'open', [false, '2026-01-01T12:00:00.000Z', REPORT], 21),
        ),
        call('ReportRepository.countsAbout: the reports that named a person', (m) => reports.countsAbout(m, BLACK)),
      );
    },
  },
  {
    file: 'moderation-action.repository.sql',
    statements: () => {
      const actions = new ModerationActionRepository();
      return calls(
        call('ModerationActionRepository.append: the audit log', (m) =>
          actions.append(m, {
            moderatorId: WHITE,
            action: 'suspend',
            reportId: '00000000-0000-4000-8000-0000000000f1',
            userId: BLACK,
            gameId: null,
            reason: 'Repeated insults after a warning.',
            until: new Date('2026-01-08T12:00:00.000Z'),
          }),
        ),
        call('ModerationActionRepository.find', (m) => actions.find(m, '17')),
        call('ModerationActionRepository.ofReport', (m) => actions.ofReport(m, '00000000-0000-4000-8000-0000000000f1')),
        call('ModerationActionRepository.aboutUser: what was done about a person', (m) =>
          actions.aboutUser(m, BLACK, 10),
        ),
        call('ModerationActionRepository.page: the log, newest first', (m) => actions.page(m, 100, 51)),
      );
    },
  },
  {
    file: 'report-subject.repository.sql',
    statements: () => {
      const subjects = new ReportSubjectRepository();
      return calls(
        call('ReportSubjectRepository.line: a reported message', (m) => subjects.line(m, '4711')),
        call('ReportSubjectRepository.gameExists', (m) => subjects.gameExists(m, GAME)),
      );
    },
  },
  {
    file: 'round-notice.repository.sql',
    statements: () => {
      const notices = new RoundNoticeRepository();
      return calls(
        call('RoundNoticeRepository.people: the people paired in a round', (m) => notices.people(m, TOURNAMENT, 2)),
        call('RoundNoticeRepository.seats: the seats and byes of some entrants’ round', (m) =>
          notices.seats(m, TOURNAMENT, 2, [WHITE, BLACK]),
        ),
        call('RoundNoticeRepository.seats: every round of a round robin, for some entrants', (m) =>
          notices.seats(m, TOURNAMENT, null, [WHITE, BLACK]),
        ),
        call('RoundNoticeRepository.write: one notice per entrant and round, never twice', (m) =>
          notices.write(m, [
            {
              userId: WHITE,
              payload: {
                tournamentId: TOURNAMENT,
                tournament: 'Winter Swiss',
                variant: '007',
                format: 'swiss',
                round: 2,
                rounds: 5,
                allRounds: false,
                bye: false,
                games: [
                  {
                    round: 2,
                    board: 1,
                    gameId: GAME,
                    seat: 'white',
                    opponents: [{ seat: 'black', username: 'bob', displayName: 'Bob', bot: false }],
                  },
                ],
              },
            },
          ]),
        ),
      );
    },
  },
  {
    file: 'tournament-start-sweep.repository.sql',
    statements: () =>
      calls(
        call('TournamentStartSweepRepository.stalled: events starting with no live start job', (m) =>
          new TournamentStartSweepRepository().stalled(m, 'tournament-start', 100),
        ),
      ),
  },
  {
    file: 'tournament.repository.sql',
    statements: () => {
      const t = new TournamentRepository();
      const settings = {
        name: 'Winter Round Robin',
        formatOptions: { double: false },
        options: {},
        timeControl: { kind: 'correspondence', daysPerMove: 3 },
        pointsTable: { win: 1, draw: 0.5, loss: 0, coalitionAbort: 0, noCoalition: 0 },
        tieBreaks: ['wins', 'sonneborn-berger', 'direct-encounter', 'rating'] as const,
        admission: 'open' as const,
        allowBots: false,
        entriesCloseAt: AT,
        startsAt: AT,
        minEntrants: 3,
        maxEntrants: 100,
      };
      return calls(
        call('TournamentRepository.find: a tournament with its number of entrants', (m) => t.find(m, TOURNAMENT)),
        call(
          [
            'TournamentRepository.lock: the row locked (entries, the start, withdrawals, rounds)…',
            '…then read again under the lock (TournamentRepository.find)',
          ],
          (m) => t.lock(m, TOURNAMENT),
          (sql) => (sql.includes('FOR UPDATE') ? [{ '?column?': 1 }] : []),
        ),
        call('TournamentRepository.page: the first page of a club’s tournaments', (m) =>
          t.page(m, CLUB, undefined, 21),
        ),
        call('TournamentRepository.page: a later page', (m) =>
          t.page(m, CLUB, { createdAt: AT.toISOString(), id: TOURNAMENT }, 21),
        ),
        call('TournamentRepository.nameTaken: another tournament of the club with that name', (m) =>
          t.nameTaken(m, CLUB, 'Winter Round Robin', null),
        ),
        call(
          'TournamentRepository.insert: a new tournament',
          (m) => t.insert(m, { ...settings, clubId: CLUB, variant: '007', format: 'round-robin', createdBy: WHITE }),
          () => [{ id: TOURNAMENT }],
        ),
        call('TournamentRepository.update: its settings, before the start', (m) => t.update(m, TOURNAMENT, settings)),
        call('TournamentRepository.setStarted: running or starting, with its rounds and schedule', (m) =>
          t.setStarted(m, TOURNAMENT, 4, [[[0, 1, 2, null]]], AT),
        ),
        call('TournamentRepository.setRunning: every game of a starting event exists', (m) =>
          t.setRunning(m, TOURNAMENT, 3),
        ),
        call('TournamentRepository.setRoundPlan: a big round left to the job, its tables fixed', (m) =>
          t.setRoundPlan(m, TOURNAMENT, {
            round: 2,
            tables: [
              {
                board: 1,
                seats: [
                  { seat: 'white', userId: WHITE },
                  { seat: 'black', userId: BLACK },
                ],
              },
            ],
          }),
        ),
        call('TournamentRepository.setRound: the round being played', (m) => t.setRound(m, TOURNAMENT, 2)),
        call('TournamentRepository.setFinished', (m) => t.setFinished(m, TOURNAMENT, AT)),
        call('TournamentRepository.entry: one user’s entry', (m) => t.entry(m, TOURNAMENT, BLACK)),
        call('TournamentRepository.enter: a new entry, or a withdrawn one renewed', (m) =>
          t.enter(m, TOURNAMENT, BLACK, WHITE),
        ),
        call('TournamentRepository.removeEntry: withdrawn before the start', (m) =>
          t.removeEntry(m, TOURNAMENT, BLACK),
        ),
        call('TournamentRepository.withdraw: withdrawn in the middle', (m) => t.withdraw(m, TOURNAMENT, BLACK, AT)),
        call('TournamentRepository.entered: the field, in the order of entry', (m) => t.entered(m, TOURNAMENT)),
        call('TournamentRepository.allEntries: every entry by seed', (m) => t.allEntries(m, TOURNAMENT)),
        call('TournamentRepository.entriesPage: the first page of entries', (m) =>
          t.entriesPage(m, TOURNAMENT, undefined, 21),
        ),
        call('TournamentRepository.entriesPage: a later page', (m) =>
          t.entriesPage(m, TOURNAMENT, { enteredAt: AT.toISOString(), userId: BLACK }, 21),
        ),
        call('TournamentRepository.setSeeds: the start’s seeds', (m) => t.setSeeds(m, TOURNAMENT, [WHITE, BLACK])),
        call('TournamentRepository.ratings007: the entrants’ 007 ratings', (m) => t.ratings007(m, [WHITE, BLACK])),
        call('TournamentRepository.appendEvent: an entry of the log', (m) =>
          t.appendEvent(m, {
            tournamentId: TOURNAMENT,
            type: 'forfeit',
            round: 2,
            gameId: GAME,
            actorId: WHITE,
            payload: { player: 'bob' },
          }),
        ),
        call('TournamentRepository.events: the first page of the log', (m) => t.events(m, TOURNAMENT, undefined, 21)),
        call('TournamentRepository.events: a later page of the log', (m) => t.events(m, TOURNAMENT, '42', 21)),
      );
    },
  },
  {
    file: 'tournament-game.repository.sql',
    statements: () => {
      const g = new TournamentGameRepository();
      return calls(
        call('TournamentGameRepository.insertGame: a game of a round', (m) =>
          g.insertGame(m, { gameId: GAME, tournamentId: TOURNAMENT, round: 1, board: 1 }),
        ),
        call('TournamentGameRepository.insertSeats: who was paired to each seat', (m) =>
          g.insertSeats(m, TOURNAMENT, 1, GAME, [
            { seat: 'white', userId: WHITE },
            { seat: 'black', userId: null },
          ]),
        ),
        call('TournamentGameRepository.insertBye', (m) =>
          g.insertBye(m, { tournamentId: TOURNAMENT, round: 1, userId: WHITE, points: 1 }),
        ),
        call('TournamentGameRepository.lockToCount: the ending game’s row', (m) => g.lockToCount(m, GAME)),
        call('TournamentGameRepository.seatsOf: the game’s paired seats', (m) => g.seatsOf(m, GAME)),
        call(['TournamentGameRepository.setCounted: the game counts…', '…with each seat’s outcome and points'], (m) =>
          g.setCounted(m, GAME, AT, [{ seat: 'white', outcome: 'win', points: 1 }]),
        ),
        call('TournamentGameRepository.setVoid', (m) => g.setVoid(m, GAME, AT)),
        call('TournamentGameRepository.markForfeit: a withdrawn entrant’s seat', (m) => g.markForfeit(m, GAME, WHITE)),
        call(
          'TournamentGameRepository.playingInRound',
          (m) => g.playingInRound(m, TOURNAMENT, 1),
          () => [{ n: 0 }],
        ),
        call('TournamentGameRepository.playingOf: an entrant’s games still played', (m) =>
          g.playingOf(m, TOURNAMENT, WHITE),
        ),
        call('TournamentGameRepository.allSeats: every paired seat and bye of the event', (m) =>
          g.allSeats(m, TOURNAMENT),
        ),
        call('TournamentGameRepository.round: a round’s games with their seats', (m) => g.round(m, TOURNAMENT, 1)),
        call('TournamentGameRepository.byes: a round’s byes', (m) => g.byes(m, TOURNAMENT, 1)),
        call('TournamentGameRepository.gameIds: every game, for the exports', (m) => g.gameIds(m, TOURNAMENT)),
      );
    },
  },
];
