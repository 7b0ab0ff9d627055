import { AuditRepository } from '../play/audit/audit.repository';
import { ChannelLineRepository } from '../play/negotiation/channel-line.repository';
import { SystemLines } from '../play/negotiation/system-lines';
import { EventRepository } from '../play/events/event.repository';
import { GameChangeRepository } from '../play/core/game-change.repository';
import type { GameRecord } from '../play/core/game-record';
import { GameRepository } from '../play/core/game.repository';
import { IdempotencyRepository } from '../play/core/idempotency.repository';
import { nextPlanVersion } from '../play/plans/plan-version';
import { PlanRepository } from '../play/plans/plan.repository';
import { PlaySettingsRepository } from '../play/settings/play-settings.repository';
import { OutboxRepository } from '../platform/outbox/outbox.repository';
import { AT, GAME, GAME_007, move, type QueryFile, recorded, view, WHITE, WON, yourTurn } from './catalog';

const changes = new GameChangeRepository();

/** The repositories of play/: a game, its change, its events, plans and negotiation. */
export const PLAY_QUERIES: readonly QueryFile[] = [
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
    file: 'game.repository.sql',
    statements: async () => {
      const games = new GameRepository();
      return [
        ...(await recorded(['GameRepository.find'], (m) => games.find(m, GAME))),
        ...(await recorded(['GameRepository.lock: under the row lock'], (m) => games.lock(m, GAME))),
        ...(await recorded(['GameRepository.findMany'], (m) => games.findMany(m, [GAME]))),
      ];
    },
  },
  {
    file: 'event.repository.sql',
    statements: () =>
      recorded(['EventRepository.page: events after a seq, in order'], (m) =>
        new EventRepository().page(m, GAME, 0, 100),
      ),
  },
  {
    file: 'idempotency.repository.sql',
    statements: async () => {
      const keys = new IdempotencyRepository();
      const request = { key: 'retry-1', fingerprint: 'f'.repeat(64) };
      return [
        ...(await recorded(['IdempotencyRepository.find'], (m) => keys.find(m, WHITE, request))),
        ...(await recorded(['IdempotencyRepository.save'], (m) =>
          keys.save(m, WHITE, request, { status: 201, body: { id: GAME } }),
        )),
      ];
    },
  },
  {
    file: 'outbox.repository.sql',
    statements: () =>
      recorded(['OutboxRepository.write: notifications outside a change to a game'], (m) =>
        new OutboxRepository().write(m, [yourTurn]),
      ),
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
    file: 'negotiation-system-lines.sql',
    statements: () => {
      const coalition = { seats: ['yellow', 'green'], round: 1, by: 'declaration' };
      const before = { ...GAME_007, variant: 'coalition' as const, press: 'full' as const, view: view({}) };
      const after = { ...before, version: 5, view: view({ coalitions: [coalition] as never }) };
      const declared = {
        seq: 5,
        hash: 'b'.repeat(64),
        type: 'declare',
        payload: { effects: [{ type: 'coalition-formed', coalition }] },
      };
      return recorded(
        [
          'SystemLines: the events the change wrote',
          'ChannelLineRepository.append: the game row, shared (before the channel, as every writer)',
          'ChannelLineRepository.append: the channel’s lock',
          'ChannelLineRepository.append: the channel’s last line',
          'ChannelLineRepository.append: the lines, hash-chained',
          'ChannelLineRepository.append: the lines as written',
        ],
        (m) => new SystemLines(new ChannelLineRepository()).run(m, before, after),
        (sql) => {
          if (sql.startsWith('SELECT seq, hash, type, payload FROM game_events')) return [declared];
          if (sql.startsWith('INSERT INTO channel_messages')) return [{ id: '1' }];
          return [];
        },
      );
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
          (m) => settings.save(m, WHITE, true, { confirmMoves: false }),
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
];
