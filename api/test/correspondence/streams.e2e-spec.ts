import { newPlayer, type Player } from '../game-server-fixtures';
import { SseClient } from '../support/sse-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { eventually, start007, startSecondInstance, turn } from './helpers';

jest.setTimeout(30_000);

describe('live streams over LISTEN/NOTIFY with two instances', () => {
  let a: TestApp;
  let b: TestApp;
  let white: Player;
  let black: Player;
  const clients: SseClient[] = [];
  const connect = async (app: TestApp, path: string, p: Player, extra: Record<string, string> = {}) => {
    const c = new SseClient(`${app.baseUrl}${path}`, { ...p.auth, ...extra });
    clients.push(c);
    await c.open();
    return c;
  };

  beforeAll(async () => {
    a = await startTestApp({ config: { streamKeepAliveMs: 100 } });
    b = await startSecondInstance(a);
    white = await newPlayer(a, 'sw');
    black = await newPlayer(a, 'sb');
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await b?.close();
    await a.close();
  });

  it('shows a move made through one instance on a game stream of the other, with keep-alives', async () => {
    const { id, version } = await start007(a, white, black, { type: 'per-move', days: 3 });
    const watcher = await connect(b, `/games/${id}/stream`, black);
    expect(watcher.status).toBe(200);
    expect(watcher.contentType).toContain('text/event-stream');
    // Connected at the current version: nothing old is replayed.
    await eventually(async () => watcher.frames.some((f) => f.comment === 'keep-alive'), 5_000, 'a keep-alive comment');
    expect(watcher.events()).toEqual([]);

    const v = await turn(a, white, id, version, ['e2e4', 'e7e5', 'g1f3']);
    await eventually(async () => watcher.events().length === 3, 10_000, 'three move frames');
    expect(
      watcher
        .events()
        .map((f) => [f.id, f.event, (f.data as { payload: { action: { move: string } } }).payload.action.move]),
    ).toEqual([
      [String(version + 1), 'move', 'e2e4'],
      [String(version + 2), 'move', 'e7e5'],
      [String(version + 3), 'move', 'g1f3'],
    ]);
    expect(v).toBe(version + 3);
    // Each frame is the event as the log lists it, hashes and all, so it links onto a client's chain.
    const log = await a.http.get(`/games/${id}/events?after=${version}`).set(black.auth).expect(200);
    expect(watcher.events().map((f) => f.data)).toEqual(
      log.body.items.map((e: Record<string, unknown>) => ({ gameId: id, ...e })),
    );
  });

  it('resumes with Last-Event-ID exactly where the client left off', async () => {
    const { id, version } = await start007(a, white, black, { type: 'per-move', days: 3 });
    const v1 = await turn(a, white, id, version, ['d2d4', 'd7d5', 'c2c4']);
    const v2 = await turn(a, black, id, v1, ['e7e6', 'e2e3', 'g8f6']);
    const resumed = await connect(a, `/games/${id}/stream`, white, { 'Last-Event-ID': String(v1 + 1) });
    await eventually(async () => resumed.events().length === 2, 10_000, 'the two missed frames');
    expect(resumed.events().map((f) => f.id)).toEqual([String(v1 + 2), String(v2)]);
    // Through the query parameter as well (for clients that cannot set headers), on the other instance.
    const viaQuery = await connect(b, `/games/${id}/stream?lastEventId=${version}`, white);
    await eventually(async () => viaQuery.events().length === 6, 10_000, 'six frames');
    expect(viaQuery.events()[0].id).toBe(String(version + 1));
  });

  it('streams my notifications on /me/stream from any instance, resumable by notification id', async () => {
    const mine = await connect(b, '/me/stream', black);
    await eventually(async () => mine.frames.some((f) => f.comment === 'connected'), 5_000, 'connected');
    const { id, version } = await start007(a, white, black, { type: 'per-move', days: 3 });
    await turn(a, white, id, version, ['e2e4', 'e7e5', 'g1f3']);
    await eventually(
      async () => mine.events().some((f) => f.event === 'your-turn' && (f.data as { gameId: string }).gameId === id),
      10_000,
      'your-turn on the stream',
    );
    const kinds = mine.events().map((f) => f.event);
    expect(kinds).toEqual(expect.arrayContaining(['invitation', 'game-started', 'your-turn']));
    const ids = mine.events().map((f) => BigInt(f.id as string));
    expect([...ids].sort((x, y) => (x < y ? -1 : 1))).toEqual(ids);
    const rows = await a.db.query(
      `SELECT id::text FROM user_notifications WHERE user_id = $1 AND id > $2 ORDER BY id`,
      [black.id, String(ids[0])],
    );
    const resumed = await connect(a, '/me/stream', black, { 'Last-Event-ID': String(ids[0]) });
    await eventually(async () => resumed.events().length === rows.length, 10_000, 'replayed notifications');
    expect(resumed.events().map((f) => f.id)).toEqual(rows.map((r: { id: string }) => r.id));
    // Someone else's stream stays silent.
    const other = await connect(a, '/me/stream', white, { 'Last-Event-ID': '999999999' });
    expect(other.events()).toEqual([]);
  });

  it('refuses anonymous streams and unknown games', async () => {
    await a.http.get('/me/stream').expect(401);
    const unknown = await a.http.get('/games/00000000-0000-4000-8000-000000000000/stream').set(white.auth).expect(404);
    expect(unknown.body.code).toBe('GAME_NOT_FOUND');
  });
});
