import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGE_EMAIL_QUIET_MS } from '../../src/play/negotiation/message-notifications';
import { DigestScheduler } from '../../src/delivery/notifications/digest-scheduler';
import { localDayAndHour } from '../../src/delivery/notifications/notification-settings';
import { OutboxDispatcher } from '../../src/delivery/notifications/outbox-dispatcher';
import { WebhookDispatcher } from '../../src/delivery/webhooks/webhook-dispatcher';
import { clockOf, eventually, HOUR } from '../correspondence/helpers';
import { SmtpRecorder } from '../correspondence/smtp-recorder';
import { type CoalitionSeat, fourPlayers, type Player, startCoalitionGame } from '../game-server-fixtures';
import { SseClient } from '../support/sse-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { type Json, post } from './fixtures';

jest.setTimeout(90_000);

describe('a message is told like a move: in-app, email (one per burst), webhook, the members’ streams', () => {
  let t: TestApp;
  let smtp: SmtpRecorder;
  let hooks: Server;
  let hookUrl = '';
  const received: Json[] = [];
  const clients: SseClient[] = [];
  let p: Record<CoalitionSeat, Player>;
  const drain = () => t.app.get(OutboxDispatcher).drain();
  const mailsTo = (who: Player) => smtp.to(who.email).filter((m) => /message|Nachricht/i.test(m.subject));
  const open = async (path: string, who: Player) => {
    const c = new SseClient(`${t.baseUrl}${path}`, who.auth);
    clients.push(c);
    await c.open();
    return c;
  };
  /** Lets the quiet spell of every message so far pass, and delivers what is due. */
  const quietPasses = async () => {
    clockOf(t).advance(MESSAGE_EMAIL_QUIET_MS + 1_000);
    await drain();
  };

  beforeAll(async () => {
    smtp = new SmtpRecorder();
    await smtp.start();
    hooks = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ path: req.url, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        res.statusCode = 204;
        res.end();
      });
    });
    await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}`;
    t = await startTestApp({
      config: { smtpUrl: smtp.url, publicUrl: 'http://dash.test', webhooksAllowPrivate: true, messagesPerMinute: 1000 },
    });
    p = await fourPlayers(t, 't');
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t.close();
    await smtp.stop();
    await new Promise((resolve) => hooks.close(resolve));
  });

  it('tells the other members in the app, on their streams and by webhook, and nobody else', async () => {
    const game = await startCoalitionGame(t, p);
    for (const seat of ['yellow', 'black'] as const)
      await t.http
        .post('/me/webhooks')
        .set(p[seat].auth)
        .send({ url: `${hookUrl}/${seat}`, kinds: ['message'] })
        .expect(201);
    const yellowMessages = await open(`/games/${game.id}/channels/stream`, p.yellow);
    const yellowMe = await open('/me/stream', p.yellow);
    const blackMessages = await open(`/games/${game.id}/channels/stream`, p.black);
    const blackMe = await open('/me/stream', p.black);
    const gameStream = await open(`/games/${game.id}/stream`, p.black);

    const secret = await post(
      t,
      p.green,
      game.id,
      'yellow+green',
      'Meet me on e5 <b>tonight</b> https://example.org/x',
    );
    // Then a table message, so everyone's streams have something to show after the private one.
    const open1 = await post(t, p.red, game.id, 'table', 'Hello table');

    const onYellow = await eventually(
      async () => yellowMessages.events().length >= 2 && yellowMessages.events(),
      10_000,
      'yellow’s message stream',
    );
    expect(onYellow.map((f) => [f.event, (f.data as Json).id, (f.data as Json).text])).toEqual([
      ['message', secret.id, secret.text],
      ['message', open1.id, 'Hello table'],
    ]);
    // The frame id is the viewer's position in each channel they read (for Last-Event-ID).
    expect(onYellow[1].id).toBe('table:1,yellow+black:0,yellow+green:1,yellow+red:0');
    const onBlack = await eventually(async () => blackMessages.events().length >= 1 && blackMessages.events(), 10_000);
    await eventually(async () => blackMe.events().length >= 1, 10_000, 'black’s notification of the table message');
    expect(onBlack.map((f) => (f.data as Json).id)).toEqual([open1.id]);
    expect(onBlack[0].id).toBe('table:1,yellow+black:0,black+green:0,black+red:0');
    expect(JSON.stringify(blackMe.frames)).not.toContain('Meet me');
    expect(JSON.stringify(blackMessages.frames)).not.toContain('Meet me');

    // In-app, composed from the message as written.
    const inbox = (await t.http.get('/me/notifications').set(p.yellow.auth).expect(200)).body.items as Json[];
    expect(inbox.filter((n) => n.kind === 'message').map((n) => n.payload.text)).toEqual(['Hello table', secret.text]);
    expect(inbox.find((n) => n.payload.text === secret.text)!.payload).toMatchObject({
      gameId: game.id,
      channel: 'yellow+green',
      seat: 'green',
      author: { username: p.green.username },
      messageId: secret.id,
    });
    await eventually(async () => yellowMe.events().filter((f) => f.event === 'message').length >= 2, 10_000);
    // The writer is not told of their own message; the public game stream carries no message at all.
    const greenInbox = (await t.http.get('/me/notifications').set(p.green.auth).expect(200)).body.items as Json[];
    expect(greenInbox.filter((n) => n.kind === 'message').map((n) => n.payload.text)).toEqual(['Hello table']);
    expect(JSON.stringify(gameStream.frames)).not.toContain('Hello table');

    // Webhooks: yellow's gets both, black's only the table message.
    await t.app.get(WebhookDispatcher).drain();
    const texts = (seat: string) => received.filter((r) => r.path === `/${seat}`).map((r) => r.body.data.text);
    await eventually(async () => texts('yellow').length === 2 && texts('black').length === 1, 10_000, 'webhooks');
    expect(texts('yellow').sort()).toEqual([secret.text, 'Hello table'].sort());
    expect(texts('black')).toEqual(['Hello table']);
    expect(received.find((r) => r.body.data.text === secret.text)!.body).toMatchObject({
      type: 'message',
      data: { channel: 'yellow+green', seat: 'green', gameId: game.id },
    });
  });

  it('sends one email per burst of messages, each as written, after a quiet spell', async () => {
    const game = await startCoalitionGame(t, p);
    await quietPasses(); // what earlier tests left due
    const before = mailsTo(p.yellow).length;
    await post(t, p.green, game.id, 'yellow+green', 'One');
    await post(t, p.green, game.id, 'yellow+green', 'Two\nlines');
    await post(t, p.black, game.id, 'yellow+black', 'Three <script>alert(1)</script>');
    await drain();
    expect(mailsTo(p.yellow)).toHaveLength(before); // not before the quiet spell
    await quietPasses();
    const mails = await eventually(async () => mailsTo(p.yellow).length > before && mailsTo(p.yellow), 10_000);
    expect(mails).toHaveLength(before + 1);
    const mail = mails[mails.length - 1];
    expect(mail.subject).toBe('3 new messages in Coalition Chess');
    expect(mail.text).toContain('  One');
    expect(mail.text).toContain('  Two\n  lines');
    expect(mail.text).toContain('(black) — yellow+black');
    expect(mail.text).toContain(`http://dash.test/games/${game.id}?channel=yellow%2Bblack`);
    expect(mail.html).toContain('Three &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    const statuses = await t.db.query(
      `SELECT email_status FROM outbox WHERE kind = 'message' AND user_id = $1 AND game_id = $2 ORDER BY id`,
      [p.yellow.id, game.id],
    );
    expect(statuses.map((r: Json) => r.email_status)).toEqual(['coalesced', 'coalesced', 'sent']);

    // Messages that keep following each other within the quiet spell stay one burst...
    await post(t, p.green, game.id, 'yellow+green', 'Four');
    clockOf(t).advance(MESSAGE_EMAIL_QUIET_MS / 2);
    await post(t, p.green, game.id, 'yellow+green', 'Five');
    clockOf(t).advance(MESSAGE_EMAIL_QUIET_MS / 2 + 1_000);
    await drain(); // Four is due, Five still waits: Five's email will carry Four
    expect(mailsTo(p.yellow)).toHaveLength(before + 1);
    await quietPasses();
    const next = await eventually(async () => mailsTo(p.yellow).length > before + 1 && mailsTo(p.yellow), 10_000);
    expect(next[next.length - 1].subject).toBe('2 new messages in Coalition Chess');
    expect(next[next.length - 1].text).toMatch(/Four[\s\S]*Five/);
  });

  it('mails a burst that goes on for half an hour anyway', async () => {
    const game = await startCoalitionGame(t, p);
    await quietPasses();
    const before = mailsTo(p.red).length;
    // A message every two minutes for 34 minutes: 18 messages.
    for (let i = 0; i <= 17; i++) {
      await post(t, p.green, game.id, 'green+red', `m${i}`);
      clockOf(t).advance(2 * 60_000);
      await drain();
    }
    await quietPasses();
    const mails = await eventually(async () => mailsTo(p.red).length >= before + 2 && mailsTo(p.red), 10_000);
    const got = mails.slice(before);
    expect(got).toHaveLength(2);
    expect(got[0].subject).toBe('16 new messages in Coalition Chess');
    expect(got[1].subject).toBe('2 new messages in Coalition Chess');
  });

  it('respects the recipient’s choices: never, digest, a muted game, their language', async () => {
    const game = await startCoalitionGame(t, p);
    await quietPasses();
    await t.http
      .patch('/me/notification-settings')
      .set(p.black.auth)
      .send({ kinds: { message: 'never' } })
      .expect(200);
    await t.http.put(`/me/muted-games/${game.id}`).set(p.red.auth).expect(204);
    await t.http
      .patch('/me/notification-settings')
      .set(p.green.auth)
      .send({ language: 'de', kinds: { message: 'digest' }, timeZone: 'UTC', digestHour: 0 })
      .expect(200);
    await t.http.patch('/me/notification-settings').set(p.yellow.auth).send({ language: 'de' }).expect(200);
    const counts = () => ({
      yellow: mailsTo(p.yellow).length,
      black: mailsTo(p.black).length,
      red: mailsTo(p.red).length,
    });
    const before = counts();
    await post(t, p.yellow, game.id, 'table', 'Everyone?');
    await post(t, p.black, game.id, 'table', 'Here.');
    await quietPasses();
    await eventually(async () => counts().yellow === before.yellow + 1, 10_000, 'yellow’s mail');
    const de = mailsTo(p.yellow).at(-1)!;
    expect(de.subject).toBe('Eine neue Nachricht in Koalitionsschach');
    expect(de.text).toContain('am Tisch');
    const rows: Json[] = await t.db.query(
      `SELECT u.username, o.email_status FROM outbox o JOIN users u ON u.id = o.user_id
        WHERE o.kind = 'message' AND o.game_id = $1 ORDER BY o.id`,
      [game.id],
    );
    const status = (who: Player) => rows.filter((r) => r.username === who.username).map((r) => r.email_status);
    expect(status(p.black)).toEqual(['never']);
    expect(status(p.red)).toEqual(['muted', 'muted']);
    expect(status(p.green)).toEqual(['digest', 'digest']);
    // In-app the never-mailed still see them.
    const inbox = (await t.http.get('/me/notifications').set(p.black.auth).expect(200)).body.items as Json[];
    expect(inbox.some((n) => n.kind === 'message' && n.payload.text === 'Everyone?')).toBe(true);

    // Green's digest (at 00:xx UTC) lists the game with its two new messages.
    const clock = clockOf(t);
    clock.freeze();
    for (let i = 0; i < 25 && localDayAndHour(clock.now(), 'UTC').hour !== 0; i++) clock.advance(HOUR);
    expect(await t.app.get(DigestScheduler).run()).toBeGreaterThanOrEqual(1);
    await drain();
    const digest = await eventually(
      async () => smtp.to(p.green.email).find((m) => m.subject === 'Neue Nachrichten in Ihren Partien'),
      10_000,
      'the digest',
    );
    expect(digest.text).toContain(`Koalitionsschach: 2 neue Nachrichten: http://dash.test/games/${game.id}`);
  });
});
