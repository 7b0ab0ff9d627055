import { createHash, randomBytes } from 'node:crypto';
import { AccountClosureService } from '../src/identity/auth/account-closure.service';
import { Clock } from '../src/platform/time/clock';
import { act, type Json, post } from './diplomacy/fixtures';
import { newPlayer, newPlayers, type Player, start007Game, startCoalitionGame } from './game-server-fixtures';
import { newClub } from './ladder-fixtures';
import { invite007 } from './support/games';
import { tokenAuth } from './support/tokens';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

const DAY = 24 * 3600_000;

/**
 * Leaving (docs/safety.md, "Leaving, and your data"): `DELETE /me` with the password schedules
 * the deletion seven days ahead and signs the account out; signing in before then cancels it; at
 * the end the account is closed — anonymised, its address freed, its credentials gone, its seats
 * given up by each game's `abandoned` option — while finished games keep verifying.
 */
describe('deleting an account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ mail: true, config: { computerMoveMs: 50, webhooksAllowPrivate: true } });
  });
  afterAll(() => t.close());

  const clock = () => t.app.get(Clock);
  const sweep = () => t.app.get(AccountClosureService).sweep();
  const account = async (id: string) =>
    (
      await t.db.query(
        `SELECT username, display_name, email, password_hash, deletion_requested_at, deletion_due_at, closed_at
           FROM users WHERE id = $1`,
        [id],
      )
    )[0] as Json;
  const mails = async (id: string, kind: string) =>
    (await t.db.query(`SELECT email, payload FROM outbox WHERE user_id = $1 AND kind = $2 ORDER BY id`, [
      id,
      kind,
    ])) as {
      email: string;
      payload: Json;
    }[];
  /** A dashboard session of the player: the agent keeps its cookie. */
  const signIn = async (p: Player) => {
    const agent = t.agent();
    const res = await agent.post('/auth/session').send({ login: p.username, password: p.password }).expect(200);
    return { agent, body: res.body as Json };
  };

  it('refuses without the password, with a wrong one, or from a token, and writes nothing', async () => {
    const ann = await newPlayer(t, 'ann');
    const { agent } = await signIn(ann);
    const token = await tokenAuth(t, ann, ['account:read', 'account:write', 'games:play']);
    const cases: [() => Promise<{ status: number; body: Json }>, number, string][] = [
      [() => agent.delete('/me').send({}), 400, 'PASSWORD_REQUIRED'],
      [() => agent.delete('/me'), 400, 'PASSWORD_REQUIRED'],
      [() => agent.delete('/me').send({ password: 'not my password at all' }), 403, 'WRONG_PASSWORD'],
      [() => agent.delete('/me').send({ password: null }), 400, 'VALIDATION_FAILED'],
      [() => agent.delete('/me').send({ password: 42 }), 400, 'VALIDATION_FAILED'],
      [() => agent.delete('/me').send({ password: ann.password, extra: 1 }), 400, 'VALIDATION_FAILED'],
      [() => t.http.delete('/me').set(token).send({ password: ann.password }), 403, 'FORBIDDEN'],
      [() => t.http.delete('/me').send({ password: ann.password }), 401, 'UNAUTHENTICATED'],
    ];
    for (const [send, status, code] of cases) {
      const res = await send();
      expect({ status: res.status, code: res.body.code }).toEqual({ status, code });
    }
    const row = await account(ann.id);
    expect([row.deletion_requested_at, row.deletion_due_at, row.closed_at]).toEqual([null, null, null]);
    expect(await mails(ann.id, 'account-deletion-scheduled')).toEqual([]);
    // Still signed in, token and all.
    await agent.get('/users/me').expect(200);
    await t.http.get('/users/me').set(token).expect(200);
  });

  it('counts wrong passwords like sign-ins: a borrowed session cannot guess on', async () => {
    const cat = await newPlayer(t, 'cat');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (
          await t.http
            .delete('/me')
            .set(cat.auth)
            .send({ password: `guess number ${i}` })
        ).status,
      );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(403));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect((await account(cat.id)).deletion_due_at).toBeNull();
  });

  it('an account without a password proves itself by a fresh sign-in instead', async () => {
    const dee = await newPlayer(t, 'dee');
    const { agent } = await signIn(dee);
    // An account without a password (no way to make one through the API yet): arranged in the row.
    await t.db.query(`UPDATE users SET password_hash = NULL WHERE id = $1`, [dee.id]);
    await t.db.query(`UPDATE sessions SET created_at = now() - interval '11 minutes' WHERE user_id = $1`, [dee.id]);
    const stale = await agent.delete('/me').send({});
    expect([stale.status, stale.body.code]).toEqual([403, 'FRESH_SIGN_IN_REQUIRED']);
    expect((await account(dee.id)).deletion_due_at).toBeNull();
    await t.db.query(`UPDATE sessions SET created_at = now() - interval '1 minute' WHERE user_id = $1`, [dee.id]);
    await agent.delete('/me').send({}).expect(202);
    expect((await account(dee.id)).deletion_due_at).not.toBeNull();
  });

  it('schedules the deletion 7 days ahead, signs out everywhere, mails the owner; asked again, answers the same', async () => {
    const eve = await newPlayer(t, 'eve');
    const first = await signIn(eve);
    const second = await signIn(eve);
    const res = await first.agent.delete('/me').send({ password: eve.password }).expect(202);
    expect(Date.parse(res.body.dueAt) - Date.parse(res.body.requestedAt)).toBe(7 * DAY);
    expect(String(res.headers['set-cookie'])).toMatch(/entente_session=;/);
    // Every session ended; a JWT and GET /users/me still show what is pending.
    await first.agent.get('/users/me').expect(401);
    await second.agent.get('/users/me').expect(401);
    const me = await t.http.get('/users/me').set(eve.auth).expect(200);
    expect(me.body.deletion).toEqual({ requestedAt: res.body.requestedAt, dueAt: res.body.dueAt });
    const meToo = await t.http.get('/me').set(eve.auth).expect(200);
    expect(meToo.body).toEqual(me.body);
    const [mail] = await mails(eve.id, 'account-deletion-scheduled');
    expect(mail).toMatchObject({ email: eve.email, payload: { username: eve.username, dueAt: res.body.dueAt } });
    // Delivered by email, with the date and the way to cancel it.
    const sent = await t.mail!.catcher.waitFor(
      (m) => m.to.includes(eve.email) && m.subject === 'Your Entente account will be deleted',
      15_000,
    );
    expect(sent.text).toContain(eve.username);
    expect(sent.text).toContain(`${t.config.publicUrl}/signin`);
    // The mail is account mail: not in the inbox, not to webhooks.
    expect(await t.db.query(`SELECT 1 FROM user_notifications WHERE user_id = $1`, [eve.id])).toEqual([]);
    const again = await t.http.delete('/me').set(eve.auth).send({ password: eve.password }).expect(202);
    expect(again.body).toEqual(res.body);
    expect(await mails(eve.id, 'account-deletion-scheduled')).toHaveLength(1);
  });

  it('two requests at once schedule one deletion: both answer it, one mail goes', async () => {
    const hal = await newPlayer(t, 'hal');
    const [a, b] = await Promise.all(
      [0, 1].map(() => t.http.delete('/me').set(hal.auth).send({ password: hal.password })),
    );
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(a.body).toEqual(b.body);
    expect(await mails(hal.id, 'account-deletion-scheduled')).toHaveLength(1);
  });

  it('signing in before the day cancels it, says so and mails it; the sweep then leaves the account alone', async () => {
    const fay = await newPlayer(t, 'fay');
    await t.http.delete('/me').set(fay.auth).send({ password: fay.password }).expect(202);
    clock().advance(6 * DAY);
    const { body } = await signIn(fay);
    expect(body.deletionCancelled).toBe(true);
    expect((await t.http.get('/users/me').set(fay.auth).expect(200)).body.deletion).toBeNull();
    expect(await mails(fay.id, 'account-deletion-cancelled')).toHaveLength(1);
    await t.mail!.catcher.waitFor(
      (m) => m.to.includes(fay.email) && m.subject === 'The deletion of your Entente account is cancelled',
      15_000,
    );
    clock().advance(2 * DAY);
    await sweep();
    expect((await account(fay.id)).closed_at).toBeNull();
    // A later sign-in cancels nothing.
    expect((await signIn(fay)).body.deletionCancelled).toBe(false);
    const token = await t.http.post('/auth/token').send({ login: fay.username, password: fay.password }).expect(200);
    expect(token.body.deletionCancelled).toBe(false);
  });

  it('a sign-in racing the closure: either the sign-in cancels it, or the account is closed and the sign-in refused', async () => {
    for (let round = 0; round < 3; round++) {
      const gus = await newPlayer(t, 'gus');
      await t.http.delete('/me').set(gus.auth).send({ password: gus.password }).expect(202);
      clock().advance(7 * DAY + 60_000);
      const [closing, signingIn] = await Promise.all([
        t.app.get(AccountClosureService).close(gus.id, { onlyIfDue: true }),
        t.http.post('/auth/session').send({ login: gus.username, password: gus.password }),
      ]);
      const row = await account(gus.id);
      if (signingIn.status === 200) {
        expect(signingIn.body.deletionCancelled).toBe(true);
        expect(closing).toBeNull();
        expect(row.closed_at).toBeNull();
      } else {
        expect([signingIn.status, signingIn.body.code]).toEqual([401, 'INVALID_CREDENTIALS']);
        expect(closing?.username).toBe(row.username);
        expect(row.closed_at).not.toBeNull();
        expect(await t.db.query(`SELECT 1 FROM sessions WHERE user_id = $1`, [gus.id])).toEqual([]);
      }
    }
  });

  describe('at the end, with games running', () => {
    let ann: Player;
    let bob: Player;
    let cid: Player;
    let annToken: { Authorization: string };
    let annSession: ReturnType<TestApp['agent']>;
    let oauthAccess: string;
    const ids: Record<string, string> = {};
    let closedName = '';

    beforeAll(async () => {
      [ann, bob, cid] = await newPlayers(t, 'ann', 'bob', 'cid');
      // A finished 007 game with a word at the table.
      const finished = await start007Game(t, ann, bob);
      ids.finished = finished.id;
      await post(t, ann, finished.id, 'table', 'good luck');
      await t.http
        .post(`/games/${finished.id}/actions`)
        .set(bob.auth)
        .send({ type: 'resign', expectedVersion: finished.version })
        .expect(201);
      // A running 007 game (abandoned: resign, the default) and one where a computer takes over.
      ids.resign = (await start007Game(t, ann, bob)).id;
      const computer = await invite007(t, ann, bob.username, { abandoned: 'computer' });
      await t.http.post(`/games/${computer.body.id}/seats/black/accept`).set(bob.auth).expect(200);
      ids.computer = computer.body.id;
      // A running Coalition game in which Ann holds red (a computer takes it), Bob the rest.
      const coalition = await startCoalitionGame(
        t,
        { yellow: bob, black: cid, green: bob, red: ann },
        { abandoned: 'computer', abandonedLevel: 'random' },
      );
      ids.coalition = coalition.id;
      await act(t, bob, coalition, { move: 'c2c3' });
      // An open game Ann sits in, and an invitation to one.
      ids.open = (await invite007(t, ann, cid.username)).body.id;
      ids.invited = (await invite007(t, bob, ann.username)).body.id;
      // Her credentials and what is hers alone: a token, an app's grant, a webhook, a club she owns.
      annToken = await tokenAuth(t, ann, ['account:read', 'games:read']);
      oauthAccess = await oauthToken(t, ann);
      await t.http.post('/me/webhooks').set(ann.auth).send({ url: 'http://127.0.0.1:9/hook' }).expect(201);
      ids.club = await newClub(t, ann, [bob]);
      await t.http.put(`/games/${ids.resign}/notes`).set(ann.auth).send({ text: 'castle early' }).expect(200);
      annSession = (await signIn(ann)).agent;
      await t.http.delete('/me').set(ann.auth).send({ password: ann.password }).expect(202);
      annSession = (await signIn(ann)).agent; // a sign-in cancels it...
      await t.http.delete('/me').set(ann.auth).send({ password: ann.password }).expect(202); // ...asked again
      clock().advance(7 * DAY + 60_000);
      expect(await sweep()).toBeGreaterThanOrEqual(1);
      closedName = (await account(ann.id)).username;
    });

    it('anonymises the account, frees its address and ends every credential', async () => {
      const row = await account(ann.id);
      expect(row.username).toMatch(/^deleted-[0-9a-f]{10}$/);
      expect(row).toMatchObject({ display_name: row.username, email: null, password_hash: null });
      expect([row.deletion_requested_at, row.deletion_due_at]).toEqual([null, null]);
      expect(row.closed_at).not.toBeNull();
      for (const headers of [ann.auth, annToken, { Authorization: `Bearer ${oauthAccess}` }])
        await t.http.get('/users/me').set(headers).expect(401);
      await annSession.get('/users/me').expect(401);
      await t.http.post('/auth/session').send({ login: ann.username, password: ann.password }).expect(401);
      await t.http.post('/auth/session').send({ login: ann.email, password: ann.password }).expect(401);
      for (const table of ['sessions', 'api_tokens', 'oauth_grants', 'oauth_consents', 'webhooks', 'game_notes'])
        expect([table, await t.db.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [ann.id])]).toEqual([table, []]);
      // The address is free for a new account; the anonymous name is nobody else's to take.
      await t.http
        .post('/auth/register')
        .send({ username: `new_${ann.username}`.slice(0, 32), email: ann.email, password: 'a new long password' })
        .expect(202);
      const [fresh] = await t.db.query(`SELECT id FROM users WHERE email = $1`, [ann.email]);
      expect(fresh.id).not.toBe(ann.id);
      const taken = await t.http
        .post('/auth/register')
        .send({
          username: closedName.replace(/.$/, 'x'),
          email: 'someone@example.org',
          password: 'a new long password',
        })
        .expect(409);
      expect(taken.body.code).toBe('USERNAME_TAKEN');
      // The club she owned goes on with Bob as its owner.
      const club = await t.http.get(`/clubs/${ids.club}`).set(bob.auth).expect(200);
      expect(club.body).toMatchObject({ members: 1, myRole: 'owner' });
    });

    it('gives up her seats as each game says: resigned, taken by a computer, reopened, declined', async () => {
      const game = async (id: string) => (await t.http.get(`/games/${id}`).set(bob.auth).expect(200)).body as Json;
      const resign = await game(ids.resign);
      expect(resign.status).toBe('finished');
      expect(resign.result).toMatchObject({ winners: ['black'], reason: 'resignation' });
      const computer = await game(ids.computer);
      expect(computer.status).toBe('active');
      expect(computer.seats.find((s: Json) => s.seat === 'white')).toMatchObject({ computer: 'greedy' });
      const coalition = await game(ids.coalition);
      expect(coalition.status).toBe('active');
      expect(coalition.seats.find((s: Json) => s.seat === 'red')).toMatchObject({ computer: 'random' });
      // Before the start: her seat reopens (Cid's invitation keeps the game), her invitation is declined.
      const open = await game(ids.open);
      expect(open.status).toBe('open');
      expect(open.seats.find((s: Json) => s.seat === 'white')).toMatchObject({ state: 'open', player: null });
      const invited = await game(ids.invited);
      expect(invited.seats.find((s: Json) => s.seat === 'black')).toMatchObject({ state: 'open' });
      for (const id of [ids.resign, ids.computer, ids.coalition]) {
        const verify = await t.http.get(`/games/${id}/verify`).set(bob.auth).expect(200);
        expect(verify.body).toMatchObject({ ok: true, chainIntact: true, replayMatches: true });
      }
    });

    it('keeps finished games and messages under the new name; their chains still verify', async () => {
      const game = (await t.http.get(`/games/${ids.finished}`).set(bob.auth).expect(200)).body as Json;
      expect(game.seats.find((s: Json) => s.seat === 'white').player).toMatchObject({
        id: ann.id,
        username: closedName,
      });
      const lines = await t.http.get(`/games/${ids.finished}/channels/table/messages`).set(bob.auth).expect(200);
      expect(lines.body.items.find((m: Json) => m.text === 'good luck').author).toMatchObject({
        id: ann.id,
        username: closedName,
      });
      const verify = await t.http.get(`/games/${ids.finished}/verify`).set(bob.auth).expect(200);
      expect(verify.body).toMatchObject({ ok: true, chainIntact: true, replayMatches: true });
      const channel = await t.http.get(`/games/${ids.finished}/channels/table/verify`).set(bob.auth).expect(200);
      expect(channel.body).toMatchObject({ ok: true });
      // Events keep the id, never a name: nothing in the chain had to change.
      const events = await t.db.query(`SELECT user_id, payload::text AS payload FROM game_events WHERE game_id = $1`, [
        ids.finished,
      ]);
      expect(events.some((e: Json) => e.user_id === ann.id)).toBe(true);
      expect(events.some((e: Json) => e.payload.includes(closedName))).toBe(false);
    });
  });
});

/** An OAuth access token of an app `p` authorised for `account:read` (authorization code with PKCE). */
async function oauthToken(t: TestApp, p: Player): Promise<string> {
  const redirect = 'http://127.0.0.1:53682/callback';
  const app = await t.http
    .post('/oauth/apps')
    .set(p.auth)
    .send({ name: 'Leaving', redirectUris: [redirect], confidential: false })
    .expect(201);
  const verifier = randomBytes(32).toString('base64url');
  const allowed = await t.http
    .post('/oauth/authorize')
    .set(p.auth)
    .send({
      response_type: 'code',
      client_id: app.body.clientId,
      redirect_uri: redirect,
      scope: 'account:read',
      state: 's',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      decision: 'allow',
    })
    .expect(200);
  const code = new URL(allowed.body.location).searchParams.get('code');
  const tokens = await t.http
    .post('/oauth/token')
    .type('form')
    .send({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirect,
      code_verifier: verifier,
      client_id: app.body.clientId,
    })
    .expect(200);
  return tokens.body.access_token as string;
}
