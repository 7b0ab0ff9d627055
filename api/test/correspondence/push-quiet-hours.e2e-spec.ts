import { PushDispatcher } from '../../src/delivery/push/push-dispatcher';
import { newPlayer, type Player } from '../game-server-fixtures';
import { LocalPushEndpoint } from '../support/push-endpoint';
import { startTestApp, type TestApp } from '../support/test-app';
import { clockOf, eventually, HOUR, start007, turn } from './helpers';

jest.setTimeout(30_000);

const MINUTE = 60_000;
/** The UTC wall time `HH:MM` of an instant (the players here keep the default time zone, UTC). */
const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);
/** The instant a window ending at the wall minute of `ms` ends: that minute's start. */
const minuteOf = (ms: number) => new Date(Math.floor(ms / MINUTE) * MINUTE).toISOString();

/** Pushes made in quiet hours wait until they end (a call to act: at most until 12 h before its deadline). */
describe('web push: quiet hours', () => {
  let t: TestApp;
  let push: LocalPushEndpoint;
  let white: Player;

  const now = () => clockOf(t).now().getTime();
  const drain = () => t.app.get(PushDispatcher).drain();
  const deliveries = (subscriptionId: string) =>
    t.db.query(
      `SELECT kind, attempts, status, available_at AS "availableAt", delivered_at IS NOT NULL AS delivered
         FROM push_deliveries WHERE subscription_id = $1 ORDER BY id`,
      [subscriptionId],
    );
  const quiet = (p: Player, body: unknown) =>
    t.http
      .patch('/me/notification-settings')
      .set(p.auth)
      .send({ quietHours: body as object });
  const receivedFor = (gameId: string) => push.received.filter((r) => r.payload.gameId === gameId);

  /** A player with one device subscribed at the local push endpoint. */
  async function subscribed(prefix: string): Promise<{ player: Player; subscriptionId: string }> {
    const player = await newPlayer(t, prefix);
    const sub = push.subscription();
    const res = await t.http
      .post('/me/push-subscriptions')
      .set(player.auth)
      .send({ endpoint: sub.endpoint, keys: sub.keys })
      .expect(201);
    return { player, subscriptionId: res.body.id };
  }

  /** Waits until the dispatcher has put the subscription's first push back, and returns it. */
  async function held(subscriptionId: string): Promise<{ availableAt: Date; attempts: number; delivered: boolean }> {
    return eventually(
      async () => {
        const [d] = await deliveries(subscriptionId);
        return d && !d.delivered && d.availableAt.getTime() > now() + MINUTE ? d : undefined;
      },
      10_000,
      'the push to be held',
    );
  }

  beforeAll(async () => {
    push = new LocalPushEndpoint();
    await push.start();
    t = await startTestApp({ config: { pushAllowPrivate: true } });
    white = await newPlayer(t, 'qhw');
  });
  afterAll(async () => {
    await t.close();
    await push.stop();
  });

  it('keeps quiet hours off by default and refuses bad ones, storing nothing', async () => {
    const { player } = await subscribed('qhs');
    const before = await t.http.get('/me/notification-settings').set(player.auth).expect(200);
    expect(before.body.quietHours).toEqual({ enabled: false, start: '22:00', end: '07:00' });
    for (const bad of [
      null,
      'night',
      { enabled: true, start: '24:00', end: '07:00' },
      { enabled: true, start: '22:00', end: '7:00' },
      { enabled: 'yes', start: '22:00', end: '07:00' },
      { start: '22:00', end: '07:00' },
      { enabled: true, start: '22:00', end: '07:00', zone: 'UTC' },
    ]) {
      const res = await quiet(player, bad);
      expect({ bad, status: res.status, code: res.body.code }).toEqual({ bad, status: 400, code: 'VALIDATION_FAILED' });
      expect(res.body.errors.map((e: { field: string }) => e.field.split('.')[0])).toContain('quietHours');
    }
    const empty = await quiet(player, { enabled: true, start: '22:00', end: '22:00' }).expect(400);
    expect(empty.body.code).toBe('QUIET_HOURS_EMPTY');
    const after = await t.http.get('/me/notification-settings').set(player.auth).expect(200);
    expect(after.body.quietHours).toEqual(before.body.quietHours);
    const set = await quiet(player, { enabled: true, start: '23:30', end: '06:45' }).expect(200);
    expect(set.body.quietHours).toEqual({ enabled: true, start: '23:30', end: '06:45' });
    const again = await t.http.get('/me/notification-settings').set(player.auth).expect(200);
    expect(again.body.quietHours).toEqual({ enabled: true, start: '23:30', end: '06:45' });
  });

  it('holds a push made in quiet hours until they end, then sends it exactly once', async () => {
    const { player: black, subscriptionId } = await subscribed('qhb');
    const end = now() + 2 * HOUR;
    await quiet(black, { enabled: true, start: hhmm(now() - HOUR), end: hhmm(end) }).expect(200);
    // Three days to move: the deadline is far, quiet hours decide.
    const { id, version } = await start007(t, white, black, { type: 'per-move', days: 3 });
    await turn(t, white, id, version, ['e2e4', 'e7e5', 'g1f3']);

    const d = await held(subscriptionId);
    expect(d.availableAt.toISOString()).toBe(minuteOf(end));
    expect(d.attempts).toBe(0);
    await drain();
    expect(receivedFor(id)).toHaveLength(0);

    // A minute before they end: still quiet.
    clockOf(t).advance(d.availableAt.getTime() - now() - MINUTE);
    await drain();
    expect(receivedFor(id)).toHaveLength(0);

    // They end: the push goes, once, however often the dispatcher runs.
    clockOf(t).advance(MINUTE);
    await drain();
    await eventually(async () => receivedFor(id).length > 0 || push.errors.length > 0, 10_000, 'the push');
    await drain();
    await drain();
    expect(push.errors).toEqual([]);
    expect(receivedFor(id)).toHaveLength(1);
    expect(receivedFor(id)[0].payload).toMatchObject({ kind: 'your-turn', gameId: id });
    expect(receivedFor(id)[0].vapid.valid).toBe(true);
    expect(await deliveries(subscriptionId)).toEqual([
      expect.objectContaining({ kind: 'your-turn', attempts: 1, status: 'sent', delivered: true }),
    ]);
  });

  it('holds a call to act no later than 12 h before its deadline', async () => {
    const { player: black, subscriptionId } = await subscribed('qhd');
    // Quiet for the next 23 hours; black's deadline is a day away.
    await quiet(black, { enabled: true, start: hhmm(now() - 30 * MINUTE), end: hhmm(now() + 23 * HOUR) }).expect(200);
    const { id, version } = await start007(t, white, black, { type: 'per-move', days: 1 });
    await turn(t, white, id, version, ['e2e4', 'e7e5', 'g1f3']);

    const d = await held(subscriptionId);
    const [outbox] = await t.db.query(
      `SELECT payload->>'deadline' AS deadline FROM outbox WHERE kind = 'your-turn' AND game_id = $1 ORDER BY id DESC LIMIT 1`,
      [id],
    );
    expect(d.availableAt.getTime()).toBe(Date.parse(outbox.deadline) - 12 * HOUR);

    clockOf(t).advance(d.availableAt.getTime() - now() - MINUTE);
    await drain();
    expect(receivedFor(id)).toHaveLength(0);
    clockOf(t).advance(MINUTE);
    await drain();
    await eventually(async () => receivedFor(id).length > 0 || push.errors.length > 0, 10_000, 'the push');
    expect(push.errors).toEqual([]);
    expect(receivedFor(id)).toHaveLength(1);
    expect(receivedFor(id)[0].payload).toMatchObject({ kind: 'your-turn', gameId: id });
  });

  it('sends a call to act at once in quiet hours when less than 12 h of its deadline remain', async () => {
    const { player: black, subscriptionId } = await subscribed('qhn');
    // A one-day bank: after black spends 20 h on a turn, 4 h remain for its next.
    const bank = { type: 'bank', initialDays: 1, incrementDays: 0, maxDays: 1 };
    const { id, version } = await start007(t, white, black, bank);
    const v1 = await turn(t, white, id, version, ['e2e4', 'e7e5', 'g1f3']);
    await eventually(async () => receivedFor(id).length === 1 || push.errors.length > 0, 10_000, 'the first push');
    clockOf(t).advance(20 * HOUR);
    const v2 = await turn(t, black, id, v1, ['b8c6', 'f1c4', 'g8f6']);

    await quiet(black, { enabled: true, start: hhmm(now() - 30 * MINUTE), end: hhmm(now() + 8 * HOUR) }).expect(200);
    await turn(t, white, id, v2, ['d2d3', 'f8c5', 'c1g5']);
    await eventually(async () => receivedFor(id).length === 2 || push.errors.length > 0, 10_000, 'the second push');
    expect(push.errors).toEqual([]);
    const [outbox] = await t.db.query(
      `SELECT payload->>'deadline' AS deadline FROM outbox WHERE kind = 'your-turn' AND game_id = $1 ORDER BY id DESC LIMIT 1`,
      [id],
    );
    expect(Date.parse(outbox.deadline) - now()).toBeLessThan(12 * HOUR);
    expect((await deliveries(subscriptionId)).map((r: { status: string }) => r.status)).toEqual(['sent', 'sent']);
  });
});
