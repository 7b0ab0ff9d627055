/**
 * Examples of the main answers, as the server sent them (a 007 game with Détente after White's
 * first turn, captured from the running API; ids, names and times made readable). Redocly's
 * `no-invalid-media-type-examples` (npm run lint:openapi) holds each to its schema, and
 * clients/ts's README test holds the game's field list to what the server answers.
 */
import { EDITIONS } from '@entente/engine';
import { errorCode } from '../platform/errors/error-codes';

const ALICE = { id: 'a11ce000-0000-4000-8000-000000000001', username: 'alice', displayName: 'Alice Liddell' };
const BOB = { id: 'b0b00000-0000-4000-8000-000000000002', username: 'bob', displayName: 'Bob' };

const BOARD = (
  'a1 white rook,b1 white knight,c1 white bishop,d1 white queen,e1 white king,f1 white bishop,h1 white rook,' +
  'a2 white pawn,b2 white pawn,c2 white pawn,d2 white pawn,f2 white pawn,g2 white pawn,h2 white pawn,' +
  'f3 white knight,e4 white pawn,e5 black pawn,a7 black pawn,b7 black pawn,c7 black pawn,d7 black pawn,' +
  'f7 black pawn,g7 black pawn,h7 black pawn,a8 black rook,b8 black knight,c8 black bishop,d8 black queen,' +
  'e8 black king,f8 black bishop,g8 black knight,h8 black rook'
)
  .split(',')
  .map((entry) => {
    const [square, color, piece] = entry.split(' ');
    return { square, piece, color };
  });

const seat = (name: string, player: typeof ALICE) => ({
  seat: name,
  state: 'taken',
  player,
  computer: null,
  invitedEmail: null,
  offer: null,
});

/** A GameDto: the answer of GET /games/{id} and of every play call (moves, turns, actions). */
export const GAME_EXAMPLE = {
  id: '3f1c9a52-7b4e-4d2a-9c61-0e8b5d7a4f10',
  variant: '007',
  rulesEdition: '007/1',
  options: { fast: false, detente: true, balanced: false, completion: 'strict', progressive: false },
  timeControl: { days: 3, type: 'per-move' },
  press: 'table',
  pressReveal: 'after-game',
  abandoned: 'resign',
  abandonedLevel: null,
  analysis: 'allowed',
  rated: false,
  joinRequirements: null,
  status: 'active',
  version: 6,
  createdBy: ALICE,
  seats: [seat('white', ALICE), seat('black', BOB)],
  yourSeats: ['white'],
  toMove: [{ seat: 'black', color: 'black', part: 1, of: 3, reason: 'turn', player: BOB, computer: null }],
  position: {
    board: BOARD,
    text:
      'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2;ply=3;first=w;turn=e4|e5|f3;offer=-;' +
      'result=-;start=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1;' +
      'reps=rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR:w:KQkq:-:white:3,' +
      'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R:b:KQkq:-:black:1',
    plies: 3,
    round: 2,
  },
  legalMoves: [
    'a7a5',
    'a7a6',
    'b7b5',
    'b7b6',
    'b8a6',
    'b8c6',
    'c7c5',
    'c7c6',
    'd7d5',
    'd7d6',
    'd8e7',
    'd8f6',
    'd8g5',
    'd8h4',
    'e8e7',
    'f7f5',
    'f7f6',
    'f8a3',
    'f8b4',
    'f8c5',
    'f8d6',
    'f8e7',
    'g7g5',
    'g7g6',
    'g8e7',
    'g8f6',
    'g8h6',
    'h7h5',
    'h7h6',
  ],
  coalitions: [],
  eliminated: [],
  drawOffer: null,
  drawClaimable: false,
  editionUpgrade: null,
  result: null,
  createdAt: '2026-12-01T21:45:45.390Z',
  updatedAt: '2026-12-01T21:45:45.664Z',
  startedAt: '2026-12-01T21:45:45.561Z',
  finishedAt: null,
  deadlineAt: '2026-12-04T21:45:45.664Z',
  tournament: null,
  rematchOf: null,
  rematch: null,
};

/**
 * The same game as a list item (`GET /games`, a GameSummaryDto): the options it sets otherwise than
 * the defaults, who must act, how far it is; a seat names its address, computer or offer only when
 * it has one.
 */
const GAME_SUMMARY_EXAMPLE = {
  id: GAME_EXAMPLE.id,
  variant: GAME_EXAMPLE.variant,
  rulesEdition: GAME_EXAMPLE.rulesEdition,
  customOptions: { detente: true },
  timeControl: GAME_EXAMPLE.timeControl,
  status: GAME_EXAMPLE.status,
  version: GAME_EXAMPLE.version,
  seats: GAME_EXAMPLE.seats.map(({ seat, state, player }) => ({ seat, state, player })),
  yourSeats: GAME_EXAMPLE.yourSeats,
  toAct: GAME_EXAMPLE.toMove.map((t) => t.seat),
  plies: GAME_EXAMPLE.position.plies,
  turnNotSent: false,
  result: null,
  createdAt: GAME_EXAMPLE.createdAt,
  finishedAt: null,
  deadlineAt: GAME_EXAMPLE.deadlineAt,
};

/** A VERSION_CONFLICT problem: the move was chosen against version 5; `game` is the game as it now is. */
const VERSION_CONFLICT_EXAMPLE = {
  type: '/problems/version-conflict',
  title: errorCode('VERSION_CONFLICT')?.en,
  status: 409,
  detail: 'The game is at version 6, not 5; reload and try again.',
  instance: `/games/${GAME_EXAMPLE.id}/moves`,
  code: 'VERSION_CONFLICT',
  requestId: '6c2f1e0a-4b7d-4e39-8a15-d2c0b9f3e871',
  game: GAME_EXAMPLE,
};

/** The answer examples by operation (`METHOD /path`) and status. */
export const RESPONSE_EXAMPLES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'GET /games/{id}': { '200': GAME_EXAMPLE },
  'POST /games/{id}/moves': { '201': GAME_EXAMPLE, '409': VERSION_CONFLICT_EXAMPLE },
  'POST /games/{id}/turns': { '201': GAME_EXAMPLE },
  'POST /games/{id}/actions': { '201': GAME_EXAMPLE },
  'GET /games': { '200': { items: [GAME_SUMMARY_EXAMPLE], nextCursor: null } },
  // The editions as the engine lists them (packages/engine/src/rules/editions.ts).
  'GET /rules/editions': {
    '200': Object.fromEntries(
      ['007', 'coalition'].map((variant) => [
        variant,
        EDITIONS.filter((e) => e.variant === variant).map(({ id, number, date, changes }) => ({
          id,
          number,
          date,
          changes,
        })),
      ]),
    ),
  },
  'POST /tokens': {
    '201': {
      id: 'c0ffee00-1234-4abc-8def-000000000003',
      name: 'my move bot',
      scopes: ['games:read', 'games:play'],
      createdAt: '2026-12-01T20:02:11.870Z',
      expiresAt: '2027-06-30T00:00:00.000Z',
      lastUsedAt: null,
      revokedAt: null,
      token: 'ent_c0ffee00123',
    },
  },
  'GET /users/me': {
    '200': {
      id: ALICE.id,
      username: 'alice',
      displayName: 'Alice Liddell',
      email: 'alice@example.org',
      emailVerified: true,
      createdAt: '2026-11-28T09:12:03.114Z',
      moderator: false,
      mutedUntil: null,
      deletion: null,
    },
  },
  'DELETE /me': {
    '202': { requestedAt: '2026-12-01T20:02:11.870Z', dueAt: '2026-12-08T20:02:11.870Z' },
  },
};
