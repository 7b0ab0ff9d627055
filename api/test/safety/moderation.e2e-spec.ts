import { OutboxDispatcher } from '../../src/delivery/notifications/outbox-dispatcher';
import { clockOf, DAY } from '../correspondence/helpers';
import { post, type Json } from '../diplomacy/fixtures';
import { fourPlayers, newPlayer, type Player, start007Game, startCoalitionGame } from '../game-server-fixtures';
import { ladderGame, newClub, seasonAroundToday } from '../ladder-fixtures';
import { createGame } from '../support/games';
import { startTestApp, type TestApp } from '../support/test-app';

jest.setTimeout(180_000);

/**
 * Reports and moderation (docs/safety.md, "Reports and moderation"): anyone reports what they may
 * see; moderators — given the role by the command line — work through the queue, see a reported
 * message in its context (each read in the audit log) and act, each action an audited record;
 * the person reported is told what was decided, never by whom it was reported.
 */
describe('reports and moderation', () => {
  let t: TestApp;
  let mod: Player;
  let mod2: Player;
  const drain = () => t.app.get(OutboxDispatcher).drain();

  beforeAll(async () => {
    t = await startTestApp({ mail: true, config: { messagesPerMinute: 1000, reportsPerHour: 5 } });
    [mod, mod2] = [await newPlayer(t, 'mod'), await newPlayer(t, 'modtwo')];
    // The role is the command line's to give (moderator-cli.e2e-spec.ts); here it is arranged.
    await t.db.query(`UPDATE users SET moderator = true WHERE id = ANY($1::uuid[])`, [[mod.id, mod2.id]]);
  });
  afterAll(() => t.close());

  const report = (who: Player, body: Json) => t.http.post('/reports').set(who.auth).send(body);
  const act = (who: Player, reportId: string, body: Json) =>
    t.http.post(`/moderation/reports/${reportId}/actions`).set(who.auth).send(body);
  const reportCount = async () => (await t.db.query(`SELECT count(*)::int AS n FROM reports`))[0].n as number;

  describe('filing a report', () => {
    it('reports a person, a game, a club and a message one may read: 201 with the id', async () => {
      const p = await fourPlayers(t, 'rf');
      const game = await startCoalitionGame(t, p, { press: 'full' });
      const said = await post(t, p.red, game.id, 'yellow+red', 'You will regret this.');
      const club = await newClub(t, p.black, [], 'public');
      const ids = [
        await report(p.yellow, { subject: 'message', id: said.id, reason: 'harassment', text: 'A threat.' }).expect(
          201,
        ),
        await report(p.yellow, { subject: 'user', id: p.red.username, reason: 'harassment' }).expect(201),
        await report(p.yellow, {
          subject: 'game',
          id: game.id,
          reason: 'cheating',
          text: 'Red and Green collude.',
        }).expect(201),
        await report(p.yellow, { subject: 'club', id: club, reason: 'inappropriate' }).expect(201),
      ].map((r) => r.body.id);
      expect(ids.every((id) => /^[0-9a-f-]{36}$/.test(id))).toBe(true);
      const rows = await t.db.query(
        `SELECT subject, reported_user_id, game_id FROM reports WHERE id = ANY($1::uuid[]) ORDER BY created_at`,
        [ids],
      );
      expect(rows).toEqual([
        { subject: 'message', reported_user_id: p.red.id, game_id: game.id },
        { subject: 'user', reported_user_id: p.red.id, game_id: null },
        { subject: 'game', reported_user_id: null, game_id: game.id },
        { subject: 'club', reported_user_id: null, game_id: null },
      ]);
    });

    it('refuses reporting oneself, a missing item, a message one cannot read, bad input; nothing is written', async () => {
      const p = await fourPlayers(t, 'rr');
      const game = await startCoalitionGame(t, p, { press: 'full' });
      const privateWord = await post(t, p.yellow, game.id, 'yellow+green', 'Between us.');
      const own = await post(t, p.black, game.id, 'table', 'My own words.');
      const before = await reportCount();
      const code = async (who: Player, body: Json, status: number) =>
        (await report(who, body).expect(status)).body.code as string;
      expect(await code(p.black, { subject: 'user', id: p.black.username, reason: 'spam' }, 400)).toBe(
        'CANNOT_REPORT_YOURSELF',
      );
      expect(await code(p.black, { subject: 'user', id: p.black.id, reason: 'spam' }, 400)).toBe(
        'CANNOT_REPORT_YOURSELF',
      );
      expect(await code(p.black, { subject: 'message', id: own.id, reason: 'spam' }, 400)).toBe(
        'CANNOT_REPORT_YOURSELF',
      );
      expect(await code(p.black, { subject: 'user', id: 'nobody_by_that_name', reason: 'spam' }, 404)).toBe(
        'REPORT_SUBJECT_NOT_FOUND',
      );
      expect(
        await code(p.black, { subject: 'game', id: '00000000-0000-4000-8000-000000000000', reason: 'spam' }, 404),
      ).toBe('REPORT_SUBJECT_NOT_FOUND');
      expect(await code(p.black, { subject: 'club', id: 'not-a-club', reason: 'spam' }, 404)).toBe(
        'REPORT_SUBJECT_NOT_FOUND',
      );
      expect(await code(p.black, { subject: 'message', id: '99999999999', reason: 'spam' }, 404)).toBe(
        'REPORT_SUBJECT_NOT_FOUND',
      );
      // Black cannot read Yellow and Green's channel: to Black the message does not exist.
      expect(await code(p.black, { subject: 'message', id: privateWord.id, reason: 'spam' }, 404)).toBe(
        'REPORT_SUBJECT_NOT_FOUND',
      );
      for (const body of [
        { subject: 'user', id: p.red.username },
        { subject: 'user', id: p.red.username, reason: 'annoying' },
        { subject: 'planet', id: p.red.username, reason: 'spam' },
        { subject: 'user', id: null, reason: 'spam' },
        { subject: 'user', id: p.red.username, reason: 'spam', text: null },
        { subject: 'user', id: p.red.username, reason: 'spam', text: 'x'.repeat(2001) },
        { subject: 'user', id: p.red.username, reason: 'spam', extra: 1 },
      ])
        expect(await code(p.black, body, 400)).toBe('VALIDATION_FAILED');
      expect(await reportCount()).toBe(before);
    });

    it('takes one open report per item from each reporter, and at most REPORTS_PER_HOUR (429 with Retry-After)', async () => {
      const [who, ...others] = [
        await newPlayer(t, 'rl'),
        await newPlayer(t, 'o1'),
        await newPlayer(t, 'o2'),
        await newPlayer(t, 'o3'),
        await newPlayer(t, 'o4'),
        await newPlayer(t, 'o5'),
      ];
      // Three at once of the same person: one is filed, the others are told it is.
      const same = await Promise.all(
        [0, 1, 2].map(() => report(who, { subject: 'user', id: others[0].username, reason: 'spam' })),
      );
      expect(same.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      expect(same.find((r) => r.status === 409)?.body.code).toBe('ALREADY_REPORTED');
      for (const other of others.slice(1))
        await report(who, { subject: 'user', id: other.username, reason: 'spam' }).expect(201);
      const limited = await report(who, { subject: 'user', id: mod.username, reason: 'spam' }).expect(429);
      expect(limited.body.code).toBe('REPORT_RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('who may moderate', () => {
    it('refuses every moderation route to a player (403 NOT_A_MODERATOR) and to any token (403 FORBIDDEN); nothing changes', async () => {
      const [player, other] = [await newPlayer(t, 'np'), await newPlayer(t, 'nq')];
      const filed = (await report(player, { subject: 'user', id: other.username, reason: 'spam' }).expect(201)).body.id;
      const attempts = [
        t.http.get('/moderation/reports').set(player.auth),
        t.http.get(`/moderation/reports/${filed}`).set(player.auth),
        t.http.get('/moderation/actions').set(player.auth),
        act(player, filed, { action: 'suspend', reason: 'I do not like them' }),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('NOT_A_MODERATOR');
      }
      const token = (
        await t.http
          .post('/tokens')
          .set(mod.auth)
          .send({ name: 'mod script', scopes: ['account:read', 'account:write'] })
          .expect(201)
      ).body.token;
      const viaToken = await t.http.get('/moderation/reports').set('Authorization', `Bearer ${token}`);
      expect(viaToken.status).toBe(403);
      expect(viaToken.body.code).toBe('FORBIDDEN');
      const [{ status }] = await t.db.query(`SELECT status FROM reports WHERE id = $1`, [filed]);
      expect(status).toBe('open');
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM moderation_actions WHERE report_id = $1`, [
        filed,
      ]);
      expect(n).toBe(0);
    });
  });

  describe('from a report through the queue to a suspension', () => {
    it('shows the message in its channel’s context (the read logged), warns, mutes, suspends; the person never learns who reported', async () => {
      const p = await fourPlayers(t, 'qs');
      const game = await startCoalitionGame(t, p, { press: 'full', abandoned: 'computer', abandonedLevel: 'random' });
      for (let i = 1; i <= 12; i++) await post(t, i % 2 ? p.yellow : p.red, game.id, 'yellow+red', `line ${i}`);
      const insult = await post(t, p.red, game.id, 'yellow+red', 'You are a worthless player.');
      await post(t, p.yellow, game.id, 'yellow+red', 'Please stop.');
      const filed = (
        await report(p.yellow, {
          subject: 'message',
          id: insult.id,
          reason: 'harassment',
          text: 'Insults again.',
        }).expect(201)
      ).body.id;

      // The queue: open reports first; this one with whom it concerns and who filed it.
      const queue = (await t.http.get('/moderation/reports?status=open&limit=100').set(mod.auth).expect(200)).body;
      expect(queue.items.every((r: Json) => r.status === 'open')).toBe(true);
      expect(queue.items.find((r: Json) => r.id === filed)).toMatchObject({
        subject: 'message',
        reason: 'harassment',
        text: 'Insults again.',
        reporter: { id: p.yellow.id },
        reportedUser: { id: p.red.id },
        gameId: game.id,
      });

      // The context: the private channel's lines around the message, and the read in the audit log.
      const detail = (await t.http.get(`/moderation/reports/${filed}`).set(mod.auth).expect(200)).body;
      expect(detail.context.channel).toBe('yellow+red');
      expect(detail.context.lines).toHaveLength(12);
      expect(detail.context.lines.find((l: Json) => l.reported)).toMatchObject({
        id: insult.id,
        text: 'You are a worthless player.',
      });
      expect(detail.context.user).toMatchObject({ user: { id: p.red.id }, suspended: false, reportsAbout: 1 });
      expect(detail.actions).toEqual([
        expect.objectContaining({
          action: 'viewed-context',
          moderator: expect.objectContaining({ id: mod.id }),
          reportId: filed,
        }),
      ]);
      await t.http.get(`/moderation/reports/${filed}`).set(mod2.auth).expect(200);
      const reads = await t.db.query(
        `SELECT moderator_id FROM moderation_actions WHERE report_id = $1 AND action = 'viewed-context' ORDER BY id`,
        [filed],
      );
      expect(reads.map((r: Json) => r.moderator_id)).toEqual([mod.id, mod2.id]);

      // Warn: a notice to Red that names neither the reporter nor the moderator.
      const warned = await act(mod, filed, {
        action: 'warn',
        reason: 'First insult reported by a player.',
        message: 'Keep it civil.',
      }).expect(201);
      expect(warned.body).toMatchObject({
        action: 'warn',
        user: { id: p.red.id },
        moderator: { id: mod.id },
        reportId: filed,
      });
      const notices = (await t.http.get('/me/notifications').set(p.red.auth).expect(200)).body.items.filter(
        (n: Json) => n.kind === 'moderation',
      );
      expect(notices).toHaveLength(1);
      expect(notices[0].payload).toEqual({ action: 'warn', until: null, message: 'Keep it civil.' });
      const seenByRed = JSON.stringify(notices);
      for (const secret of [p.yellow.id, p.yellow.username, mod.id, mod.username, filed, 'First insult'])
        expect(seenByRed).not.toContain(secret);
      // Red's mail leaves in order, after the messages' quiet spell (message-burst.ts).
      clockOf(t).advance(5 * 60_000);
      await drain();
      const mail = await t.mail!.catcher.waitFor((m) => m.to.includes(p.red.email) && /warning/i.test(m.subject));
      for (const secret of [p.yellow.username, mod.username]) expect(mail.text).not.toContain(secret);

      // Mute: no messages anywhere for three days, then again.
      await act(mod, filed, { action: 'mute', reason: 'Kept on after the warning.', days: 3 }).expect(201);
      const muted = await t.http.post(`/games/${game.id}/channels/table/messages`).set(p.red.auth).send({ text: 'hm' });
      expect(muted.status).toBe(403);
      expect(muted.body).toMatchObject({ code: 'ACCOUNT_MUTED', until: expect.any(String) });
      // The dashboard learns it (and whether one moderates) from the account itself.
      const me = (await t.http.get('/users/me').set(p.red.auth).expect(200)).body;
      expect(me).toMatchObject({ moderator: false, mutedUntil: muted.body.until });
      expect((await t.http.get('/users/me').set(mod.auth).expect(200)).body.moderator).toBe(true);
      clockOf(t).advance(3 * DAY + 60_000);
      await post(t, p.red, game.id, 'table', 'Sorry, everyone.');

      // Suspend: sign-in refused with a clear message; tokens stop; seats go to the computer.
      const red = p.red;
      const suspended = await act(mod, filed, { action: 'suspend', reason: 'Insults after a mute.', days: 7 }).expect(
        201,
      );
      expect(suspended.body.until).toEqual(expect.any(String));
      const signIn = await t.http
        .post('/auth/session')
        .send({ login: red.username, password: red.password })
        .expect(403);
      expect(signIn.body).toMatchObject({ code: 'ACCOUNT_SUSPENDED', until: suspended.body.until });
      expect(signIn.body.title).toMatch(/suspended/);
      expect((await t.http.get('/users/me').set(red.auth).expect(403)).body.code).toBe('ACCOUNT_SUSPENDED');
      // A wrong password says nothing about the suspension.
      expect(
        (await t.http.post('/auth/session').send({ login: red.username, password: 'wrong-password-x' }).expect(401))
          .body.code,
      ).toBe('INVALID_CREDENTIALS');
      const after = (await t.http.get(`/games/${game.id}`).set(p.yellow.auth).expect(200)).body;
      const redSeat = after.seats.find((s: Json) => s.seat === 'red');
      expect(redSeat).toMatchObject({ computer: 'random' });
      expect(redSeat.player ?? null).toBeNull();
      const handedOver = (
        await t.http.get(`/games/${game.id}/events?limit=200`).set(p.yellow.auth).expect(200)
      ).body.items.filter((e: Json) => e.type === 'seat-handed-over');
      expect(handedOver.at(-1).payload).toMatchObject({ seat: 'red', how: 'left', to: { computer: 'random' } });
      expect((await t.http.get(`/games/${game.id}/verify`).set(p.yellow.auth).expect(200)).body.ok).toBe(true);

      // The report is actioned; every step is in the audit log with moderator and reason.
      const [{ status }] = await t.db.query(`SELECT status FROM reports WHERE id = $1`, [filed]);
      expect(status).toBe('actioned');
      const log = (await t.http.get('/moderation/actions?limit=100').set(mod2.auth).expect(200)).body.items.filter(
        (a: Json) => a.reportId === filed,
      );
      expect(log.map((a: Json) => a.action)).toEqual(['suspend', 'mute', 'warn', 'viewed-context', 'viewed-context']);
      expect(log.every((a: Json) => a.reason.length > 0 && a.moderator)).toBe(true);

      // A week later the suspension is over; reinstating lifts it at once too.
      clockOf(t).advance(7 * DAY + 60_000);
      await t.http.post('/auth/session').send({ login: red.username, password: red.password }).expect(200);
    });

    it('suspends until lifted; reinstate lifts it; closing is for good; a moderator never acts on themselves', async () => {
      const [who, target] = [await newPlayer(t, 'cl'), await newPlayer(t, 'ct')];
      const filed = (await report(who, { subject: 'user', id: target.username, reason: 'spam' }).expect(201)).body.id;
      const open = (await createGame(t, target, { variant: '007', seats: [{ seat: 'white', me: true }] })).body.id;
      await act(mod, filed, { action: 'suspend', reason: 'Spam everywhere.' }).expect(201);
      const refused = await t.http
        .post('/auth/token')
        .send({ login: target.username, password: target.password })
        .expect(403);
      expect(refused.body.code).toBe('ACCOUNT_SUSPENDED');
      expect(refused.body.until).toBeUndefined();
      // Its open game lost its only player: aborted, as a seat given up before the start is.
      const game = await t.db.query(`SELECT status FROM games WHERE id = $1`, [open]);
      expect(game[0].status).toBe('aborted');
      await act(mod, filed, { action: 'reinstate', reason: 'Appeal accepted.' }).expect(201);
      await t.http.post('/auth/token').send({ login: target.username, password: target.password }).expect(200);
      await act(mod, filed, { action: 'close', reason: 'Back to spamming.' }).expect(201);
      expect(
        (await t.http.post('/auth/token').send({ login: target.username, password: target.password }).expect(403)).body
          .code,
      ).toBe('ACCOUNT_CLOSED');
      expect((await act(mod, filed, { action: 'reinstate', reason: 'Oops.' }).expect(400)).body.code).toBe(
        'ACTION_NOT_APPLICABLE',
      );
      // Reachable no more: "not possible" like a block.
      const invite = await t.http
        .post('/games')
        .set(who.auth)
        .send({
          variant: '007',
          seats: [
            { seat: 'white', me: true },
            { seat: 'black', invite: target.username },
          ],
        });
      expect(invite.status).toBe(403);
      expect(invite.body.code).toBe('PLAYER_UNAVAILABLE');

      const aboutMod = (await report(who, { subject: 'user', id: mod.username, reason: 'other' }).expect(201)).body.id;
      expect((await act(mod, aboutMod, { action: 'warn', reason: 'x' }).expect(403)).body.code).toBe(
        'CANNOT_MODERATE_YOURSELF',
      );
      await act(mod2, aboutMod, { action: 'dismiss', reason: 'Nothing in it.' }).expect(201);
    });

    it('refuses actions that do not fit: a mute without days, a game report without a person, unknown actions; nothing is written', async () => {
      const p = await fourPlayers(t, 'nf');
      const game = await startCoalitionGame(t, p);
      const filed = (await report(p.yellow, { subject: 'game', id: game.id, reason: 'cheating' }).expect(201)).body.id;
      const userReport = (await report(p.yellow, { subject: 'user', id: p.red.username, reason: 'spam' }).expect(201))
        .body.id;
      const count = async () => (await t.db.query(`SELECT count(*)::int AS n FROM moderation_actions`))[0].n as number;
      const before = await count();
      const code = async (id: string, body: Json, status: number) =>
        (await act(mod, id, body).expect(status)).body.code;
      expect(await code(filed, { action: 'warn', reason: 'who?' }, 400)).toBe('ACTION_NOT_APPLICABLE');
      expect(await code(userReport, { action: 'mute', reason: 'no days' }, 400)).toBe('ACTION_NOT_APPLICABLE');
      expect(await code(userReport, { action: 'mute', reason: 'too long', days: 400 }, 400)).toBe(
        'ACTION_NOT_APPLICABLE',
      );
      expect(await code(userReport, { action: 'warn', reason: 'other person', user: p.black.username }, 400)).toBe(
        'ACTION_NOT_APPLICABLE',
      );
      expect(await code(userReport, { action: 'annul', reason: 'no game' }, 400)).toBe('ACTION_NOT_APPLICABLE');
      expect(await code(userReport, { action: 'ban', reason: 'x' }, 400)).toBe('VALIDATION_FAILED');
      expect(await code(userReport, { action: 'warn', reason: null }, 400)).toBe('VALIDATION_FAILED');
      expect(await code(userReport, { action: 'warn' }, 400)).toBe('VALIDATION_FAILED');
      expect(await code(userReport, { action: 'warn', reason: 'x', days: null }, 400)).toBe('VALIDATION_FAILED');
      expect(await code('00000000-0000-4000-8000-000000000000', { action: 'warn', reason: 'x' }, 404)).toBe(
        'REPORT_NOT_FOUND',
      );
      expect(await code('not-a-report', { action: 'warn', reason: 'x' }, 404)).toBe('REPORT_NOT_FOUND');
      expect(await count()).toBe(before);
      // A game report names whom with `user`.
      await act(mod, filed, { action: 'warn', reason: 'Collusion at the table.', user: p.green.username }).expect(201);
    });

    it('two moderators dismissing one report at once: one 201, the other 409 REPORT_CLOSED', async () => {
      const [who, target] = [await newPlayer(t, 'dd'), await newPlayer(t, 'dt')];
      const filed = (await report(who, { subject: 'user', id: target.username, reason: 'spam' }).expect(201)).body.id;
      const answers = await Promise.all([
        act(mod, filed, { action: 'dismiss', reason: 'No spam found.' }),
        act(mod2, filed, { action: 'dismiss', reason: 'Not spam.' }),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(answers.find((r) => r.status === 409)?.body.code).toBe('REPORT_CLOSED');
      const [{ n }] = await t.db.query(
        `SELECT count(*)::int AS n FROM moderation_actions WHERE report_id = $1 AND action = 'dismiss'`,
        [filed],
      );
      expect(n).toBe(1);
      // Dismissed: nothing more can be done about it; the reporter may report again.
      expect((await act(mod, filed, { action: 'warn', reason: 'changed my mind' }).expect(409)).body.code).toBe(
        'REPORT_CLOSED',
      );
      await report(who, { subject: 'user', id: target.username, reason: 'spam' }).expect(201);
    });
  });

  describe('annulling a game', () => {
    it('a finished rated ladder game: the standings and ratings are recomputed, the chain still verifies', async () => {
      const [white, black] = [await newPlayer(t, 'aw'), await newPlayer(t, 'ab')];
      const club = await newClub(t, white, [black]);
      const ladder = (
        await t.http
          .post(`/clubs/${club}/ladders`)
          .set(white.auth)
          .send({ name: 'Rated', variant: '007', season: seasonAroundToday() })
          .expect(201)
      ).body.id;
      const gameId = await ladderGame(t, ladder, white, { white, black });
      const game = (await t.http.get(`/games/${gameId}`).set(white.auth).expect(200)).body;
      await t.http
        .post(`/games/${gameId}/actions`)
        .set(black.auth)
        .send({ type: 'resign', expectedVersion: game.version })
        .expect(201);
      const standings = async () => (await t.http.get(`/ladders/${ladder}/standings`).set(white.auth).expect(200)).body;
      const counted = await standings();
      expect(counted.countedGames).toBe(1);
      expect(counted.rows.find((r: Json) => r.user.id === white.id)).toMatchObject({ wins: 1 });
      const filed = (
        await report(black, { subject: 'game', id: gameId, reason: 'cheating', text: 'An engine.' }).expect(201)
      ).body.id;
      await act(mod, filed, { action: 'annul', reason: 'Engine use confirmed.' }).expect(201);
      const after = await standings();
      expect(after.countedGames).toBe(0);
      expect(after.rows.find((r: Json) => r.user.id === white.id) ?? { wins: 0, rating: 1500 }).toMatchObject({
        wins: 0,
        rating: 1500,
      });
      const ladderGameRow = await t.db.query(`SELECT state FROM ladder_games WHERE game_id = $1`, [gameId]);
      expect(ladderGameRow[0].state).toBe('annulled');
      const events = (await t.http.get(`/games/${gameId}/events`).set(white.auth).expect(200)).body.items;
      expect(events.at(-1)).toMatchObject({
        type: 'game-annulled',
        userId: null,
        payload: { reason: 'moderation', ended: false },
      });
      const finished = (await t.http.get(`/games/${gameId}`).set(white.auth).expect(200)).body;
      expect(finished.status).toBe('finished');
      expect((await t.http.get(`/games/${gameId}/verify`).set(white.auth).expect(200)).body.ok).toBe(true);
      // Once is enough.
      const again = (await report(white, { subject: 'game', id: gameId, reason: 'other' }).expect(201)).body.id;
      expect((await act(mod2, again, { action: 'annul', reason: 'twice' }).expect(409)).body.code).toBe(
        'GAME_ALREADY_ANNULLED',
      );
    });

    it('a running game ends as annulled: aborted, its players told, its chain verified', async () => {
      const [white, black] = [await newPlayer(t, 'rw'), await newPlayer(t, 'rb')];
      const { id } = await start007Game(t, white, black);
      const filed = (await report(white, { subject: 'game', id, reason: 'cheating' }).expect(201)).body.id;
      await act(mod, filed, { action: 'annul', reason: 'Account sharing.' }).expect(201);
      const game = (await t.http.get(`/games/${id}`).set(white.auth).expect(200)).body;
      expect(game).toMatchObject({ status: 'aborted', result: null });
      expect((await t.http.get(`/games/${id}/verify`).set(white.auth).expect(200)).body.ok).toBe(true);
      const told = (await t.http.get('/me/notifications').set(black.auth).expect(200)).body.items.find(
        (n: Json) => n.kind === 'game-over' && n.gameId === id,
      );
      expect(told?.payload).toMatchObject({ status: 'aborted', result: null });
      await t.http
        .post(`/games/${id}/moves`)
        .set(white.auth)
        .send({ move: 'e2e4', expectedVersion: game.version })
        .expect(409);
    });
  });
});
