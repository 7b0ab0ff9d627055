import { createHash, randomBytes } from 'node:crypto';
import { newPlayer, type Player, start007Game } from './game-server-fixtures';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The OAuth2 authorization server against the real PostgreSQL: the protocol's edges as RFC 6749,
 * RFC 7636 (PKCE) and RFC 7009 (revocation) state them, and OAuth tokens on the API's routes.
 * The whole flow through the dashboard's consent page is web/test/oauth.browser-spec.ts.
 */
describe('OAuth2 authorization server', () => {
  let t: TestApp;
  let owner: Player;
  let alice: Player;
  const REDIRECT = 'http://127.0.0.1:53682/callback';

  beforeAll(async () => {
    t = await startTestApp();
    owner = await newPlayer(t, 'appowner');
    alice = await newPlayer(t, 'alice');
  });
  afterAll(() => t.close());

  interface App {
    clientId: string;
    clientSecret?: string;
  }

  async function registerApp(confidential = false, redirectUris = [REDIRECT], name = 'Pairing tool'): Promise<App> {
    const res = await t.http.post('/oauth/apps').set(owner.auth).send({ name, redirectUris, confidential }).expect(201);
    return res.body;
  }

  function pkce(): { verifier: string; challenge: string } {
    const verifier = randomBytes(32).toString('base64url');
    return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
  }

  function authorizationRequest(app: App, challenge: string, extra: Record<string, string> = {}) {
    return {
      response_type: 'code',
      client_id: app.clientId,
      redirect_uri: REDIRECT,
      scope: 'account:read games:read games:play',
      state: 'xyz-123',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...extra,
    };
  }

  /** The user's "allow" on the consent page; the redirect's query. */
  async function allow(user: Player, params: Record<string, string>): Promise<URLSearchParams> {
    const res = await t.http
      .post('/oauth/authorize')
      .set(user.auth)
      .send({ ...params, decision: 'allow' })
      .expect(200);
    expect(res.body.kind).toBe('redirect');
    const location = new URL(res.body.location);
    expect(`${location.origin}${location.pathname}`).toBe(params.redirect_uri);
    return location.searchParams;
  }

  async function codeFor(user: Player, app: App, extra: Record<string, string> = {}) {
    const { verifier, challenge } = pkce();
    const query = await allow(user, authorizationRequest(app, challenge, extra));
    return { code: query.get('code')!, verifier };
  }

  function tokenRequest(form: Record<string, string>, basic?: string) {
    const req = t.http.post('/oauth/token').type('form').send(form);
    return basic ? req.set('Authorization', `Basic ${Buffer.from(basic).toString('base64')}`) : req;
  }

  function exchange(app: App, code: string, verifier: string, extra: Record<string, string> = {}) {
    return tokenRequest({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
      client_id: app.clientId,
      ...extra,
    });
  }

  async function tokensFor(user: Player, app: App, extra: Record<string, string> = {}) {
    const { code, verifier } = await codeFor(user, app, extra);
    const res = await exchange(app, code, verifier, app.clientSecret ? { client_secret: app.clientSecret } : {});
    expect(res.status).toBe(200);
    return res.body as { access_token: string; refresh_token: string; expires_in: number; scope: string };
  }

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('publishes RFC 8414 metadata with the dashboard as issuer and S256 as the only PKCE method', async () => {
    const res = await t.http.get('/.well-known/oauth-authorization-server').expect(200);
    const issuer = t.config.publicUrl;
    expect(res.body).toEqual({
      issuer,
      authorization_endpoint: `${issuer}/oauth/authorize`,
      token_endpoint: `${issuer}/api/oauth/token`,
      revocation_endpoint: `${issuer}/api/oauth/revoke`,
      scopes_supported: [
        'account:read',
        'games:read',
        'games:play',
        'games:create',
        'ladders:read',
        'ladders:write',
        'bot:play',
      ],
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      token_endpoint_auth_methods_supported: ['none', 'client_secret_basic', 'client_secret_post'],
      revocation_endpoint_auth_methods_supported: ['none', 'client_secret_basic', 'client_secret_post'],
      code_challenge_methods_supported: ['S256'],
    });
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  describe('registering apps', () => {
    it('gives a public app no secret and a confidential one a secret shown once and stored as argon2id', async () => {
      const pub = await registerApp(false);
      expect(pub.clientSecret).toBeUndefined();
      const conf = await registerApp(true, ['https://bot.example.org/cb'], 'Bot host');
      expect(conf.clientSecret).toMatch(/^entcs_[A-Za-z0-9_-]{43}$/);
      const [row] = await t.db.query(`SELECT secret_hash FROM oauth_clients WHERE id = $1`, [conf.clientId]);
      expect(row.secret_hash).toMatch(/^\$argon2id\$/);
      expect(row.secret_hash).not.toContain(conf.clientSecret!.slice(6));
      const list = await t.http.get('/oauth/apps').set(owner.auth).expect(200);
      const listed = list.body.items.find((a: App) => a.clientId === conf.clientId);
      expect(listed).toEqual({
        clientId: conf.clientId,
        name: 'Bot host',
        redirectUris: ['https://bot.example.org/cb'],
        confidential: true,
        createdAt: expect.any(String),
      });
      // Someone else's list does not show it.
      const other = await t.http.get('/oauth/apps').set(alice.auth).expect(200);
      expect(other.body.items.map((a: App) => a.clientId)).not.toContain(conf.clientId);
    });

    it('refuses redirect URIs that could leak a code, naming the field', async () => {
      const res = await t.http
        .post('/oauth/apps')
        .set(owner.auth)
        .send({
          name: 'Bad',
          redirectUris: ['https://ok.example.org/cb', 'http://evil.example.org/cb', 'javascript:alert(1)'],
          confidential: false,
        })
        .expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['redirectUris.1', 'redirectUris.2']);
    });

    it('is for people only: a personal token cannot register apps or answer a consent', async () => {
      const pat = await t.http
        .post('/tokens')
        .set(owner.auth)
        .send({ name: 'everything', scopes: ['account:read', 'games:read', 'games:play'] })
        .expect(201);
      await t.http
        .post('/oauth/apps')
        .set(bearer(pat.body.token))
        .send({ name: 'x', redirectUris: [REDIRECT], confidential: false })
        .expect(403);
      const app = await registerApp();
      await t.http
        .post('/oauth/authorize')
        .set(bearer(pat.body.token))
        .send({ ...authorizationRequest(app, pkce().challenge), decision: 'allow' })
        .expect(403);
    });

    it('deleting an app ends every token issued to it', async () => {
      const app = await registerApp();
      const tokens = await tokensFor(alice, app);
      await t.http.get('/users/me').set(bearer(tokens.access_token)).expect(200);
      await t.http.delete(`/oauth/apps/${app.clientId}`).set(alice.auth).expect(404);
      await t.http.delete(`/oauth/apps/${app.clientId}`).set(owner.auth).expect(204);
      await t.http.get('/users/me').set(bearer(tokens.access_token)).expect(401);
    });
  });

  describe('the authorization endpoint', () => {
    it('asks for consent naming the app and scopes, then sends code and state back and remembers the consent', async () => {
      const app = await registerApp();
      const { challenge } = pkce();
      const params = authorizationRequest(app, challenge);
      const first = await t.http.get('/oauth/authorize').query(params).set(alice.auth).expect(200);
      expect(first.body).toEqual({
        kind: 'consent',
        client: { id: app.clientId, name: 'Pairing tool', owner: owner.username, confidential: false },
        scopes: ['account:read', 'games:play', 'games:read'],
      });
      // Asking stores nothing.
      const [{ n }] = await t.db.query(
        `SELECT count(*)::int AS n FROM oauth_authorization_codes WHERE client_id = $1`,
        [app.clientId],
      );
      expect(n).toBe(0);
      const query = await allow(alice, params);
      expect(query.get('state')).toBe('xyz-123');
      expect(query.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // The code is stored only as its hash.
      const rows = await t.db.query(`SELECT code_hash FROM oauth_authorization_codes WHERE client_id = $1`, [
        app.clientId,
      ]);
      expect(rows).toEqual([{ code_hash: createHash('sha256').update(query.get('code')!).digest('hex') }]);

      // The same scopes (or fewer) again: no question, a code at once.
      const again = await t.http
        .get('/oauth/authorize')
        .query(authorizationRequest(app, pkce().challenge, { scope: 'games:read', state: 'second' }))
        .set(alice.auth)
        .expect(200);
      expect(again.body.kind).toBe('redirect');
      const location = new URL(again.body.location);
      expect(location.searchParams.get('code')).toBeTruthy();
      expect(location.searchParams.get('state')).toBe('second');
      // More scopes than approved: asked again.
      const more = await t.http
        .get('/oauth/authorize')
        .query(authorizationRequest(app, pkce().challenge, { scope: 'games:read games:create' }))
        .set(alice.auth)
        .expect(200);
      expect(more.body).toMatchObject({ kind: 'consent', scopes: ['games:create', 'games:read'] });
    });

    it('sends access_denied back when the user says no', async () => {
      const app = await registerApp();
      const res = await t.http
        .post('/oauth/authorize')
        .set(alice.auth)
        .send({ ...authorizationRequest(app, pkce().challenge), decision: 'deny' })
        .expect(200);
      const query = new URL(res.body.location).searchParams;
      expect(query.get('error')).toBe('access_denied');
      expect(query.get('state')).toBe('xyz-123');
      expect(query.get('code')).toBeNull();
    });

    it('matches redirect URIs exactly and never redirects to one that is not registered', async () => {
      const app = await registerApp(false, [REDIRECT, 'org.example.pairing:/cb']);
      for (const redirect_uri of [
        `${REDIRECT}/`,
        REDIRECT.replace('53682', '53683'),
        REDIRECT.toUpperCase(),
        `${REDIRECT}?x=1`,
        'https://evil.example.org/callback',
      ]) {
        const res = await t.http
          .get('/oauth/authorize')
          .query(authorizationRequest(app, pkce().challenge, { redirect_uri }))
          .set(alice.auth)
          .expect(400);
        expect(res.body).toMatchObject({ code: 'OAUTH_INVALID_REQUEST', error: 'invalid_client' });
        expect(res.body.location).toBeUndefined();
      }
      // No redirect_uri at all is refused too (without redirecting anywhere).
      const { redirect_uri: _omitted, ...withoutRedirect } = authorizationRequest(app, pkce().challenge);
      const missing = await t.http.get('/oauth/authorize').query(withoutRedirect).set(alice.auth).expect(400);
      expect(missing.body).toMatchObject({ code: 'OAUTH_INVALID_REQUEST', error: 'invalid_request' });
      // An unknown client is not redirected to either.
      const unknown = await t.http
        .get('/oauth/authorize')
        .query(authorizationRequest({ clientId: '00000000-0000-4000-8000-000000000000' }, pkce().challenge))
        .set(alice.auth)
        .expect(400);
      expect(unknown.body.error).toBe('invalid_client');
      // The second registered URI works as registered.
      const native = await t.http
        .post('/oauth/authorize')
        .set(alice.auth)
        .send({
          ...authorizationRequest(app, pkce().challenge, { redirect_uri: 'org.example.pairing:/cb' }),
          decision: 'allow',
        })
        .expect(200);
      expect(native.body.location).toMatch(/^org\.example\.pairing:\/cb\?code=[A-Za-z0-9_-]{43}&state=xyz-123$/);
    });

    it('requires PKCE with S256: no challenge, the plain method or a malformed challenge go back as invalid_request', async () => {
      const app = await registerApp();
      const { challenge } = pkce();
      const cases: Record<string, string>[] = [
        { code_challenge: '' },
        { code_challenge_method: 'plain', code_challenge: challenge },
        { code_challenge_method: 'plain', code_challenge: 'a'.repeat(43) },
        { code_challenge: 'too-short' },
        { code_challenge_method: 'S512' },
      ];
      for (const extra of cases) {
        const res = await t.http
          .get('/oauth/authorize')
          .query(authorizationRequest(app, challenge, extra))
          .set(alice.auth)
          .expect(200);
        const query = new URL(res.body.location).searchParams;
        expect({ extra, error: query.get('error'), state: query.get('state') }).toEqual({
          extra,
          error: 'invalid_request',
          state: 'xyz-123',
        });
        expect(query.get('code')).toBeNull();
      }
    });

    it('offers no implicit grant and only the personal-token scopes', async () => {
      const app = await registerApp();
      const implicit = await t.http
        .get('/oauth/authorize')
        .query(authorizationRequest(app, pkce().challenge, { response_type: 'token' }))
        .set(alice.auth)
        .expect(200);
      expect(new URL(implicit.body.location).searchParams.get('error')).toBe('unsupported_response_type');
      // account:write (webhooks, settings) is for personal tokens only: never granted to an app.
      for (const scope of ['admin', 'games:read admin', '', 'account:write', 'games:read account:write']) {
        const res = await t.http
          .get('/oauth/authorize')
          .query(authorizationRequest(app, pkce().challenge, { scope }))
          .set(alice.auth)
          .expect(200);
        expect(new URL(res.body.location).searchParams.get('error')).toBe('invalid_scope');
      }
    });

    it('needs a signed-in person and ignores unknown parameters', async () => {
      const app = await registerApp();
      await t.http.get('/oauth/authorize').query(authorizationRequest(app, pkce().challenge)).expect(401);
      const res = await t.http
        .get('/oauth/authorize')
        .query({ ...authorizationRequest(app, pkce().challenge), prompt: 'consent', nonce: 'n' })
        .set(alice.auth)
        .expect(200);
      expect(res.body.kind).toBe('consent');
      const twice = await t.http
        .get(`/oauth/authorize?client_id=${app.clientId}&client_id=${app.clientId}&redirect_uri=${REDIRECT}`)
        .set(alice.auth)
        .expect(400);
      expect(twice.body).toMatchObject({ code: 'OAUTH_INVALID_REQUEST', error: 'invalid_request' });
    });
  });

  describe('the token endpoint', () => {
    it('exchanges a code with its verifier for hashed, prefixed tokens of the granted scopes', async () => {
      const app = await registerApp();
      const { code, verifier } = await codeFor(alice, app);
      const res = await exchange(app, code, verifier).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual({
        access_token: expect.stringMatching(/^entoa_[A-Za-z0-9_-]{43}$/),
        refresh_token: expect.stringMatching(/^entor_[A-Za-z0-9_-]{43}$/),
        token_type: 'Bearer',
        expires_in: expect.any(Number),
        scope: 'account:read games:play games:read',
      });
      // One hour by default, counted from when the token was saved.
      expect(res.body.expires_in).toBeLessThanOrEqual(3600);
      expect(res.body.expires_in).toBeGreaterThan(3000);
      const [row] = await t.db.query(`SELECT access_hash, refresh_hash FROM oauth_tokens WHERE access_hash = $1`, [
        createHash('sha256').update(res.body.access_token).digest('hex'),
      ]);
      expect(row.refresh_hash).toBe(createHash('sha256').update(res.body.refresh_token).digest('hex'));
      const dump = JSON.stringify(await t.db.query(`SELECT * FROM oauth_tokens`));
      expect(dump).not.toContain(res.body.access_token.slice(6));
    });

    it('refuses a wrong PKCE verifier with invalid_grant and spends the code', async () => {
      const app = await registerApp();
      const { code, verifier } = await codeFor(alice, app);
      const wrong = await exchange(app, code, pkce().verifier).expect(400);
      expect(wrong.body).toEqual({ error: 'invalid_grant', error_description: expect.any(String) });
      expect(wrong.headers['content-type']).toMatch(/^application\/json/);
      const after = await exchange(app, code, verifier).expect(400);
      expect(after.body.error).toBe('invalid_grant');
      const missing = await codeFor(alice, app);
      const noVerifier = await tokenRequest({
        grant_type: 'authorization_code',
        code: missing.code,
        redirect_uri: REDIRECT,
        client_id: app.clientId,
      }).expect(400);
      expect(noVerifier.body.error).toBe('invalid_grant');
    });

    it('refuses a redirect_uri other than the authorization request’s with invalid_grant', async () => {
      const app = await registerApp(false, [REDIRECT, 'http://127.0.0.1:53682/other']);
      const { code, verifier } = await codeFor(alice, app);
      const res = await exchange(app, code, verifier, { redirect_uri: 'http://127.0.0.1:53682/other' }).expect(400);
      expect(res.body.error).toBe('invalid_grant');
    });

    it('refuses an expired code with invalid_grant', async () => {
      const app = await registerApp();
      const { code, verifier } = await codeFor(alice, app);
      await t.db.query(
        `UPDATE oauth_authorization_codes SET expires_at = now() - interval '1 second' WHERE code_hash = $1`,
        [createHash('sha256').update(code).digest('hex')],
      );
      const res = await exchange(app, code, verifier).expect(400);
      expect(res.body).toEqual({ error: 'invalid_grant', error_description: expect.stringMatching(/expired/) });
    });

    it('refuses a code used twice, and revokes the tokens the first use got', async () => {
      const app = await registerApp();
      const { code, verifier } = await codeFor(alice, app);
      const first = await exchange(app, code, verifier).expect(200);
      await t.http.get('/users/me').set(bearer(first.body.access_token)).expect(200);
      const second = await exchange(app, code, verifier).expect(400);
      expect(second.body.error).toBe('invalid_grant');
      await t.http.get('/users/me').set(bearer(first.body.access_token)).expect(401);
    });

    it('refuses a code issued to another app', async () => {
      const app = await registerApp();
      const other = await registerApp();
      const { code, verifier } = await codeFor(alice, app);
      const res = await exchange(other, code, verifier).expect(400);
      expect(res.body.error).toBe('invalid_grant');
    });

    it('authenticates confidential apps by their secret, by HTTP Basic or in the body', async () => {
      const app = await registerApp(true);
      const a = await codeFor(alice, app);
      const noSecret = await exchange(app, a.code, a.verifier).expect(400);
      expect(noSecret.body.error).toBe('invalid_client');

      const b = await codeFor(alice, app);
      const wrong = await tokenRequest(
        { grant_type: 'authorization_code', code: b.code, redirect_uri: REDIRECT, code_verifier: b.verifier },
        `${app.clientId}:entcs_${'x'.repeat(43)}`,
      ).expect(401);
      expect(wrong.body.error).toBe('invalid_client');
      expect(wrong.headers['www-authenticate']).toMatch(/^Basic/);

      const c = await codeFor(alice, app);
      await tokenRequest(
        { grant_type: 'authorization_code', code: c.code, redirect_uri: REDIRECT, code_verifier: c.verifier },
        `${app.clientId}:${app.clientSecret}`,
      ).expect(200);
      // RFC 6749 §2.3.1: id and secret are form-encoded inside Basic (oauth4webapi encodes `-` and `_`).
      const encoded = (v: string) =>
        encodeURIComponent(v).replace(/[-_]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
      const f = await codeFor(alice, app);
      await tokenRequest(
        { grant_type: 'authorization_code', code: f.code, redirect_uri: REDIRECT, code_verifier: f.verifier },
        `${encoded(app.clientId)}:${encoded(app.clientSecret!)}`,
      ).expect(200);
      const d = await codeFor(alice, app);
      const posted = await exchange(app, d.code, d.verifier, { client_secret: app.clientSecret! }).expect(200);
      // Refreshing needs the secret as well.
      const refreshNoSecret = await tokenRequest({
        grant_type: 'refresh_token',
        refresh_token: posted.body.refresh_token,
        client_id: app.clientId,
      }).expect(400);
      expect(refreshNoSecret.body.error).toBe('invalid_client');
      // A public app has no secret to send.
      const pub = await registerApp();
      const e = await codeFor(alice, pub);
      const withSecret = await exchange(pub, e.code, e.verifier, { client_secret: app.clientSecret! }).expect(400);
      expect(withSecret.body.error).toBe('invalid_client');
    });

    it('rotates refresh tokens, and a reused refresh token revokes its whole family', async () => {
      const app = await registerApp();
      const tokens = await tokensFor(alice, app);
      const refresh = (token: string) =>
        tokenRequest({ grant_type: 'refresh_token', refresh_token: token, client_id: app.clientId });
      const next = await refresh(tokens.refresh_token).expect(200);
      expect(next.body.refresh_token).not.toBe(tokens.refresh_token);
      expect(next.body.access_token).not.toBe(tokens.access_token);
      expect(next.body.scope).toBe(tokens.scope);
      await t.http.get('/users/me').set(bearer(next.body.access_token)).expect(200);
      // A refresh may narrow the scopes, never widen them.
      const narrowed = await tokenRequest({
        grant_type: 'refresh_token',
        refresh_token: next.body.refresh_token,
        client_id: app.clientId,
        scope: 'games:read',
      }).expect(200);
      expect(narrowed.body.scope).toBe('games:read');
      const widened = await tokenRequest({
        grant_type: 'refresh_token',
        refresh_token: narrowed.body.refresh_token,
        client_id: app.clientId,
        scope: 'games:read games:create',
      }).expect(400);
      expect(widened.body.error).toBe('invalid_scope');
      // The refused widening spent nothing: the refresh token and its access token still work.
      await t.http.get('/games').set(bearer(narrowed.body.access_token)).expect(200);
      const kept = await refresh(narrowed.body.refresh_token).expect(200);
      expect(kept.body.scope).toBe('games:read');

      // The first refresh token, already rotated, comes back: the family ends.
      const reused = await refresh(tokens.refresh_token).expect(400);
      expect(reused.body.error).toBe('invalid_grant');
      await t.http.get('/users/me').set(bearer(next.body.access_token)).expect(401);
      await t.http.get('/games').set(bearer(kept.body.access_token)).expect(401);
      const latest = await refresh(kept.body.refresh_token).expect(400);
      expect(latest.body.error).toBe('invalid_grant');
      // Other families of the same user and app are untouched.
      const other = await tokensFor(alice, app);
      await t.http.get('/users/me').set(bearer(other.access_token)).expect(200);
    });

    it('answers every malformed request in RFC 6749 JSON, never problem+json', async () => {
      const app = await registerApp();
      const asJson = await t.http
        .post('/oauth/token')
        .send({ grant_type: 'authorization_code', client_id: app.clientId })
        .expect(400);
      expect(asJson.headers['content-type']).toMatch(/^application\/json/);
      expect(asJson.body.error).toBe('invalid_request');
      const badJson = await t.http
        .post('/oauth/token')
        .set('Content-Type', 'application/json')
        .send('{"grant_type":')
        .expect(400);
      expect(badJson.body.error).toBe('invalid_request');
      const repeated = await t.http
        .post('/oauth/token')
        .type('form')
        .send(`grant_type=refresh_token&refresh_token=a&refresh_token=b&client_id=${app.clientId}`)
        .expect(400);
      expect(repeated.body).toMatchObject({ error: 'invalid_request' });
      const noGrant = await tokenRequest({ client_id: app.clientId }).expect(400);
      expect(noGrant.body.error).toBe('invalid_request');
      const password = await tokenRequest({
        grant_type: 'password',
        username: alice.username,
        password: alice.password,
        client_id: app.clientId,
      }).expect(400);
      expect(password.body.error).toBe('unsupported_grant_type');
      const unknown = await tokenRequest({ grant_type: 'urn:example:magic', client_id: app.clientId }).expect(400);
      expect(unknown.body.error).toBe('unsupported_grant_type');
      const noClient = await tokenRequest({ grant_type: 'authorization_code', code: 'x', code_verifier: 'y' });
      expect(noClient.status).toBe(400);
      expect(noClient.body.error).toBe('invalid_client');
      const unknownClient = await tokenRequest({
        grant_type: 'refresh_token',
        refresh_token: 'entor_x',
        client_id: 'not-a-client',
      }).expect(400);
      expect(unknownClient.body.error).toBe('invalid_client');
      const get = await t.http.get('/oauth/token');
      expect(get.status).toBeGreaterThanOrEqual(400);
      expect(get.status).toBeLessThan(500);
    });
  });

  describe('OAuth access tokens on the API', () => {
    it('act like personal tokens: the granted scopes, MISSING_SCOPE otherwise, never people-only routes', async () => {
      const app = await registerApp();
      const black = await newPlayer(t, 'black');
      const game = await start007Game(t, alice, black);
      const tokens = await tokensFor(alice, app, { scope: 'games:read games:play' });
      const auth = bearer(tokens.access_token);
      const moved = await t.http
        .post(`/games/${game.id}/moves`)
        .set(auth)
        .send({ move: 'e2e4', expectedVersion: game.version })
        .expect(201);
      const [event] = await t.db.query(`SELECT user_id FROM game_events WHERE game_id = $1 ORDER BY seq DESC LIMIT 1`, [
        game.id,
      ]);
      expect(event.user_id).toBe(alice.id);
      await t.http.get(`/games/${game.id}`).set(auth).expect(200);
      expect(moved.body.version).toBe(game.version + 1);

      const missing = await t.http.get('/users/me').set(auth).expect(403);
      expect(missing.body).toMatchObject({ code: 'MISSING_SCOPE', missingScopes: ['account:read'] });
      const created = await t.http
        .post('/games')
        .set(auth)
        .send({ variant: '007', seats: [{ seat: 'white', me: true }] })
        .expect(403);
      expect(created.body.missingScopes).toEqual(['games:create']);
      // Managing tokens, apps and consents is for the person only.
      await t.http.get('/tokens').set(auth).expect(403);
      await t.http.get('/oauth/authorizations').set(auth).expect(403);
      await t.http.get('/oauth/authorize').query(authorizationRequest(app, pkce().challenge)).set(auth).expect(403);
      // A broken or unknown token is no token.
      await t.http
        .get(`/games/${game.id}`)
        .set(bearer(`${tokens.access_token}x`))
        .expect(401);
      await t.http
        .get(`/games/${game.id}`)
        .set(bearer(`entoa_${'A'.repeat(43)}`))
        .expect(401);
    });

    it('stop working when they expire', async () => {
      const app = await registerApp();
      const tokens = await tokensFor(alice, app);
      await t.db.query(
        `UPDATE oauth_tokens SET access_expires_at = now() - interval '1 second' WHERE access_hash = $1`,
        [createHash('sha256').update(tokens.access_token).digest('hex')],
      );
      await t.http.get('/users/me').set(bearer(tokens.access_token)).expect(401);
      // The refresh token still gets a new one.
      const next = await tokenRequest({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        client_id: app.clientId,
      }).expect(200);
      await t.http.get('/users/me').set(bearer(next.body.access_token)).expect(200);
    });
  });

  describe('revocation', () => {
    it('RFC 7009: revoking a refresh or an access token ends the grant; unknown tokens are answered 200', async () => {
      const app = await registerApp();
      const revoke = (form: Record<string, string>) => t.http.post('/oauth/revoke').type('form').send(form);
      const one = await tokensFor(alice, app);
      await revoke({ token: one.refresh_token, token_type_hint: 'refresh_token', client_id: app.clientId }).expect(200);
      await t.http.get('/users/me').set(bearer(one.access_token)).expect(401);
      const refreshed = await tokenRequest({
        grant_type: 'refresh_token',
        refresh_token: one.refresh_token,
        client_id: app.clientId,
      }).expect(400);
      expect(refreshed.body.error).toBe('invalid_grant');

      const two = await tokensFor(alice, app);
      await revoke({ token: two.access_token, client_id: app.clientId }).expect(200);
      await t.http.get('/users/me').set(bearer(two.access_token)).expect(401);
      await tokenRequest({
        grant_type: 'refresh_token',
        refresh_token: two.refresh_token,
        client_id: app.clientId,
      }).expect(400);

      await revoke({ token: 'entoa_unknown', client_id: app.clientId }).expect(200);
      await revoke({ token: two.access_token, client_id: app.clientId, token_type_hint: 'refresh_token' }).expect(200);

      // Only the app the token was issued to can revoke it.
      const other = await registerApp();
      const three = await tokensFor(alice, app);
      await revoke({ token: three.access_token, client_id: other.clientId }).expect(200);
      await t.http.get('/users/me').set(bearer(three.access_token)).expect(200);

      const noClient = await revoke({ token: three.access_token }).expect(400);
      expect(noClient.body.error).toBe('invalid_client');
      const noToken = await revoke({ client_id: app.clientId }).expect(400);
      expect(noToken.body.error).toBe('invalid_request');
    });

    it('a confidential app revokes with its secret', async () => {
      const app = await registerApp(true);
      const tokens = await tokensFor(alice, app);
      const basic = (secret: string) => `Basic ${Buffer.from(`${app.clientId}:${secret}`).toString('base64')}`;
      const wrong = await t.http
        .post('/oauth/revoke')
        .type('form')
        .set('Authorization', basic(`entcs_${'y'.repeat(43)}`))
        .send({ token: tokens.access_token })
        .expect(401);
      expect(wrong.body.error).toBe('invalid_client');
      await t.http.get('/users/me').set(bearer(tokens.access_token)).expect(200);
      await t.http
        .post('/oauth/revoke')
        .type('form')
        .set('Authorization', basic(app.clientSecret!))
        .send({ token: tokens.access_token })
        .expect(200);
      await t.http.get('/users/me').set(bearer(tokens.access_token)).expect(401);
    });

    it('the user lists authorised apps and revokes one: tokens stop, consent is asked again', async () => {
      const app = await registerApp(false, [REDIRECT], 'Ladder bot');
      const tokens = await tokensFor(alice, app);
      const list = await t.http.get('/oauth/authorizations').set(alice.auth).expect(200);
      const entry = list.body.items.find((a: { clientId: string }) => a.clientId === app.clientId);
      expect(entry).toEqual({
        clientId: app.clientId,
        name: 'Ladder bot',
        owner: owner.username,
        scopes: ['account:read', 'games:play', 'games:read'],
        grantedAt: expect.any(String),
        lastUsedAt: null,
      });
      await t.http.get('/users/me').set(bearer(tokens.access_token)).expect(200);
      const used = await t.http.get('/oauth/authorizations').set(alice.auth).expect(200);
      expect(used.body.items.find((a: { clientId: string }) => a.clientId === app.clientId).lastUsedAt).not.toBeNull();

      await t.http.delete(`/oauth/authorizations/${app.clientId}`).set(alice.auth).expect(204);
      await t.http.get('/users/me').set(bearer(tokens.access_token)).expect(401);
      await tokenRequest({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        client_id: app.clientId,
      }).expect(400);
      const after = await t.http.get('/oauth/authorizations').set(alice.auth).expect(200);
      expect(after.body.items.map((a: { clientId: string }) => a.clientId)).not.toContain(app.clientId);
      const asked = await t.http
        .get('/oauth/authorize')
        .query(authorizationRequest(app, pkce().challenge))
        .set(alice.auth)
        .expect(200);
      expect(asked.body.kind).toBe('consent');
      await t.http.delete(`/oauth/authorizations/${app.clientId}`).set(alice.auth).expect(404);
    });
  });
});
