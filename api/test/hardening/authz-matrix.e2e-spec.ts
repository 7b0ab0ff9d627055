import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { load } from 'js-yaml';
import request from 'supertest';
import { PROJECT_ROOT } from '../../src/platform/config/paths';
import { recordFigure } from '../support/figures';
import { newPlayer, type Player, start007Game } from '../game-server-fixtures';
import { ladderGame, newClub, seasonAroundToday } from '../ladder-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

jest.setTimeout(300_000);

interface Operation {
  method: string;
  path: string;
  /** Security schemes the operation accepts; none = public. */
  schemes: string[];
  scopes: string[];
}

function operations(): Operation[] {
  const doc = load(readFileSync(path.join(PROJECT_ROOT, 'openapi.yaml'), 'utf8')) as {
    paths: Record<string, Record<string, { security?: Record<string, unknown>[]; 'x-required-scopes'?: string[] }>>;
  };
  return Object.entries(doc.paths).flatMap(([p, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path: p,
      schemes: (op.security ?? []).flatMap((s) => Object.keys(s)),
      scopes: op['x-required-scopes'] ?? [],
    })),
  );
}

/** Bodies that pass validation, so a refusal is the authorisation's, not the validator's. */
function bodyFor(op: Operation, version: number, bob: string): object {
  const key = `${op.method} ${op.path}`;
  const bodies: Record<string, object> = {
    'POST /games/{id}/moves': { move: 'e2e4', expectedVersion: version },
    'POST /games/{id}/turns': { moves: ['e2e4', 'e7e5', 'g1f3'], expectedVersion: version },
    'POST /games/{id}/actions': { type: 'resign', expectedVersion: version },
    'POST /clubs/{id}/invitations': { invite: bob },
    'PATCH /clubs/{id}/members/{username}': { role: 'admin' },
    'POST /clubs/{clubId}/ladders': { name: 'Taken over', variant: '007', season: seasonAroundToday() },
    'PATCH /ladders/{id}': { name: 'Renamed' },
    'POST /ladders/{id}/seasons': seasonAroundToday('Intruders'),
    'POST /ladders/{id}/challenges': {
      seats: [
        { seat: 'white', player: bob },
        { seat: 'black', player: bob },
      ],
    },
    'POST /ladders/{id}/games/{gameId}/annul': { reason: 'intrusion' },
    'POST /me/webhooks': { url: 'http://127.0.0.1:9/hook' },
    'PATCH /me/notification-settings': { digestHour: 7 },
    'POST /tokens': { name: 'x', scopes: ['games:read'] },
    'POST /games': { variant: '007', seats: [{ seat: 'white', me: true }] },
    'POST /clubs': { name: `Club ${Math.random()}`, visibility: 'public' },
    'POST /me/vacations': { startsOn: '2030-01-01', endsOn: '2030-01-02' },
  };
  return bodies[key] ?? {};
}

/**
 * The authorisation matrix of issue 14, generated from openapi.yaml: every operation × anonymous,
 * signed-out session, revoked token (personal and OAuth), token without the scope (personal and
 * OAuth), another user (not a member, not a
 * player) on someone else's private resources, and an unseated user on a public game. A hole is
 * a 2xx where a refusal is due, an answer other than 401 for missing credentials, or a change to
 * the victim's data after all the requests.
 */
describe('authorisation matrix from openapi.yaml', () => {
  let t: TestApp;
  let [ann, bob, eve]: Player[] = [];
  const ids: Record<string, string> = {};
  let publicGameVersion = 0;
  let hiddenGameVersion = 0;
  const auth = {
    signedOut: {} as Record<string, string>,
    revoked: {} as Record<string, string>,
    token: (_scopes: string[]) => Promise.resolve({} as Record<string, string>),
    oauthRevoked: {} as Record<string, string>,
    oauth: (_scopes: string[]) => Promise.resolve({} as Record<string, string>),
  };

  beforeAll(async () => {
    t = await startTestApp({ config: { webhooksAllowPrivate: true } });
    [ann, bob, eve] = [await newPlayer(t, 'ann'), await newPlayer(t, 'bob'), await newPlayer(t, 'eve')];
    // Ann's private club with a ladder, a season and a game between her and Bob: hidden from Eve.
    ids.club = await newClub(t, ann, [bob], 'private');
    const ladder = await t.http
      .post(`/clubs/${ids.club}/ladders`)
      .set(ann.auth)
      .send({ name: 'Hidden', variant: '007', season: seasonAroundToday() })
      .expect(201);
    ids.ladder = ladder.body.id;
    ids.season = ladder.body.currentSeason.id;
    ids.hiddenGame = await ladderGame(t, ids.ladder, ann, { white: ann, black: bob });
    hiddenGameVersion = (await t.http.get(`/games/${ids.hiddenGame}`).set(ann.auth).expect(200)).body.version;
    // A public game Eve holds no seat in.
    const pub = await start007Game(t, ann, bob);
    ids.publicGame = pub.id;
    publicGameVersion = pub.version;
    // Ann's own things a stranger must not touch.
    ids.webhook = (
      await t.http.post('/me/webhooks').set(ann.auth).send({ url: 'http://127.0.0.1:9/ann' }).expect(201)
    ).body.id;
    ids.token = (
      await t.http
        .post('/tokens')
        .set(ann.auth)
        .send({ name: 'ann', scopes: ['games:read'] })
        .expect(201)
    ).body.id;
    const [note] = await t.db.query(`SELECT id::text FROM user_notifications WHERE user_id = $1 ORDER BY id LIMIT 1`, [
      bob.id,
    ]);
    ids.notification = note?.id ?? '1';
    // A session that signed out, a token that was revoked, tokens with one scope each.
    const agent = t.agent();
    const login = await agent.post('/auth/session').send({ login: eve.username, password: eve.password }).expect(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    await agent.delete('/auth/session').expect(204);
    auth.signedOut = { Cookie: cookie };
    const revoked = await t.http
      .post('/tokens')
      .set(eve.auth)
      .send({
        name: 'revoked',
        scopes: [
          'account:read',
          'account:write',
          'games:read',
          'games:play',
          'games:create',
          'ladders:read',
          'ladders:write',
          'bot:play',
        ],
      })
      .expect(201);
    await t.http.delete(`/tokens/${revoked.body.id}`).set(eve.auth).expect(204);
    auth.revoked = { Authorization: `Bearer ${revoked.body.token}` };
    const tokens = new Map<string, Record<string, string>>();
    auth.token = async (scopes: string[]) => {
      const k = scopes.join(' ');
      if (!tokens.has(k)) {
        const res = await t.http.post('/tokens').set(eve.auth).send({ name: k, scopes }).expect(201);
        tokens.set(k, { Authorization: `Bearer ${res.body.token}` });
      }
      return tokens.get(k)!;
    };
    // OAuth access tokens of an app Eve authorised: one per scope set asked for, and one revoked.
    const REDIRECT = 'http://127.0.0.1:53682/callback';
    const app = (
      await t.http
        .post('/oauth/apps')
        .set(eve.auth)
        .send({ name: 'Matrix', redirectUris: [REDIRECT], confidential: false })
        .expect(201)
    ).body as { clientId: string };
    const oauthToken = async (scopes: string[]) => {
      const verifier = randomBytes(32).toString('base64url');
      const allowed = await t.http
        .post('/oauth/authorize')
        .set(eve.auth)
        .send({
          response_type: 'code',
          client_id: app.clientId,
          redirect_uri: REDIRECT,
          scope: scopes.join(' '),
          state: 's',
          code_challenge: createHash('sha256').update(verifier).digest('base64url'),
          code_challenge_method: 'S256',
          decision: 'allow',
        })
        .expect(200);
      const code = new URL(allowed.body.location).searchParams.get('code')!;
      const tokens = await t.http
        .post('/oauth/token')
        .type('form')
        .send({
          grant_type: 'authorization_code',
          code,
          redirect_uri: REDIRECT,
          code_verifier: verifier,
          client_id: app.clientId,
        })
        .expect(200);
      return tokens.body.access_token as string;
    };
    const revokedOauth = await oauthToken(OAUTH_SCOPES);
    await t.http.post('/oauth/revoke').type('form').send({ token: revokedOauth, client_id: app.clientId }).expect(200);
    auth.oauthRevoked = { Authorization: `Bearer ${revokedOauth}` };
    const oauthTokens = new Map<string, Record<string, string>>();
    auth.oauth = async (scopes: string[]) => {
      const k = scopes.join(' ');
      if (!oauthTokens.has(k)) oauthTokens.set(k, { Authorization: `Bearer ${await oauthToken(scopes)}` });
      return oauthTokens.get(k)!;
    };
  });
  afterAll(() => t.close());

  const ALL_SCOPES = [
    'account:read',
    'account:write',
    'games:read',
    'games:play',
    'games:create',
    'ladders:read',
    'ladders:write',
    'bot:play',
  ];
  // An app is never granted account:write (docs/oauth.md): an OAuth token holds at most these.
  const OAUTH_SCOPES = ALL_SCOPES.filter((s) => s !== 'account:write');

  /** The concrete URL of an operation aimed at the victim's resources. */
  const urlOf = (op: Operation, game: string): string =>
    op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      if (name === 'id') {
        if (op.path.startsWith('/games')) return game;
        if (op.path.startsWith('/clubs')) return ids.club;
        if (op.path.startsWith('/ladders')) return ids.ladder;
        if (op.path.startsWith('/me/webhooks')) return ids.webhook;
        if (op.path.startsWith('/tokens')) return ids.token;
        if (op.path.startsWith('/me/notifications')) return ids.notification;
        return '00000000-0000-4000-8000-000000000000';
      }
      if (name === 'gameId') return ids.hiddenGame;
      if (name === 'clubId') return ids.club;
      if (name === 'seasonId') return ids.season;
      if (name === 'seat') return 'white';
      if (name === 'username') return bob.username;
      return 'x';
    });

  const send = async (op: Operation, url: string, headers: Record<string, string>, body: object) => {
    if (op.path.endsWith('/stream')) {
      // An event stream that were allowed would never end: only its status matters.
      const controller = new AbortController();
      const res = await fetch(`${t.baseUrl}${url}`, { headers, signal: controller.signal });
      controller.abort();
      return res.status;
    }
    const req = request(t.baseUrl)[op.method.toLowerCase() as 'get'](url).set(headers).timeout({ response: 10_000 });
    const res = op.method === 'GET' ? await req : await req.send(body);
    return res.status;
  };

  it('has no hole', async () => {
    const holes: string[] = [];
    let cells = 0;
    const check = (ok: boolean, what: string) => {
      cells += 1;
      if (!ok) holes.push(what);
    };
    for (const op of operations()) {
      if (op.schemes.length === 0) continue; // public by design (health, sign-in, unsubscribe link)
      const name = `${op.method} ${op.path}`;
      const url = urlOf(op, ids.hiddenGame);
      const body = bodyFor(op, hiddenGameVersion, bob.username);
      for (const [who, headers] of [
        ['anonymous', {}],
        ['signed-out session', auth.signedOut],
        ['revoked token', auth.revoked],
        ['revoked OAuth token', auth.oauthRevoked],
      ] as const) {
        const status = await send(op, url, headers, body);
        check(status === 401, `${name} as ${who} → ${status}, not 401`);
      }
      // A token without the scope — or, where tokens are not accepted at all, with every scope.
      if (!op.schemes.includes('apiToken')) {
        const status = await send(op, url, await auth.token(ALL_SCOPES), body);
        check(status === 403, `${name} with an API token → ${status}, not 403`);
        const viaOauth = await send(op, url, await auth.oauth(OAUTH_SCOPES), body);
        check(viaOauth === 403, `${name} with an OAuth token → ${viaOauth}, not 403`);
      } else if (op.scopes.length > 0) {
        const others = ALL_SCOPES.filter((s) => !op.scopes.includes(s));
        const status = await send(op, url, await auth.token(others), body);
        check(status === 403, `${name} with a token lacking ${op.scopes.join(', ')} → ${status}, not 403`);
        const viaOauth = await send(op, url, await auth.oauth(others.filter((s) => OAUTH_SCOPES.includes(s))), body);
        check(viaOauth === 403, `${name} with an OAuth token lacking ${op.scopes.join(', ')} → ${viaOauth}, not 403`);
      }
      // Another user, on the victim's private club, ladder and game.
      if (
        /^\/(games\/\{id\}|clubs\/\{(id|clubId)\}|ladders\/\{id\})/.test(op.path) ||
        name === 'PUT /me/muted-games/{gameId}'
      ) {
        const status = await send(op, url, eve.auth, body);
        check(status >= 400 && status < 500, `${name} as another user → ${status}`);
      }
      // An unseated user on a public game: may look, may not act.
      if (op.path.startsWith('/games/{id}') && op.method !== 'GET') {
        const status = await send(
          op,
          urlOf(op, ids.publicGame),
          eve.auth,
          bodyFor(op, publicGameVersion, bob.username),
        );
        check(status >= 400 && status < 500, `${name} as an unseated user → ${status}`);
      }
      // Ids of the victim's own things on /me and /tokens: answered or not, nothing of hers changes.
      if (/^\/(me\/[a-z-]+|tokens)\/\{id\}/.test(op.path)) {
        await send(op, url, eve.auth, body);
        cells += 1;
      }
    }
    // Nothing of Ann's changed.
    const state = async () => ({
      hiddenGame: (await t.http.get(`/games/${ids.hiddenGame}`).set(ann.auth)).body.version,
      publicGame: (await t.http.get(`/games/${ids.publicGame}`).set(ann.auth)).body.version,
      members: (await t.http.get(`/clubs/${ids.club}`).set(ann.auth)).body.members,
      ladder: (await t.http.get(`/ladders/${ids.ladder}`).set(ann.auth)).body.name,
      webhooks: (await t.http.get('/me/webhooks').set(ann.auth)).body.length,
      token: (await t.db.query(`SELECT revoked_at FROM api_tokens WHERE id = $1`, [ids.token]))[0]?.revoked_at ?? null,
      bobUnread:
        (await t.db.query(`SELECT read_at FROM user_notifications WHERE id::text = $1`, [ids.notification]))[0]
          ?.read_at ?? null,
      muted: (await t.db.query(`SELECT count(*)::int AS n FROM muted_games WHERE user_id = $1`, [eve.id]))[0].n,
    });
    const after = await state();
    const expected = {
      hiddenGame: hiddenGameVersion,
      publicGame: publicGameVersion,
      members: 2,
      ladder: 'Hidden',
      webhooks: 1,
      token: null,
      bobUnread: null,
      muted: 0,
    };
    for (const [k, v] of Object.entries(expected))
      check(
        (after as Record<string, unknown>)[k] === v,
        `the victim's ${k} changed: ${String((after as Record<string, unknown>)[k])}`,
      );
    recordFigure('authz matrix', { cells }, { holes: holes.length });
    expect(holes).toEqual([]);
  });
});
