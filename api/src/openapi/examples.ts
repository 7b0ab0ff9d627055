import type { OpenAPIObject } from '@nestjs/swagger';
import type { ResponseObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { operationsOf } from './problems';
import { RESPONSE_EXAMPLES } from './response-examples';

/**
 * An example body for every request body of the API, by operation (`METHOD /path`). Redocly's
 * `no-invalid-media-type-examples` (npm run lint:openapi) checks each against its schema, and
 * api/src/openapi/openapi-contract.spec.ts fails when an operation with a body has none here.
 */
export const REQUEST_EXAMPLES: Readonly<Record<string, unknown>> = {
  'POST /auth/register': {
    username: 'alice',
    displayName: 'Alice',
    email: 'alice@example.org',
    password: 'correct horse battery staple',
  },
  'POST /auth/session': { login: 'alice', password: 'correct horse battery staple' },
  'POST /auth/token': { login: 'alice@example.org', password: 'correct horse battery staple' },
  'POST /auth/verify-email': { token: 'q3Jk0c2b1bWm8d5Y7sZtHn4pXe6Lr9Uv' },
  'POST /auth/password-reset': { email: 'alice@example.org' },
  'POST /auth/sign-in-link': { email: 'alice@example.org' },
  'POST /auth/sign-in-link/confirm': { token: 'q3Jk0c2b1bWm8d5Y7sZtHn4pXe6Lr9Uv' },
  'POST /auth/password-reset/confirm': {
    token: 'q3Jk0c2b1bWm8d5Y7sZtHn4pXe6Lr9Uv',
    password: 'a new and long passphrase',
  },
  'DELETE /me': { password: 'correct horse battery staple' },
  'POST /tokens': { name: 'my move bot', scopes: ['games:read', 'games:play'], expiresAt: '2027-06-30T00:00:00.000Z' },
  'PUT /bot/profile': {
    variants: ['007', 'coalition'],
    optionSets: { '007': [{ fast: false }], coalition: [{ setupPhase: false }] },
    timeControls: ['per-move'],
    minDays: 1,
    maxDays: 14,
    maxGames: 4,
    acceptBots: false,
  },
  'POST /challenges': {
    to: 'my-bot',
    variant: 'coalition',
    options: {},
    timeControl: { type: 'per-move', days: 3 },
    seats: [
      { seat: 'yellow', me: true },
      { seat: 'black', invite: 'my-bot' },
      { seat: 'green', computer: 'search' },
      { seat: 'red', computer: 'search' },
    ],
  },
  'POST /challenges/{id}/decline': { reason: 'I play 007 only on weekends' },
  'POST /oauth/token': {
    grant_type: 'authorization_code',
    code: 'SplxlOBeZQQYbYS6WxSbIA',
    redirect_uri: 'https://app.example.org/callback',
    code_verifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
    client_id: 'c1a2b3c4-d5e6-4f70-8a91-b2c3d4e5f607',
  },
  'POST /oauth/revoke': { token: 'tGzv3JOkF0XG5Qx2TlKWIA', token_type_hint: 'refresh_token' },
  'POST /oauth/authorize': {
    response_type: 'code',
    client_id: 'c1a2b3c4-d5e6-4f70-8a91-b2c3d4e5f607',
    redirect_uri: 'https://app.example.org/callback',
    scope: 'games:read games:play',
    state: 'af0ifjsldkj',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    decision: 'allow',
  },
  'POST /oauth/apps': {
    name: 'Koalition mobile',
    redirectUris: ['https://app.example.org/callback'],
    confidential: false,
  },
  'POST /games': {
    variant: '007',
    options: { detente: true },
    timeControl: { type: 'per-move', days: 3 },
    seats: [
      { seat: 'white', me: true },
      { seat: 'black', invite: 'bob' },
    ],
  },
  'POST /games/{id}/edition-upgrade': { edition: 'coalition/2' },
  'POST /games/{id}/seats/{seat}/join': { confirmBlocked: true },
  'POST /reports': { subject: 'message', id: '4711', reason: 'harassment', text: 'Insults in our private channel.' },
  'POST /moderation/reports/{id}/actions': {
    action: 'suspend',
    reason: 'Repeated insults after a warning.',
    message: 'You were warned about insulting other players. Your account is suspended for a week.',
    days: 7,
  },
  'POST /games/{id}/moves': { move: 'e2e4', expectedVersion: 4 },
  'POST /games/{id}/turns': { moves: ['e2e4', 'e7e5', 'g1f3'], expectedVersion: 4 },
  'POST /games/{id}/actions': { type: 'declare', ally: 'yellow', seat: 'green', expectedVersion: 17 },
  'POST /games/{id}/seats/{seat}/offer': { to: 'carol' },
  'POST /games/{id}/seats/{seat}/hand-over': { computer: 'search' },
  'PUT /games/{id}/plan': {
    lines: [
      ['e7e5,d2d4,b8c6', 'g1f3,c7c6,f1c4'],
      ['d7d5,c2c4,e7e6', 'b1c3,g8f6,c1g5'],
    ],
  },
  'PUT /games/{id}/draft': { expectedVersion: 7, moves: ['e2e4', 'e7e5'] },
  'POST /games/{id}/seen': { version: 42 },
  'PATCH /me/play-settings': { confirmMoves: true, boardTheme: 'high-contrast' },
  'POST /games/{id}/channels/{channel}/messages': { text: 'Shall we stop Black together?', seat: 'green' },
  'PUT /games/{id}/channels/{channel}/read': { seq: 12 },
  'PUT /games/{id}/notes': { text: 'Red wants the h-file; keep the plane on d5.' },
  'POST /clubs': {
    name: 'Wiener Koalitionsschachklub',
    description: 'Correspondence Coalition Chess since 1920',
    visibility: 'public',
  },
  'POST /clubs/{id}/invitations': { invite: 'bob' },
  'PATCH /clubs/{id}/members/{username}': { role: 'admin' },
  'POST /clubs/{clubId}/ladders': {
    name: 'Liga',
    variant: 'coalition',
    options: { setupPhase: false },
    optionsFixed: true,
    timeControl: { type: 'per-move', days: 5 },
    pointsTable: { win: 6, draw: 2, loss: 0, coalitionAbort: 1, noCoalition: 0 },
    season: { name: 'Winter 2026/27', startsOn: '2026-12-01', endsOn: '2027-03-31' },
  },
  'PATCH /ladders/{id}': {
    name: 'Liga A',
    pointsTable: { win: 3, draw: 1, loss: 0, coalitionAbort: 1, noCoalition: 0 },
  },
  'POST /ladders/{id}/seasons': { name: 'Spring 2027', startsOn: '2027-04-01', endsOn: '2027-06-30' },
  'POST /ladders/{id}/challenges': {
    seats: [
      { seat: 'yellow', player: 'alice' },
      { seat: 'black', player: 'bob' },
      { seat: 'green', player: 'carol' },
      { seat: 'red', player: 'dave' },
    ],
  },
  'POST /ladders/{id}/games/{gameId}/annul': { reason: 'Played by a second account of the same person' },
  'POST /clubs/{id}/tournaments': {
    name: 'Rotation Winter 2026',
    variant: 'coalition',
    format: 'coalition-rotation',
    cycles: 1,
    computerLevel: 'greedy',
    options: { setupPhase: false, abandoned: 'computer' },
    timeControl: { type: 'per-move', days: 5 },
    tieBreaks: ['wins', 'sonneborn-berger', 'direct-encounter', 'rating'],
    admission: 'open',
    entriesCloseAt: '2026-12-31T12:00:00Z',
    startsAt: '2027-01-01T12:00:00Z',
    minEntrants: 4,
    maxEntrants: 40,
  },
  'PATCH /tournaments/{id}': { name: 'Rotation Winter 2026/27', maxEntrants: 48 },
  'POST /tournaments/{id}/entries': { player: 'carol' },
  'POST /me/vacations': { from: '2026-12-24', to: '2026-12-31' },
  'PATCH /me/notification-settings': {
    language: 'de',
    timeZone: 'Europe/Berlin',
    digestHour: 8,
    reminders: ['half', '24h'],
    kinds: { 'your-turn': 'immediately', 'game-over': 'digest' },
  },
  'POST /me/webhooks': { url: 'https://example.org/entente-hook', kinds: ['your-turn', 'game-over'] },
  'POST /me/push-subscriptions': {
    endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABl…',
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
    device: 'Firefox on Android',
  },
};

const PHRASES: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'Done; no body',
  '302': 'Redirect',
  '303': 'Redirect',
};

/**
 * Puts each request example on its operation's body and each answer example on its answer
 * (openapi-response-examples.ts), and gives every answer a description: the answers whose
 * decorator named none get the status's words and the schema they carry.
 */
export function describeExamples(document: OpenAPIObject): void {
  for (const { method, path, operation } of operationsOf(document)) {
    const body = operation.requestBody;
    const example = REQUEST_EXAMPLES[`${method.toUpperCase()} ${path}`];
    if (body && !('$ref' in body) && example !== undefined)
      for (const media of Object.values(body.content)) media.example = example;
    const answers = RESPONSE_EXAMPLES[`${method.toUpperCase()} ${path}`] ?? {};
    for (const [status, response] of Object.entries(operation.responses)) {
      if (!response || '$ref' in response) continue;
      if (answers[status] !== undefined)
        for (const media of Object.values((response as ResponseObject).content ?? {})) media.example = answers[status];
      if (response.description) continue;
      const schema = Object.values((response as ResponseObject).content ?? {})[0]?.schema;
      const ref = schema && '$ref' in schema ? schema.$ref.split('/').pop() : undefined;
      const what = ref ? ` — a \`${ref}\`` : '';
      response.description = `${PHRASES[status] ?? status}${what}${operation.summary ? `: ${operation.summary}` : ''}`;
    }
  }
}
