import { DigestScheduler } from '../../src/delivery/notifications/digest-scheduler';
import { localDayAndHour } from '../../src/delivery/notifications/notification-settings';
import { OutboxDispatcher } from '../../src/delivery/notifications/outbox-dispatcher';
import { ReminderScheduler } from '../../src/delivery/notifications/reminder-scheduler';
import { newPlayer, type Player } from '../game-server-fixtures';
import { recordFigure } from '../support/figures';
import { startTestApp, type TestApp } from '../support/test-app';
import { clockOf, DAY, eventually, HOUR, start007, startSecondInstance, turn } from './helpers';
import { SmtpRecorder } from './smtp-recorder';
import { invite007 } from '../support/games';

jest.setTimeout(30_000);

describe('notifications by email, in-app, digest and reminders', () => {
  let t: TestApp;
  let smtp: SmtpRecorder;
  let white: Player;
  let black: Player;
  const drain = () => t.app.get(OutboxDispatcher).drain();

  beforeAll(async () => {
    smtp = new SmtpRecorder();
    await smtp.start();
    t = await startTestApp({ config: { smtpUrl: smtp.url, publicUrl: 'http://dash.test' } });
    white = await newPlayer(t, 'nw');
    black = await newPlayer(t, 'nb');
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('emails your-turn with the last moves, the position, the deadline, a link and one-click unsubscribe', async () => {
    const { id, version } = await start007(t, white, black, { type: 'per-move', days: 3 });
    await turn(t, white, id, version, ['e2e4', 'e7e5', 'g1f3']);
    const mail = await eventually(
      async () => smtp.to(black.email).find((m) => /your move/i.test(m.subject) && m.text.includes('e2e4')),
      10_000,
      'your-turn mail',
    );
    expect(mail.text).toContain('Last moves: e2e4 e7e5 g1f3');
    expect(mail.text).toContain(`http://dash.test/games/${id}`);
    expect(mail.text).toMatch(/Move by .*\(UTC\)/);
    // The diagram after 1. e4 e5 Nf3: a white knight on f3, the g1 square empty.
    expect(mail.text).toContain(' 3 . . . . . N . .');
    expect(mail.text).toContain(' 1 R N B Q K B . R');
    expect(mail.html).toContain('<pre');
    expect(mail.html).toContain(`href="http://dash.test/games/${id}"`);
    // The row is marked once every mail of its batch was accepted, a moment after this one arrived.
    const row = await eventually(
      async () =>
        (
          await t.db.query(
            `SELECT id, created_at, email_status, delivered_at FROM outbox WHERE game_id = $1 AND kind = 'your-turn' AND user_id = $2 ORDER BY id DESC LIMIT 1`,
            [id, black.id],
          )
        ).find((r: { email_status: string | null }) => r.email_status !== null),
      10_000,
      'the outbox row marked',
    );
    expect(row.email_status).toBe('sent');
    expect(mail.messageId).toBe(`<n${row.id}.${row.created_at.getTime().toString(36)}@entente.localhost>`);
    const listUnsubscribe = String(mail.header('list-unsubscribe'));
    expect(listUnsubscribe).toMatch(/^<http:\/\/dash\.test\/api\/notifications\/unsubscribe\?token=.+>$/);
    expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // One click (RFC 8058) through the same path the dashboard proxies to the API.
    const path = listUnsubscribe.slice(1, -1).replace('http://dash.test/api', '');
    await t.http.post(path).type('form').send('List-Unsubscribe=One-Click').expect(200, { unsubscribed: 'your-turn' });
    const settings = await t.http.get('/me/notification-settings').set(black.auth).expect(200);
    expect(settings.body.kinds['your-turn']).toBe('never');
    await t.http.post(path.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))).expect(400);
    await t.http
      .patch('/me/notification-settings')
      .set(black.auth)
      .send({ kinds: { 'your-turn': 'immediately' } })
      .expect(200);
  });

  it('writes in German for a German-speaking user, and respects never, digest and muted games', async () => {
    await t.http
      .patch('/me/notification-settings')
      .set(white.auth)
      .send({ language: 'de', timeZone: 'Europe/Berlin' })
      .expect(200);
    const { id, version } = await start007(t, white, black, { type: 'per-move', days: 2 });
    const v = await turn(t, white, id, version, ['d2d4', 'd7d5', 'c2c4']);
    await turn(t, black, id, v, ['e7e6', 'e2e3', 'g8f6']);
    const de = await eventually(
      async () => smtp.to(white.email).find((m) => m.subject.startsWith('Sie sind am Zug') && m.text.includes('e7e6')),
      10_000,
      'German mail',
    );
    expect(de.text).toContain('Letzte Züge: e7e6 e2e3 g8f6');
    expect(de.text).toMatch(/Ziehen Sie bis .*\(Europe\/Berlin\)/);
    expect(de.text).toContain('007-Schach');

    // never: no email, but the in-app notification is there; muted: the same for one game.
    await t.http
      .patch('/me/notification-settings')
      .set(black.auth)
      .send({ kinds: { 'game-started': 'never' } })
      .expect(200);
    // Muted between creating the game and its start (the deliverer is quick: mute first).
    const created = await invite007(t, white, black.username);
    const g2 = { id: created.body.id as string };
    await t.http.put(`/me/muted-games/${g2.id}`).set(white.auth).expect(204);
    await t.http.post(`/games/${g2.id}/seats/black/accept`).set(black.auth).expect(200);
    await drain();
    const rows = await t.db.query(`SELECT user_id, kind, email_status FROM outbox WHERE game_id = $1 ORDER BY id`, [
      g2.id,
    ]);
    expect(rows).toEqual(
      expect.arrayContaining([
        { user_id: black.id, kind: 'game-started', email_status: 'never' },
        { user_id: white.id, kind: 'game-started', email_status: 'muted' },
        { user_id: white.id, kind: 'your-turn', email_status: 'muted' },
      ]),
    );
    const inbox = await t.http.get('/me/notifications').set(black.auth).expect(200);
    expect(
      inbox.body.items.some((n: { kind: string; gameId: string }) => n.kind === 'game-started' && n.gameId === g2.id),
    ).toBe(true);
    await t.http.delete(`/me/muted-games/${g2.id}`).set(white.auth).expect(204);
    const bad = await t.http
      .patch('/me/notification-settings')
      .set(white.auth)
      .send({ timeZone: 'Mars/Olympus', kinds: {} })
      .expect(400);
    expect(bad.body.code).toBe('BAD_TIME_ZONE');
  });

  it('sends the digest once a day at the chosen local hour, listing every game waiting', async () => {
    const carol = await newPlayer(t, 'nd');
    // Her account mail first: one recipient's mail leaves in order, so while it is out her game
    // notifications wait behind it, and this test is about them, not about that ordering.
    await eventually(
      async () =>
        (
          await t.db.query(
            `SELECT 1 FROM outbox WHERE user_id = $1 AND kind = 'email-verification' AND delivered_at IS NOT NULL`,
            [carol.id],
          )
        ).length === 1,
      10_000,
      "carol's account mail delivered",
    );
    await t.http
      .patch('/me/notification-settings')
      .set(carol.auth)
      .send({ kinds: { 'your-turn': 'digest', 'game-started': 'digest' }, timeZone: 'Asia/Tokyo', digestHour: 7 })
      .expect(200);
    const a = await start007(t, carol, white, { type: 'per-move', days: 5 });
    const b = await start007(t, carol, black, { type: 'per-move', days: 5 });
    await drain();
    const notAccountMail = (m: { subject: string }) => !/confirm your email/i.test(m.subject);
    expect(smtp.to(carol.email).filter(notAccountMail)).toHaveLength(0);
    // Every one of her game notifications is decided by the drain, and decided "digest". Should
    // one be left undecided, the failure shows its attempts, lease and last error.
    const rows = await t.db.query(
      `SELECT kind, email_status, attempts, lease_until, available_at, last_error FROM outbox
        WHERE user_id = $1 AND kind IN ('your-turn', 'game-started') ORDER BY id`,
      [carol.id],
    );
    expect(rows).toHaveLength(4);
    expect(rows.filter((r: { email_status: string | null }) => r.email_status !== 'digest')).toEqual([]);

    // 06:30 in Tokyo: not yet. 07:10: the digest. Later the same day: nothing more.
    const clock = clockOf(t);
    clock.freeze();
    // Move to the next 06:xx in Tokyo (at most 24 steps of an hour).
    for (let i = 0; i < 24 && localDayAndHour(clock.now(), 'Asia/Tokyo').hour !== 6; i++) clock.advance(HOUR);
    expect(localDayAndHour(clock.now(), 'Asia/Tokyo').hour).toBe(6);
    const digests = t.app.get(DigestScheduler);
    expect(await digests.run()).toBe(0);
    clock.advance(HOUR);
    expect(await Promise.all([digests.run(), digests.run()])).toEqual(expect.arrayContaining([1, 0]));
    await drain();
    const mails = smtp.to(carol.email).filter(notAccountMail);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('2 games waiting for you');
    expect(mails[0].text).toContain(`/games/${a.id}`);
    expect(mails[0].text).toContain(`/games/${b.id}`);
    clock.advance(5 * HOUR);
    expect(await digests.run()).toBe(0);
  });

  it('reminds at half the time and 24 hours before, never after the move', async () => {
    await t.http.patch('/me/notification-settings').set(white.auth).send({ language: 'de' }).expect(200);
    const clock = clockOf(t);
    clock.freeze();
    const { id, version } = await start007(t, white, black, { type: 'per-move', days: 4 });
    // A second game with the very same deadline, and a page per game: the second page begins
    // after the first page's deadline and id, so a tie on the deadline skips no game.
    const twin = await start007(t, white, black, { type: 'per-move', days: 4 });
    const reminders = t.app.get(ReminderScheduler);
    reminders.pageSize = 1;
    const remindersTo = (p: Player) =>
      t.db.query(`SELECT payload FROM outbox WHERE game_id = $1 AND kind = 'reminder' AND user_id = $2 ORDER BY id`, [
        id,
        p.id,
      ]);
    clock.advance(DAY);
    await reminders.run();
    expect(await remindersTo(white)).toHaveLength(0);
    clock.advance(DAY + 60_000);
    await Promise.all([reminders.run(), reminders.run()]);
    expect((await remindersTo(white)).map((r: { payload: { points: string[] } }) => r.payload.points)).toEqual([
      ['half'],
    ]);
    const [{ n: twinReminders }] = await t.db.query(
      `SELECT count(*)::int AS n FROM outbox WHERE game_id = $1 AND kind = 'reminder' AND user_id = $2`,
      [twin.id, white.id],
    );
    expect(twinReminders).toBe(1);
    await drain();
    const mail = smtp.to(white.email).find((m) => /Erinnerung/.test(m.subject) && m.text.includes(id));
    expect(mail?.text).toContain('Frist:');
    clock.advance(DAY);
    await reminders.run();
    expect((await remindersTo(white)).map((r: { payload: { points: string[] } }) => r.payload.points)).toEqual([
      ['half'],
      ['24h'],
    ]);

    await drain();
    expect(smtp.to(white.email).filter((m) => /Erinnerung/.test(m.subject) && m.text.includes(id))).toHaveLength(2);

    // After the move, white's turn is over: however late it gets, no reminder for it comes.
    await turn(t, white, id, version, ['e2e4', 'e7e5', 'g1f3']);
    clock.advance(HOUR);
    await reminders.run();
    expect(await remindersTo(white)).toHaveLength(2);
    // A reminder that was queued but not yet mailed when the move came is dropped as stale.
    await t.db.query(
      `INSERT INTO outbox (kind, user_id, game_id, payload) SELECT 'reminder', $2, $1, payload FROM outbox WHERE game_id = $1 AND kind = 'reminder' ORDER BY id DESC LIMIT 1`,
      [id, white.id],
    );
    await drain();
    const [late] = await t.db.query(
      `SELECT email_status FROM outbox WHERE game_id = $1 AND kind = 'reminder' ORDER BY id DESC LIMIT 1`,
      [id],
    );
    expect(late.email_status).toBe('stale');
    expect(smtp.to(white.email).filter((m) => /Erinnerung/.test(m.subject) && m.text.includes(id))).toHaveLength(2);
    // Black's clock has just started: no reminder for black yet.
    await reminders.run();
    expect(await remindersTo(black)).toHaveLength(0);
    reminders.pageSize = 500;
  });

  it('lists in-app notifications newest first, pages them and marks them read', async () => {
    const first = await t.http.get('/me/notifications?limit=2').set(black.auth).expect(200);
    expect(first.body.items).toHaveLength(2);
    expect(BigInt(first.body.items[0].id) > BigInt(first.body.items[1].id)).toBe(true);
    const next = await t.http
      .get(`/me/notifications?limit=2&before=${first.body.nextCursor}`)
      .set(black.auth)
      .expect(200);
    expect(BigInt(next.body.items[0].id) < BigInt(first.body.items[1].id)).toBe(true);
    const unread = first.body.unread;
    await t.http.post(`/me/notifications/${first.body.items[0].id}/read`).set(black.auth).expect(204);
    const after = await t.http.get('/me/notifications?unread=true').set(black.auth).expect(200);
    expect(after.body.unread).toBe(unread - 1);
    expect(after.body.items.some((n: { id: string }) => n.id === first.body.items[0].id)).toBe(false);
    await t.http.post(`/me/notifications/${first.body.items[0].id}/read`).set(white.auth).expect(404);
    // Those about one game only (the dashboard does this when the game is opened).
    const unreadNow = await t.http.get('/me/notifications?unread=true&limit=100').set(black.auth).expect(200);
    const gameId = unreadNow.body.items.find((n: { gameId: string | null }) => n.gameId).gameId as string;
    const aboutIt = unreadNow.body.items.filter((n: { gameId: string | null }) => n.gameId === gameId).length;
    expect(aboutIt).toBeGreaterThan(0);
    expect(aboutIt).toBeLessThan(unreadNow.body.unread); // notifications about other games stay unread
    await t.http.post(`/me/notifications/read-all?gameId=${gameId}`).set(black.auth).expect(204);
    const afterGame = await t.http.get('/me/notifications?unread=true&limit=100').set(black.auth).expect(200);
    expect(afterGame.body.unread).toBe(unreadNow.body.unread - aboutIt);
    expect(afterGame.body.items.some((n: { gameId: string | null }) => n.gameId === gameId)).toBe(false);
    await t.http.post('/me/notifications/read-all?gameId=not-a-uuid').set(black.auth).expect(400);
    await t.http.post('/me/notifications/read-all').set(black.auth).expect(204);
    expect((await t.http.get('/me/notifications').set(black.auth).expect(200)).body.unread).toBe(0);
  });
});

describe('delivery exactly once across an SMTP outage and two instances', () => {
  let a: TestApp;
  let b: TestApp;
  let smtp: SmtpRecorder;

  beforeAll(async () => {
    smtp = new SmtpRecorder();
    await smtp.start();
    a = await startTestApp({ config: { smtpUrl: smtp.url } });
    b = await startSecondInstance(a);
  });
  afterAll(async () => {
    await b?.close();
    await a.close();
    await smtp.stop();
  });

  it('delivers every message exactly once after the mail server comes back', async () => {
    await smtp.stop();
    const players = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => newPlayer(a, `o${i}`)));
    // Three games started: game-started for both and your-turn for white, plus the verification mails.
    for (let i = 0; i < 6; i += 2) await start007(a, players[i], players[i + 1], { type: 'per-move', days: 3 });
    const pending = async () =>
      (await a.db.query(`SELECT count(*)::int AS n FROM outbox WHERE delivered_at IS NULL`))[0].n as number;
    const total = (await a.db.query(`SELECT count(*)::int AS n FROM outbox`))[0].n as number;
    await Promise.all([a.app.get(OutboxDispatcher).drain(), b.app.get(OutboxDispatcher).drain()]);
    expect(await pending()).toBe(total);
    // Each undelivered row was tried and failed, or waits behind an earlier row of its recipient
    // (one recipient's mail leaves in the order it was written).
    const failed: { attempts: number; last_error: string | null; behind: boolean }[] = await a.db.query(
      `SELECT o.attempts, o.last_error,
              EXISTS (SELECT 1 FROM outbox e WHERE e.id < o.id AND e.delivered_at IS NULL
                         AND (e.user_id = o.user_id OR e.email = o.email)) AS behind
         FROM outbox o WHERE o.delivered_at IS NULL`,
    );
    expect(failed.every((r) => (r.attempts >= 1 && r.last_error) || r.behind)).toBe(true);
    expect(failed.filter((r) => r.attempts >= 1).length).toBeGreaterThan(0);
    expect(smtp.mails).toHaveLength(0);

    await smtp.start();
    for (const app of [a, b]) clockOf(app).advance(10 * 60_000);
    await Promise.all([
      a.app.get(OutboxDispatcher).drain(),
      b.app.get(OutboxDispatcher).drain(),
      a.app.get(OutboxDispatcher).drain(),
    ]);
    await eventually(async () => (await pending()) === 0, 10_000, 'every row delivered');
    const ids = smtp.mails.map((m) => m.messageId);
    recordFigure(
      'SMTP down then up',
      { messages: total },
      { lost: total - new Set(ids).size, duplicated: ids.length - new Set(ids).size },
    );
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    const rows = await a.db.query(`SELECT id, created_at FROM outbox ORDER BY id`);
    expect(ids.sort()).toEqual(
      rows
        .map(
          (r: { id: string; created_at: Date }) =>
            `<n${r.id}.${r.created_at.getTime().toString(36)}@entente.localhost>`,
        )
        .sort(),
    );
  });
});
