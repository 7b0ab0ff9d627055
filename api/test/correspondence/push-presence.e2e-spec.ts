import { PushDispatcher } from '../../src/delivery/push/push-dispatcher';
import { newPlayer, type Player } from '../game-server-fixtures';
import { LocalPushEndpoint } from '../support/push-endpoint';
import { SseClient } from '../support/sse-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { clockOf, eventually, start007, turn } from './helpers';

jest.setTimeout(30_000);

/** No push buzzes about a game whose page its player has open and visible (the page's stream says so). */
describe('web push: quiet while the game is in view', () => {
  let t: TestApp;
  let push: LocalPushEndpoint;
  let white: Player;
  let black: Player;
  let subscriptionId: string;

  const drain = () => t.app.get(PushDispatcher).drain();
  const deliveries = () =>
    t.db.query(
      `SELECT kind, status, delivered_at IS NOT NULL AS delivered FROM push_deliveries WHERE subscription_id = $1 ORDER BY id`,
      [subscriptionId],
    );
  const presence = (gameId: string) =>
    t.db.query(`SELECT count(*)::int AS n FROM game_presence WHERE game_id = $1`, [gameId]).then((r) => r[0].n);
  const watch = async (gameId: string, query: string) => {
    const s = new SseClient(`${t.baseUrl}/games/${gameId}/stream${query}`, black.auth);
    await s.open();
    expect(s.status).toBe(200);
    return s;
  };

  beforeAll(async () => {
    push = new LocalPushEndpoint();
    await push.start();
    t = await startTestApp({ config: { pushAllowPrivate: true } });
    white = await newPlayer(t, 'qw');
    black = await newPlayer(t, 'qb');
    const sub = push.subscription();
    const created = await t.http
      .post('/me/push-subscriptions')
      .set(black.auth)
      .send({ endpoint: sub.endpoint, keys: sub.keys })
      .expect(201);
    subscriptionId = created.body.id;
  });
  afterAll(async () => {
    await t.close();
    await push.stop();
  });

  it('skips the push while the page is in view, keeps the in-app notice, and pushes again once it is not', async () => {
    const { id, version } = await start007(t, white, black, { type: 'per-move', days: 3 });
    const inView = await watch(id, '?present=true');
    await eventually(async () => (await presence(id)) === 1, 10_000, 'the presence');

    const v1 = await turn(t, white, id, version, ['e2e4', 'e7e5', 'g1f3']);
    await eventually(async () => (await deliveries()).some((d: { delivered: boolean }) => d.delivered), 10_000);
    await drain();
    expect(await deliveries()).toEqual([{ kind: 'your-turn', status: 'present', delivered: true }]);
    expect(push.received).toHaveLength(0);
    // Skipped, not lost: the bell still has it.
    const inbox = await t.http.get('/me/notifications').set(black.auth).expect(200);
    expect(inbox.body.items ?? inbox.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'your-turn', gameId: id })]),
    );

    // The page is hidden (its stream closes): the next call to move reaches the device.
    inView.close();
    await eventually(async () => (await presence(id)) === 0, 10_000, 'the presence to end');
    const v2 = await turn(t, black, id, v1, ['b8c6', 'f1c4', 'g8f6']);
    await turn(t, white, id, v2, ['d2d3', 'f8c5', 'c1g5']);
    await eventually(async () => push.received.length >= 1 || push.errors.length > 0, 10_000, 'the push');
    expect(push.errors).toEqual([]);
    expect(push.received).toHaveLength(1);
    expect(push.received[0].payload).toMatchObject({ kind: 'your-turn', gameId: id });
  });

  it('does not go quiet for a stream that does not say the page is in view, nor for another game', async () => {
    const a = await start007(t, white, black, { type: 'per-move', days: 3 });
    const b = await start007(t, white, black, { type: 'per-move', days: 3 });
    const plain = await watch(a.id, '');
    const other = await watch(b.id, '?present=true');
    await eventually(async () => (await presence(b.id)) === 1, 10_000, 'the presence');
    const before = push.received.length;
    await turn(t, white, a.id, a.version, ['e2e4', 'e7e5', 'g1f3']);
    await eventually(async () => push.received.length > before || push.errors.length > 0, 10_000, 'the push');
    expect(push.received[before].payload).toMatchObject({ kind: 'your-turn', gameId: a.id });
    plain.close();
    other.close();
  });

  it('lets a presence lapse when its stream stops refreshing it (a crashed instance)', async () => {
    const { id, version } = await start007(t, white, black, { type: 'per-move', days: 3 });
    const inView = await watch(id, '?present=true');
    await eventually(async () => (await presence(id)) === 1, 10_000, 'the presence');
    // The row outlives nothing: two minutes on, without a refresh, it no longer counts.
    clockOf(t).advance(120_000);
    const before = push.received.length;
    await turn(t, white, id, version, ['e2e4', 'e7e5', 'g1f3']);
    await eventually(async () => push.received.length > before || push.errors.length > 0, 10_000, 'the push');
    expect(push.received[before].payload).toMatchObject({ kind: 'your-turn', gameId: id });
    inView.close();
  });

  it('refuses a present that is neither true nor false', async () => {
    const { id } = await start007(t, white, black, { type: 'per-move', days: 3 });
    const res = await t.http.get(`/games/${id}/stream?present=yes`).set(black.auth).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});
