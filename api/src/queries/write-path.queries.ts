import { AllianceRecorder } from '../community/alliances/alliance-recorder';
import { ChannelLineRepository } from '../play/negotiation/channel-line.repository';
import { SystemLines } from '../play/negotiation/system-lines';
import { EventRepository } from '../play/events/event.repository';
import { GameChangeRepository } from '../play/core/game-change.repository';
import type { GameRecord } from '../play/core/game-record';
import { GameRepository } from '../play/core/game.repository';
import { IdempotencyRepository } from '../play/core/idempotency.repository';
import { LadderRecorder } from '../community/ladders/ladder-recorder';
import { DEFAULT_POINTS_TABLE } from '../play/core/points-table';
import { OutboxRepository } from '../platform/outbox/outbox.repository';
import { nextPlanVersion } from '../play/plans/plan-version';
import { PlanRepository } from '../play/plans/plan.repository';
import { RatingsService } from '../community/ratings/ratings.service';
import type { GameView } from '@entente/engine';
import { type RecordedStatement, recordingManager } from './recording-manager';

/** One statement of a query file: what it is and the statement as the code sends it. */
export interface NamedStatement extends RecordedStatement {
  readonly name: string;
}

/** A committed file of `api/src/queries/` and how to produce its statements from the code. */
export interface QueryFile {
  readonly file: string;
  readonly statements: () => Promise<NamedStatement[]>;
}

// Example inputs: fixed, so the files change only when the code's SQL does.
const AT = new Date('2026-01-01T12:00:00.000Z');
const WHITE = '00000000-0000-4000-8000-00000000000a';
const BLACK = '00000000-0000-4000-8000-00000000000b';
const GAME = '00000000-0000-4000-8000-000000000001';
const view = (over: Partial<GameView>): GameView => ({ coalitions: [], eliminated: [], ...over }) as GameView;
const GAME_007: GameRecord = {
  id: GAME,
  variant: '007',
  options: {},
  timeControl: { kind: 'correspondence', daysPerMove: 3 } as unknown as GameRecord['timeControl'],
  press: 'table',
  pressReveal: 'after-game',
  abandoned: { mode: 'resign' },
  status: 'active',
  version: 4,
  touched: 9,
  headHash: 'a'.repeat(64),
  state: '<the engine state>',
  view: view({ status: 'active' }),
  toMove: ['white'],
  result: null,
  createdBy: { id: WHITE, username: 'ann', displayName: 'Ann' },
  createdAt: AT,
  updatedAt: AT,
  startedAt: AT,
  finishedAt: null,
  deadlineAt: new Date('2026-01-04T12:00:00.000Z'),
  clocks: {},
  plannedSeats: [],
  ladderPoints: null,
  seats: [
    {
      seat: 'white',
      state: 'taken',
      userId: WHITE,
      username: 'ann',
      displayName: 'Ann',
      invitedEmail: null,
      computer: null,
      offeredAt: null,
      offeredTo: null,
      offeredToUser: null,
      vacations: [],
    },
    {
      seat: 'black',
      state: 'taken',
      userId: BLACK,
      username: 'bob',
      displayName: 'Bob',
      invitedEmail: null,
      computer: null,
      offeredAt: null,
      offeredTo: null,
      offeredToUser: null,
      vacations: [],
    },
  ],
};
const move = (uci: string) => ({
  type: 'move',
  seat: 'white',
  userId: WHITE,
  payload: { action: { type: 'move', move: uci, seat: 'white' }, effects: [] },
});
const yourTurn = { kind: 'your-turn' as const, userId: BLACK, gameId: GAME, payload: { gameId: GAME, variant: '007' } };
const WON = { winners: ['white'], reason: 'checkmate', points: { white: 1, black: 0 } };

/** The statements `run` sends, each distinct text once (the first call's parameters), named in order. */
async function recorded(
  names: readonly string[],
  run: (m: ReturnType<typeof recordingManager>['manager']) => Promise<unknown>,
  answer?: (sql: string) => unknown[],
): Promise<NamedStatement[]> {
  const { manager, statements } = recordingManager(answer);
  await run(manager).catch((error: unknown) => {
    // A read that finds no row throws (GAME_NOT_FOUND); its statement was sent all the same.
    if (statements.length === 0) throw error;
  });
  const distinct = statements.filter((s, i) => statements.findIndex((o) => o.sql === s.sql) === i);
  if (distinct.length !== names.length)
    throw new Error(`expected ${names.length} statements (${names.join(', ')}), the code sent ${distinct.length}`);
  return distinct.map((s, i) => ({ name: names[i], ...s }));
}

const changes = new GameChangeRepository();

/** Every committed query file of the write path. */
export const QUERY_FILES: readonly QueryFile[] = [
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

/** A query file's text: each statement named, its example parameters, then the statement as sent. */
export async function renderQueryFile(file: QueryFile): Promise<string> {
  const parts = (await file.statements()).map((s) => {
    const values = s.values.map((v, i) => `--   $${i + 1} = ${example(v)}`);
    return [
      `-- ${s.name}`,
      ...(values.length > 0 ? ['-- with, for example:', ...values] : []),
      `${dedent(s.sql)};`,
    ].join('\n');
  });
  return `-- The SQL of the write path as the code sends it. Generated by \`npm run sql\` from
-- api/src/queries/write-path.queries.ts; queries.spec.ts fails when the code's SQL differs.

${parts.join('\n\n')}
`;
}

/** A parameter as a SQL-ish literal, long ones cut. */
function example(v: unknown): string {
  const text =
    v === null || v === undefined
      ? 'NULL'
      : v instanceof Date
        ? `'${v.toISOString()}'`
        : typeof v === 'string'
          ? `'${v}'`
          : typeof v === 'number' || typeof v === 'boolean'
            ? String(v)
            : `'${JSON.stringify(v)}'`;
  return text.length > 100 ? `${text.slice(0, 96)}…'` : text;
}

/** The statement's lines without the indentation they have in the code's template strings. */
function dedent(sql: string): string {
  const lines = sql.trim().split('\n');
  const indents = lines
    .slice(1)
    .filter((l) => l.trim() !== '')
    .map((l) => l.length - l.trimStart().length);
  const cut = indents.length > 0 ? Math.min(...indents) : 0;
  return [lines[0], ...lines.slice(1).map((l) => l.slice(cut).trimEnd())].join('\n');
}
