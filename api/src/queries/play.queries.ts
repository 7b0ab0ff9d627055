import { noObligations } from '../community/reliability/obligations';
import { ReliabilityRepository } from '../community/reliability/reliability.repository';
import { OutboxRepository } from '../platform/outbox/outbox.repository';
import { AccountGamesRepository } from '../play/audit/account-games.repository';
import { AuditRepository } from '../play/audit/audit.repository';
import { ComputerTurnRepository } from '../play/computer-seats/computer-turn.repository';
import { BotSeatRepository } from '../play/bots/bot-seat.repository';
import { ChallengeNoticeRepository } from '../play/challenges/challenge-notice.repository';
import { ChallengeRepository } from '../play/challenges/challenge.repository';
import { RematchRepository } from '../play/rematch/rematch.repository';
import { ClockRepository } from '../play/core/clock.repository';
import { GameChangeRepository } from '../play/core/game-change.repository';
import type { GameRecord } from '../play/core/game-record';
import { GameRepository } from '../play/core/game.repository';
import { IdempotencyRepository } from '../play/core/idempotency.repository';
import { VacationRepository } from '../play/core/vacation.repository';
import { EventRepository } from '../play/events/event.repository';
import { GameListRepository } from '../play/games/game-list.repository';
import { OpenGameRepository } from '../play/games/open-game.repository';
import { AccountSeatsRepository } from '../play/games/account-seats.repository';
import { LobbyRepository } from '../play/lobby/lobby.repository';
import { ChannelLineRepository } from '../play/negotiation/channel-line.repository';
import { MuteRepository } from '../play/negotiation/mute.repository';
import { NoteRepository } from '../play/negotiation/note.repository';
import { ReadMarkerRepository } from '../play/negotiation/read-marker.repository';
import { ReportedEventRepository } from '../play/negotiation/reported-event.repository';
import { linesOf } from '../play/negotiation/system-lines';
import { nextPlanVersion } from '../play/plans/plan-version';
import { DraftRepository } from '../play/drafts/draft.repository';
import { VisitRepository } from '../play/visits/visit.repository';
import { PlanRepository } from '../play/plans/plan.repository';
import { SeatHandoverRepository } from '../play/seats/seat-handover.repository';
import { SeatHolderRepository } from '../play/seats/seat-holder.repository';
import { PlaySettingsRepository } from '../play/settings/play-settings.repository';
import { AT, BLACK, GAME, GAME_007, move, type QueryFile, recorded, WHITE, WON, yourTurn } from './catalog';

const changes = new GameChangeRepository();
const reliability = new ReliabilityRepository();

/** The repositories of play/ (and the outbox its changes write), folder by folder: the core first. */
export const PLAY_QUERIES: readonly QueryFile[] = [
  {
    file: 'bot-seat.repository.sql',
    statements: async () => [
      ...(await recorded(['BotSeatRepository.hasSeat: an account about to become a bot'], (m) =>
        new BotSeatRepository().hasSeat(m, WHITE),
      )),
      ...(await recorded(['BotSeatRepository.gamesInPlay: against a bot’s games at once'], (m) =>
        new BotSeatRepository().gamesInPlay(m, WHITE),
      )),
      ...(await recorded(['BotSeatRepository.botGamesToday: against BOT_GAMES_PER_DAY'], (m) =>
        new BotSeatRepository().botGamesToday(m, WHITE),
      )),
    ],
  },
  {
    file: 'challenge-notice.repository.sql',
    statements: async () => {
      const notices = new ChallengeNoticeRepository();
      return [
        ...(await recorded(['ChallengeNoticeRepository.settle: a challenge closed, its notices'], (m) =>
          notices.settle(m, [GAME], 'declined', BLACK),
        )),
        ...(await recorded(['ChallengeNoticeRepository.settleExpired: the hourly sweep'], (m) =>
          notices.settleExpired(m, AT),
        )),
      ];
    },
  },
  {
    file: 'challenge.repository.sql',
    statements: async () => {
      const challenges = new ChallengeRepository();
      const after = { createdAt: AT.toISOString(), id: GAME };
      // A row for the statements that read or insert one, so the code goes on to its next statement.
      const aRow = (sql: string) => (/RETURNING id|SELECT c\.id/.test(sql) ? [{ id: GAME }] : []);
      return [
        ...(await recorded(
          ['ChallengeRepository.insert: the challenge', 'ChallengeRepository.insert: those challenged'],
          (m) =>
            challenges.insert(m, {
              challengerId: WHITE,
              variant: '007',
              options: {},
              timeControl: { type: 'per-move', days: 3 },
              seats: [
                { seat: 'white', me: true },
                { seat: 'black', userId: BLACK },
              ],
              invitees: [{ userId: BLACK, seat: 'black' }],
              createdAt: AT,
              expiresAt: AT,
            }),
          aRow,
        )),
        ...(await recorded(
          ['ChallengeRepository.lock: the row lock', 'ChallengeRepository.lock: those challenged'],
          (m) => challenges.lock(m, GAME),
          aRow,
        )),
        ...(await recorded(
          ['ChallengeRepository.find', 'ChallengeRepository.find: those challenged'],
          (m) => challenges.find(m, GAME),
          aRow,
        )),
        ...(await recorded(['ChallengeRepository.answer'], (m) => challenges.answer(m, GAME, BLACK, 'accepted'))),
        ...(await recorded(['ChallengeRepository.close'], (m) => challenges.close(m, GAME, 'accepted', null, GAME))),
        ...(await recorded(['ChallengeRepository.lockRematch: the offer’s rematch row'], (m) =>
          challenges.lockRematch(m, GAME),
        )),
        ...(await recorded(['ChallengeRepository.linkRematch: the accepted offer’s game'], (m) =>
          challenges.linkRematch(m, GAME, GAME),
        )),
        ...(await recorded(['ChallengeRepository.sweep: closed or expired for 30 days'], (m) =>
          challenges.sweep(m, AT),
        )),
        ...(await recorded(['ChallengeRepository.withdrawAllOf: an account closed'], (m) =>
          challenges.withdrawAllOf(m, WHITE),
        )),
        ...(await recorded(
          [
            'ChallengeRepository.incoming: challenge_invitees_user_idx',
            'ChallengeRepository.incoming: those challenged',
          ],
          (m) => challenges.incoming(m, BLACK, after, 21),
          aRow,
        )),
        ...(await recorded(
          ['ChallengeRepository.outgoing: challenges_challenger_idx', 'ChallengeRepository.outgoing: those challenged'],
          (m) => challenges.outgoing(m, WHITE, after, 21),
          aRow,
        )),
      ];
    },
  },
  {
    file: 'rematch.repository.sql',
    statements: async () => {
      const rematches = new RematchRepository();
      const aRow = (sql: string) => (/FOR UPDATE/.test(sql) ? [{ originId: GAME }] : []);
      return [
        ...(await recorded(
          ['RematchRepository.claim: the origin’s row, made if missing', 'RematchRepository.claim: locked'],
          (m) => rematches.claim(m, GAME),
          aRow,
        )),
        ...(await recorded(['RematchRepository.find'], (m) => rematches.find(m, GAME))),
        ...(await recorded(['RematchRepository.offered: the offer’s challenge'], (m) =>
          rematches.offered(m, GAME, GAME),
        )),
        ...(await recorded(['RematchRepository.started: the rematch game'], (m) => rematches.started(m, GAME, GAME))),
      ];
    },
  },
  {
    file: 'game.repository.sql',
    statements: async () => {
      const games = new GameRepository();
      return [
        ...(await recorded(['GameRepository.find'], (m) => games.find(m, GAME))),
        ...(await recorded(['GameRepository.lock: the row lock, then the game read as find reads it'], (m) =>
          games.lock(m, GAME),
        )),
        ...(await recorded(['GameRepository.findMany'], (m) => games.findMany(m, [GAME]))),
      ];
    },
  },
  {
    file: 'game-change.repository.sql',
    statements: async () => {
      const halfMove = changes.chain(GAME_007, [move('e2e4')], AT);
      const afterHalfMove: GameRecord = {
        ...GAME_007,
        version: halfMove.version,
        headHash: halfMove.headHash,
        toMove: ['black'],
        updatedAt: AT,
      };
      const turn = changes.chain(GAME_007, [move('e2e4'), move('e7e5'), move('g1f3')], AT);
      const afterTurn: GameRecord = {
        ...GAME_007,
        status: 'finished',
        version: turn.version,
        headHash: turn.headHash,
        toMove: [],
        result: WON as GameRecord['result'],
        finishedAt: AT,
        deadlineAt: null,
        updatedAt: AT,
      };
      const over = { ...yourTurn, kind: 'game-over' as const };
      return [
        {
          name: 'GameChangeService.commitIfUnchanged: a half-move (one event, one notification), guarded, no transaction',
          ...changes.guarded(GAME_007, halfMove, afterHalfMove, [changes.notifications([yourTurn])]),
        },
        {
          name: 'GameChangeService.commitIfUnchanged: a turn’s last half-move, with the turn kept in time (TurnsKeptEffect), guarded',
          ...changes.guarded(GAME_007, halfMove, afterHalfMove, [
            changes.notifications([yourTurn]),
            reliability.obligationsPart([{ ...noObligations(WHITE), results: [true], turnsOnTime: 1 }], AT),
          ]),
        },
        {
          name: 'GameChangeService.commit: a change under the row lock (three events, two notifications)',
          ...changes.locked(turn, afterTurn, [changes.notifications([over, { ...over, userId: WHITE }])]),
        },
        {
          name: 'GameChangeService.commit: a change without notifications (a seat given up)',
          ...changes.locked(halfMove, afterHalfMove, [changes.notifications([])]),
        },
      ];
    },
  },
  {
    file: 'idempotency.repository.sql',
    statements: async () => {
      const keys = new IdempotencyRepository();
      const request = { key: 'retry-1', fingerprint: 'f'.repeat(64) };
      return [
        ...(await recorded(['IdempotencyRepository.claim: the key, one request at a time'], (m) =>
          keys.claim(m, WHITE, request),
        )),
        ...(await recorded(['IdempotencyRepository.find'], (m) => keys.find(m, WHITE, request))),
        ...(await recorded(['IdempotencyRepository.save'], (m) =>
          keys.save(m, WHITE, request, { status: 201, body: { id: GAME } }),
        )),
      ];
    },
  },
  {
    // A change writes the clocks in its snapshot's UPDATE (game-change.repository.sql); these
    // are the writes and reads outside one.
    file: 'clock.repository.sql',
    statements: async () => {
      const clocks = new ClockRepository();
      const settled = {
        clocks: { white: { since: AT.toISOString(), deadline: '2026-01-04T12:00:00.000Z' } },
        deadline: Date.parse('2026-01-04T12:00:00.000Z'),
      };
      return [
        ...(await recorded(['ClockRepository.actingIn: the running games in which a user must act'], (m) =>
          clocks.actingIn(m, WHITE),
        )),
        ...(await recorded(['ClockRepository.lock: a game’s clocks and seats, under the row lock'], (m) =>
          clocks.lock(m, GAME),
        )),
        ...(await recorded(['ClockRepository.of: a game’s clocks'], (m) => clocks.of(m, GAME))),
        ...(await recorded(['ClockRepository.set: the clocks and the deadline they give'], (m) =>
          clocks.set(m, GAME, settled),
        )),
        ...(await recorded(['ClockRepository.overdue: the running games past their deadline'], (m) =>
          clocks.overdue(m, AT, 200),
        )),
      ];
    },
  },
  {
    file: 'vacation.repository.sql',
    statements: async () => {
      const vacations = new VacationRepository();
      const VACATION = '00000000-0000-4000-8000-0000000000f1';
      return [
        ...(await recorded(['VacationRepository.byUser: the users’ vacations, as clock pauses'], (m) =>
          vacations.byUser(m, [WHITE, BLACK]),
        )),
        ...(await recorded(['VacationRepository.nextOf: each user’s vacation running or to come'], (m) =>
          vacations.nextOf(m, [WHITE, BLACK], '2026-01-01'),
        )),
        ...(await recorded(['VacationRepository.lockUser: one user’s vacation changes, one at a time'], (m) =>
          vacations.lockUser(m, WHITE),
        )),
        ...(await recorded(['VacationRepository.ofUser: a user’s vacations'], (m) => vacations.ofUser(m, WHITE))),
        ...(await recorded(['VacationRepository.insert'], (m) =>
          vacations.insert(m, WHITE, '2026-02-01', '2026-02-07'),
        )),
        ...(await recorded(['VacationRepository.delete: a vacation yet to come cancelled'], (m) =>
          vacations.delete(m, VACATION),
        )),
        ...(await recorded(['VacationRepository.endOn: a running vacation ended early'], (m) =>
          vacations.endOn(m, VACATION, '2026-01-01'),
        )),
      ];
    },
  },
  {
    file: 'event.repository.sql',
    statements: () =>
      recorded(
        ['EventRepository.page: events after a seq, in order', 'EventRepository.has: an annulment already?'],
        async (m) => {
          await new EventRepository().page(m, GAME, 0, 100);
          await new EventRepository().has(m, GAME, 'game-annulled');
        },
      ),
  },
  {
    file: 'outbox.repository.sql',
    statements: () =>
      recorded(['OutboxRepository.write: notifications outside a change to a game'], (m) =>
        new OutboxRepository().write(m, [yourTurn]),
      ),
  },
  {
    // The list's statements are built from its filters (game-list.repository.ts): the typical
    // variants, first and later pages. Part 1 is the caller's turn, part 2 every other game.
    file: 'game-list.repository.sql',
    statements: async () => {
      const list = new GameListRepository();
      const me = { callerId: WHITE };
      const after = { deadline: '2026-01-04T12:00:00.000Z', id: GAME };
      const ended = { ended: '2026-01-04T12:00:00.123456+00:00', id: GAME };
      return [
        ...(await recorded(['GameListRepository.playerId: the player filter’s user'], (m) => list.playerId(m, 'bob'))),
        ...(await recorded(['GameListRepository.myTurnPart: part 1, the first page'], (m) =>
          list.myTurnPart(m, me, null, 21),
        )),
        ...(await recorded(['GameListRepository.myTurnPart: part 1, a later page of one variant, with a player'], (m) =>
          list.myTurnPart(m, { ...me, variant: 'coalition', playerId: BLACK }, after, 21),
        )),
        ...(await recorded(['GameListRepository.otherGamesPart: part 2 of every game, the first page'], (m) =>
          list.otherGamesPart(m, me, null, 21),
        )),
        ...(await recorded(
          ['GameListRepository.otherGamesPart: part 2 of every game, a later page by variant and status'],
          (m) => list.otherGamesPart(m, { ...me, variant: '007', status: 'active' }, after, 21),
        )),
        ...(await recorded(['GameListRepository.otherGamesPart: part 2 of my games, the first page'], (m) =>
          list.otherGamesPart(m, { ...me, mine: true }, null, 21),
        )),
        ...(await recorded(['GameListRepository.otherGamesPart: part 2 of a player’s finished games'], (m) =>
          list.otherGamesPart(m, { ...me, playerId: BLACK, status: 'finished' }, null, 21),
        )),
        ...(await recorded(
          ['GameListRepository.otherGamesPart: part 2 of my games with a player, a later page of one variant'],
          (m) => list.otherGamesPart(m, { ...me, mine: true, playerId: BLACK, variant: 'coalition' }, after, 21),
        )),
        ...(await recorded(['GameListRepository.finished: every finished game, newest first, the first page'], (m) =>
          list.finished(m, me, null, 21),
        )),
        ...(await recorded(
          ['GameListRepository.finished: a player’s finished games of one variant, a later page'],
          (m) => list.finished(m, { ...me, playerId: BLACK, variant: 'coalition' }, ended, 21),
        )),
        ...(await recorded(['GameListRepository.finished: my finished games with a player, a later page'], (m) =>
          list.finished(m, { ...me, mine: true, playerId: BLACK }, ended, 21),
        )),
        ...(await recorded(['GameListRepository.summaries: a page’s items'], (m) => list.summaries(m, [GAME], false))),
        ...(await recorded(['GameListRepository.summaries: a page’s items with their positions'], (m) =>
          list.summaries(m, [GAME], true),
        )),
        ...(await recorded(['GameListRepository.drafted: which of a page’s games the caller keeps a draft for'], (m) =>
          list.drafted(m, WHITE, [GAME]),
        )),
      ];
    },
  },
  {
    file: 'open-game.repository.sql',
    statements: async () => {
      const games = new OpenGameRepository();
      const newGame = {
        variant: '007',
        rulesEdition: '007/1',
        options: {},
        timeControl: GAME_007.timeControl,
        press: 'table' as const,
        pressReveal: 'after-game' as const,
        abandoned: 'resign' as const,
        abandonedLevel: null,
        analysis: 'allowed' as const,
        createdBy: WHITE,
        createdAt: AT,
        rated: false,
        joinRequirements: { minReliability: 80 },
      };
      return [
        ...(await recorded(['OpenGameRepository.insert: a new game'], (m) => games.insert(m, newGame))),
        ...(await recorded(['OpenGameRepository.insertSeat: a new game’s seat, here an invitation'], (m) =>
          games.insertSeat(m, GAME, { seat: 'black', userId: BLACK, state: 'invited' }, AT),
        )),
        ...(await recorded(['OpenGameRepository.take: an open seat joined, or an invitation accepted'], (m) =>
          games.take(m, GAME, 'black', BLACK),
        )),
        ...(await recorded(['OpenGameRepository.decline'], (m) => games.decline(m, GAME, 'black'))),
        ...(await recorded(['OpenGameRepository.leave: a seat given up before the start'], (m) =>
          games.leave(m, GAME, 'black'),
        )),
        ...(await recorded(['OpenGameRepository.startSeq: the latest start (has anyone acted since?)'], (m) =>
          games.startSeq(m, GAME),
        )),
        ...(await recorded(['OpenGameRepository.withdrawInvitation'], (m) =>
          games.withdrawInvitation(m, GAME, 'black'),
        )),
        ...(await recorded(
          ['OpenGameRepository.invitingEmail: the open games inviting a newly verified address'],
          (m) => games.invitingEmail(m, 'bob@example.com'),
        )),
        ...(await recorded(['OpenGameRepository.claimInvitation: the address’s seat, its account’s invitation'], (m) =>
          games.claimInvitation(m, GAME, 'black', BLACK),
        )),
        ...(await recorded(['OpenGameRepository.seatsOfPerson: a suspended person’s seats, to give up'], (m) =>
          games.seatsOfPerson(m, BLACK),
        )),
      ];
    },
  },
  {
    file: 'account-seats.repository.sql',
    statements: async () => {
      const seats = new AccountSeatsRepository();
      return [
        ...(await recorded(['AccountSeatsRepository.unfinished: a closed account’s seats to give up'], (m) =>
          seats.unfinished(m, WHITE),
        )),
        ...(await recorded(['AccountSeatsRepository.deletePrivate: what only the account read'], (m) =>
          seats.deletePrivate(m, WHITE),
        )),
      ];
    },
  },
  {
    file: 'lobby.repository.sql',
    statements: async () => {
      const lobby = new LobbyRepository();
      const after = ['2026-01-01T12:00:00.000Z', GAME] as const;
      return [
        ...(await recorded(['LobbyRepository.updateListing: a game’s place in the lobby after a seat change'], (m) =>
          lobby.updateListing(m, GAME, AT),
        )),
        ...(await recorded(['LobbyRepository.withdrawOffers: the offers of a game that ended'], (m) =>
          lobby.withdrawOffers(m, GAME),
        )),
        ...(await recorded(['LobbyRepository.unlist: a game that ended out of the lobby'], (m) =>
          lobby.unlist(m, GAME),
        )),
        ...(await recorded(['LobbyRepository.page: the first page of the lobby'], (m) =>
          lobby.page(m, { after: null }, 21),
        )),
        ...(await recorded(['LobbyRepository.page: a later page of one variant’s games'], (m) =>
          lobby.page(m, { variant: 'coalition', after }, 21),
        )),
      ];
    },
  },
  {
    file: 'seat-handover.repository.sql',
    statements: async () => {
      const handovers = new SeatHandoverRepository();
      return [
        ...(await recorded(['SeatHandoverRepository.offer: a seat offered to one person (or, NULL, to anyone)'], (m) =>
          handovers.offer(m, GAME, 'white', BLACK),
        )),
        ...(await recorded(['SeatHandoverRepository.withdrawOffer'], (m) => handovers.withdrawOffer(m, GAME, 'white'))),
        ...(await recorded(
          ['SeatHandoverRepository.handOver: the seat’s next holder, here a computer keeping it on offer'],
          (m) => handovers.handOver(m, GAME, 'white', { computer: 'greedy' }, true),
        )),
        ...(await recorded(
          ['SeatHandoverRepository.clubMembers: whom the game’s club tells of an offer to anyone'],
          (m) => handovers.clubMembers(m, GAME, [WHITE, BLACK]),
        )),
      ];
    },
  },
  {
    file: 'seat-holder.repository.sql',
    statements: async () => {
      const holders = new SeatHolderRepository();
      return [
        ...(await recorded(['SeatHolderRepository.openAtStart: a first holder, from the start'], (m) =>
          holders.openAtStart(m, GAME, 'white', 2, AT, WHITE, null),
        )),
        ...(await recorded(['SeatHolderRepository.withdrawStart: the game back in the lobby, nobody held it'], (m) =>
          holders.withdrawStart(m, GAME),
        )),
        ...(await recorded(['SeatHolderRepository.close: the seat’s current holding ends'], (m) =>
          holders.close(m, GAME, 'white', 9, AT),
        )),
        ...(await recorded(['SeatHolderRepository.open: the next holding begins'], (m) =>
          holders.open(m, GAME, 'white', 9, AT, { userId: BLACK }, 'take-over'),
        )),
        ...(await recorded(
          ['SeatHolderRepository.joinCoalition: the new holder one of the standing coalition’s members'],
          (m) => holders.joinCoalition(m, GAME, 'white', BLACK),
        )),
        ...(await recorded(['SeatHolderRepository.ofGame: who held each seat when'], (m) => holders.ofGame(m, GAME))),
      ];
    },
  },
  {
    // The job itself is pg-boss's, sent in the same transaction (JobsService.sendWithin).
    file: 'computer-turn.repository.sql',
    statements: () =>
      recorded(['ComputerTurnRepository.wake: the computer-turn workers woken at commit'], (m) =>
        new ComputerTurnRepository().wake(m, GAME),
      ),
  },
  {
    file: 'draft.repository.sql',
    statements: async () => {
      const drafts = new DraftRepository();
      return [
        ...(await recorded(['DraftRepository.find: my draft at the game’s current version'], (m) =>
          drafts.find(m, GAME, WHITE),
        )),
        ...(await recorded(['DraftRepository.save: my draft, only while the game is at its version'], (m) =>
          drafts.save(m, GAME, WHITE, 4, { moves: ['e2e4', 'e7e5'], arrangement: null }),
        )),
        ...(await recorded(['DraftRepository.delete: my draft dropped'], (m) => drafts.delete(m, GAME, WHITE))),
      ];
    },
  },
  {
    file: 'visit.repository.sql',
    statements: async () => {
      const visits = new VisitRepository();
      return [
        ...(await recorded(['VisitRepository.begin: my visit, started at the game as it is'], (m) =>
          visits.begin(m, GAME, WHITE),
        )),
        ...(await recorded(['VisitRepository.mark: seen up to a version, never backwards'], (m) =>
          visits.mark(m, GAME, WHITE, 4),
        )),
        ...(await recorded(['VisitRepository.events: the events since my last visit'], (m) =>
          visits.events(m, GAME, 2, 4, 201),
        )),
        ...(await recorded(['VisitRepository.clockAt: the round and turns at my last visit'], (m) =>
          visits.clockAt(m, GAME, 2),
        )),
        ...(await recorded(['VisitRepository.messages: messages of my channels since my last visit'], (m) =>
          visits.messages(m, GAME, WHITE, ['table'], '0', 3),
        )),
      ];
    },
  },
  {
    // The plan effect (PlannedAnswerEffect) and the plans' use cases send only these; a planned
    // answer is then committed as any change (game-change.repository.sql).
    file: 'plan.repository.sql',
    statements: async () => {
      const plans = new PlanRepository();
      const version = nextPlanVersion(
        null,
        {
          gameId: GAME,
          userId: WHITE,
          seat: 'white',
          change: 'stored',
          active: true,
          lines: [['b8c6,f1c4,g8f6', 'd2d3,f8c5,c2c3']],
          fromVersion: 4,
          detail: null,
        },
        AT,
      );
      return [
        ...(await recorded(['PlanRepository.current: the newest version of each player’s plan in a game'], (m) =>
          plans.current(m, GAME),
        )),
        ...(await recorded(['PlanRepository.history: one player’s versions, oldest first'], (m) =>
          plans.history(m, GAME, WHITE, 0, 50),
        )),
        ...(await recorded(['PlanRepository.append: a new version of a plan'], (m) => plans.append(m, version))),
        ...(await recorded(['PlanRepository.setPlannedSeats: the seats with a live plan, on the game’s row'], (m) =>
          plans.setPlannedSeats(m, GAME, ['white']),
        )),
        ...(await recorded(['PlanRepository.eventsSince: the events a plan is matched against'], (m) =>
          plans.eventsSince(m, GAME, 4),
        )),
      ];
    },
  },
  {
    // A post appends its message and a coalition formed or the game's end its system lines
    // (SystemLines), each under the game's row and then the channel's lock.
    file: 'channel-line.repository.sql',
    statements: async () => {
      const lines = new ChannelLineRepository();
      const coalition = { seats: ['yellow', 'green'], round: 1, by: 'declaration' };
      const declared = {
        seq: 5,
        hash: 'b'.repeat(64),
        type: 'declare',
        payload: { effects: [{ type: 'coalition-formed', coalition }] },
      };
      return [
        ...(await recorded(
          [
            'ChannelLineRepository.append: the game row, shared (before the channel, as every writer)',
            'ChannelLineRepository.append: the channel’s lock',
            'ChannelLineRepository.append: the channel’s last line',
            'ChannelLineRepository.append: the lines, hash-chained',
            'ChannelLineRepository.append: the lines as written',
          ],
          (m) => lines.append(m, GAME, 'table', linesOf(declared), AT),
          (sql) => (sql.startsWith('INSERT INTO channel_messages') ? [{ id: '1' }] : []),
        )),
        ...(await recorded(['ChannelLineRepository.page: a page of a channel'], (m) =>
          lines.page(m, GAME, 'table', 0, 51),
        )),
        ...(await recorded(['ChannelLineRepository.afterPositions: a message stream’s catch-up'], (m) =>
          lines.afterPositions(
            m,
            GAME,
            new Map([
              ['table', 12],
              ['yellow+green', 3],
            ]),
            100,
          ),
        )),
        ...(await recorded(['ChannelLineRepository.lastSeqs: where a message stream starts'], (m) =>
          lines.lastSeqs(m, GAME, ['table', 'yellow+green']),
        )),
        ...(await recorded(['ChannelLineRepository.summaries: the reader’s channels, last line and unread'], (m) =>
          lines.summaries(m, GAME, WHITE, ['table', 'yellow+green']),
        )),
      ];
    },
  },
  {
    file: 'reported-event.repository.sql',
    statements: async () => {
      const events = new ReportedEventRepository();
      return [
        ...(await recorded(
          ['ReportedEventRepository.written: the events a change wrote, for their system lines'],
          (m) => events.written(m, GAME, 4, 5),
        )),
        ...(await recorded(['ReportedEventRepository.named: the events a channel’s system lines name'], (m) =>
          events.named(m, GAME, [5, 9]),
        )),
      ];
    },
  },
  {
    file: 'read-marker.repository.sql',
    statements: async () => {
      const reads = new ReadMarkerRepository();
      return [
        ...(await recorded(['ReadMarkerRepository.advance: a channel read up to a line'], (m) =>
          reads.advance(m, GAME, WHITE, 'table', 12),
        )),
        ...(await recorded(['ReadMarkerRepository.ofReader: a reader’s markers'], (m) =>
          reads.ofReader(m, GAME, WHITE),
        )),
      ];
    },
  },
  {
    file: 'mute.repository.sql',
    statements: async () => {
      const mutes = new MuteRepository();
      return [
        ...(await recorded(['MuteRepository.mute'], (m) => mutes.mute(m, GAME, WHITE, 'black'))),
        ...(await recorded(['MuteRepository.unmute'], (m) => mutes.unmute(m, GAME, WHITE, 'black'))),
        ...(await recorded(['MuteRepository.mutedBy: the seats a player muted'], (m) => mutes.mutedBy(m, GAME, WHITE))),
        ...(await recorded(['MuteRepository.mutersOf: who muted a seat (a message’s notifications)'], (m) =>
          mutes.mutersOf(m, GAME, 'black'),
        )),
      ];
    },
  },
  {
    file: 'note.repository.sql',
    statements: async () => {
      const notes = new NoteRepository();
      return [
        ...(await recorded(['NoteRepository.find'], (m) => notes.find(m, GAME, WHITE))),
        ...(await recorded(['NoteRepository.delete: notes emptied'], (m) => notes.delete(m, GAME, WHITE))),
        ...(await recorded(['NoteRepository.save'], (m) =>
          notes.save(m, GAME, WHITE, 'Trade queens, then the c-file.'),
        )),
      ];
    },
  },
  {
    // The record and the PGN export read here in the API; a verification's one statement is
    // sent by the audit worker on its own connection.
    file: 'audit.repository.sql',
    statements: async () => {
      const audits = new AuditRepository();
      return [
        ...(await recorded(['AuditRepository.recordHeader: the record’s first members, as JSON'], (m) =>
          audits.recordHeader(m, GAME),
        )),
        ...(await recorded(['AuditRepository.recordPiece: a piece of the record’s events, as JSON'], (m) =>
          audits.recordPiece(m, GAME, 200, 4000, 200),
        )),
        ...(await recorded(['AuditRepository.boardMoves: the board half-moves of a PGN export'], (m) =>
          audits.boardMoves(m, GAME, 4),
        )),
        ...(await recorded(['AuditRepository.verifiable: the snapshot and every event, in the audit worker'], (m) =>
          audits.verifiable(m, GAME),
        )),
      ];
    },
  },
  {
    file: 'account-games.repository.sql',
    statements: async () => {
      const games = new AccountGamesRepository();
      return [
        ...(await recorded(['AccountGamesRepository.page: the games of a data export, a page of ids'], (m) =>
          games.page(m, WHITE, null, 100),
        )),
        ...(await recorded(['AccountGamesRepository.own: a game’s notes, messages and plans of the account'], (m) =>
          games.own(m, GAME, WHITE),
        )),
      ];
    },
  },
  {
    file: 'play-settings.repository.sql',
    statements: async () => {
      const settings = new PlaySettingsRepository();
      return [
        ...(await recorded(['PlaySettingsRepository.find: a user’s settings, once changed'], (m) =>
          settings.find(m, WHITE),
        )),
        ...(await recorded(
          ['PlaySettingsRepository.save: a setting changed (a first change starts from the defaults)'],
          (m) =>
            settings.save(
              m,
              WHITE,
              {
                confirmMoves: false,
                confirmMovesPractice: null,
                boardTheme: 'high-contrast',
                pieceTheme: null,
                moveSounds: null,
              },
              { confirmMoves: true, confirmMovesPractice: false },
            ),
        )),
      ];
    },
  },
];
