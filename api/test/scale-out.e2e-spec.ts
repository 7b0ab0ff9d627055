import { Clock } from '../src/platform/time/clock';
import { TimeoutSweeper } from '../src/play/clocks/timeout-sweeper';
import { OutboxDispatcher } from '../src/delivery/notifications/outbox-dispatcher';
import { DAY, eventually, HOUR, start007, startSecondInstance, turn } from './correspondence/helpers';
import { SmtpRecorder } from './correspondence/smtp-recorder';
import { newPlayer, type Player } from './game-server-fixtures';
import { SseClient } from './support/sse-client';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

/**
 * The product as the README's "Running past one machine" runs it: three API instances (each with
 * its own pools, pg-boss workers and LISTEN connection) on one PostgreSQL. What one instance
 * commits reaches the streams the others hold; jobs that all three run at the same moment do
 * their work once.
 */
describe('three API instances on one database', () => {
  let a: TestApp;
  let b: TestApp;
  let c: TestApp;
  let smtp: SmtpRecorder;
  let white: Player;
  let black: Player;
  const clients: SseClient[] = [];
  const watch = async (app: TestApp, path: string, p: Player) => {
    const client = new SseClient(`${app.baseUrl}${path}`, p.auth);
    clients.push(client);
    await client.open();
    expect(client.status).toBe(200);
    return client;
  };

  beforeAll(async () => {
    smtp = new SmtpRecorder();
    await smtp.start();
    a = await startTestApp({ config: { smtpUrl: smtp.url, streamKeepAliveMs: 100 } });
    b = await startSecondInstance(a);
    c = await startSecondInstance(a);
    white = await newPlayer(a, 'xw');
    black = await newPlayer(b, 'xb');
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await c?.close();
    await b?.close();
    await a?.close();
    await smtp?.stop();
  });

  it('fans a move made through one instance out to the streams held by the other two', async () => {
    const { id, version } = await start007(a, white, black, { type: 'per-move', days: 3 });
    const onB = await watch(b, `/games/${id}/stream`, white);
    const onC = await watch(c, `/games/${id}/stream`, black);
    const mine = await watch(c, '/me/stream', black);
    // Connected: keep-alives flow, nothing old is replayed on the game streams.
    for (const s of [onB, onC])
      await eventually(async () => s.frames.some((f) => f.comment === 'keep-alive'), 10_000, 'a keep-alive');

    await turn(a, white, id, version, ['e2e4', 'e7e5', 'g1f3']);
    for (const s of [onB, onC]) {
      await eventually(async () => s.events().length === 3, 15_000, 'three move frames');
      expect(s.events().map((f) => f.id)).toEqual([version + 1, version + 2, version + 3].map(String));
    }
    // Black's turn now: the notification committed through A is on Black's stream held by C.
    await eventually(
      async () => mine.events().some((f) => (f.data as { kind?: string; gameId?: string })?.gameId === id),
      15_000,
      'the your-turn notification on /me/stream',
    );
  });

  it('times an overdue game out once and sends each message once, though all three sweep and deliver at once', async () => {
    const pending = async () =>
      (await a.db.query(`SELECT count(*)::int AS n FROM outbox WHERE delivered_at IS NULL`))[0].n as number;
    const games = await Promise.all([0, 1, 2].map(() => start007(b, white, black, { type: 'per-move', days: 1 })));
    // What is on its way is delivered first: the test clocks jump a day below, and a lease taken
    // before a jump would look expired after it (real clocks do not jump).
    await eventually(async () => (await pending()) === 0, 20_000, 'the messages so far delivered');
    for (const app of [a, b, c]) app.app.get(Clock).advance(DAY + HOUR);
    const sweeps = await Promise.all([a, b, c, a, b, c].map((app) => app.app.get(TimeoutSweeper).sweep()));
    expect(sweeps.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(games.length);
    for (const g of games) {
      const resigns = await a.db.query(`SELECT payload FROM game_events WHERE game_id = $1 AND type = 'resign'`, [
        g.id,
      ]);
      expect(resigns).toHaveLength(1);
      expect(resigns[0].payload.action).toMatchObject({ type: 'resign', reason: 'timeout' });
    }
    for (const app of [a, b, c]) expect(await app.app.get(TimeoutSweeper).sweep()).toBe(0);

    // Every message written so far, delivered by three dispatchers draining together: once each.
    await Promise.all([a, b, c, a, b, c].map((app) => app.app.get(OutboxDispatcher).drain()));
    await eventually(async () => (await pending()) === 0, 20_000, 'every outbox row delivered');
    const rows: { id: string; created_at: Date }[] = await a.db.query(`SELECT id, created_at FROM outbox`);
    const sent = smtp.mails.map((m) => m.messageId);
    expect(new Set(sent).size).toBe(sent.length);
    expect(sent.sort()).toEqual(
      rows.map((r) => `<n${r.id}.${r.created_at.getTime().toString(36)}@entente.localhost>`).sort(),
    );
    // The time-outs' own messages are among them: game over, to both players of each game.
    const over = await a.db.query(
      `SELECT count(*)::int AS n FROM outbox WHERE kind = 'game-over' AND game_id = ANY($1::uuid[])`,
      [games.map((g) => g.id)],
    );
    expect(over[0].n).toBe(2 * games.length);
  });
});
