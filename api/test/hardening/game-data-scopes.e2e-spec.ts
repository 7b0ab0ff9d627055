import { post } from '../diplomacy/fixtures';
import { fourPlayers, startCoalitionGame } from '../game-server-fixtures';
import { SseClient } from '../support/sse-client';
import { tokenAuth } from '../support/tokens';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * A scope is a promise across every route: what `games:read` protects — a private channel's text
 * first of all — reaches a token without it through no route. `account:read` still reads the
 * notifications (kind, game, time, read mark) and streams them, with the game data withheld; a
 * webhook carries game data, so registering one, or reading its deliveries, needs `games:read` too.
 */
describe('game data needs games:read on every route', () => {
  let t: TestApp;
  const streams: SseClient[] = [];
  beforeAll(async () => {
    t = await startTestApp({ config: { webhooksAllowPrivate: true, messagesPerMinute: 1000 } });
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await t.close();
  });

  const until = async (check: () => boolean, what: string) => {
    const start = Date.now();
    while (!check()) {
      if (Date.now() - start > 10_000) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('an account:read token gets notifications and stream frames without the private text', async () => {
    const seats = await fourPlayers(t, 'gd');
    const game = await startCoalitionGame(t, seats);
    const reader = await tokenAuth(t, seats.black, ['account:read']);
    const both = await tokenAuth(t, seats.black, ['account:read', 'games:read']);
    // The channel endpoints refuse the reader already; the notifications must not undo it.
    const channel = await t.http.get(`/games/${game.id}/channels/yellow+black/messages`).set(reader).expect(403);
    expect(channel.body.missingScopes).toEqual(['games:read']);

    const readerStream = new SseClient(`${t.baseUrl}/me/stream`, reader);
    const fullStream = new SseClient(`${t.baseUrl}/me/stream`, both);
    streams.push(readerStream, fullStream);
    await readerStream.open();
    await fullStream.open();
    await until(() => readerStream.status === 200 && fullStream.status === 200, 'the streams');
    // The streams start from now: wait for their first pump before the message is written.
    await new Promise((r) => setTimeout(r, 300));

    const secret = `SECRET-${Math.random().toString(36).slice(2)}`;
    await post(t, seats.yellow, game.id, 'yellow+black', secret, 'yellow');

    const withText = await t.http.get('/me/notifications').set(both).expect(200);
    const told = withText.body.items.find((n: { kind: string }) => n.kind === 'message');
    expect(told).toMatchObject({ gameId: game.id, withheld: false, payload: { text: secret } });

    const withheld = await t.http.get('/me/notifications').set(reader).expect(200);
    expect(JSON.stringify(withheld.body)).not.toContain(secret);
    const same = withheld.body.items.find((n: { id: string }) => n.id === told.id);
    expect(same).toEqual({ ...told, payload: {}, withheld: true });
    // Every game notification is withheld alike: the turn notices of the start as well.
    for (const n of withheld.body.items) expect(n).toMatchObject({ withheld: true, payload: {} });

    await until(() => fullStream.events().some((f) => f.event === 'message'), 'the full stream');
    await until(() => readerStream.events().some((f) => f.event === 'message'), 'the reader stream');
    expect(JSON.stringify(fullStream.events())).toContain(secret);
    expect(JSON.stringify(readerStream.events())).not.toContain(secret);
    expect(readerStream.events().find((f) => f.event === 'message')?.data).toMatchObject({
      id: told.id,
      gameId: game.id,
      withheld: true,
      payload: {},
    });

    // A resumed stream replays the same way.
    const resumed = new SseClient(`${t.baseUrl}/me/stream?lastEventId=0`, reader);
    streams.push(resumed);
    await resumed.open();
    await until(() => resumed.events().some((f) => f.id === told.id), 'the replay');
    expect(JSON.stringify(resumed.events())).not.toContain(secret);
  });

  it('webhooks carry game data: registering one and reading its deliveries need games:read', async () => {
    const seats = await fourPlayers(t, 'wh');
    const writer = await tokenAuth(t, seats.red, ['account:read', 'account:write']);
    const full = await tokenAuth(t, seats.red, ['account:read', 'account:write', 'games:read']);
    const hook = { url: 'http://127.0.0.1:9/hook' };
    const refused = await t.http.post('/me/webhooks').set(writer).send(hook).expect(403);
    expect(refused.body).toMatchObject({ code: 'MISSING_SCOPE', missingScopes: ['games:read'] });
    expect(await t.db.query(`SELECT 1 FROM webhooks WHERE user_id = $1`, [seats.red.id])).toEqual([]);
    const created = await t.http.post('/me/webhooks').set(full).send(hook).expect(201);
    await t.http.get('/me/webhooks').set(writer).expect(200);
    const deliveries = await t.http.get(`/me/webhooks/${created.body.id}/deliveries`).set(writer).expect(403);
    expect(deliveries.body.missingScopes).toEqual(['games:read']);
    await t.http.get(`/me/webhooks/${created.body.id}/deliveries`).set(full).expect(200);
  });
});
