import { newPlayer, type Player } from './game-server-fixtures';
import { invite007 } from './support/games';
import { type SseFrame, SseClient } from './support/sse-client';
import { startTestApp, type TestApp } from './support/test-app';
import { tokenAuth } from './support/tokens';

type Data = Record<string, any>;

describe('GET /bot/stream: what a bot plays from', () => {
  let t: TestApp;
  let human: Player;
  let bot: Player;
  let token: { Authorization: string };
  const clients: SseClient[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    human = await newPlayer(t, 'hum');
    bot = await newPlayer(t, 'bot');
    token = await tokenAuth(t, bot, ['bot:play']);
    await t.http.post('/me/bot').set(token).expect(201);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t?.close();
  });

  const open = async () => {
    const c = new SseClient(`${t.baseUrl}/bot/stream`, token);
    clients.push(c);
    await c.open();
    return c;
  };
  const next = (c: SseClient, match: (f: SseFrame) => boolean, ms = 8000): Promise<SseFrame> =>
    new Promise((resolve, reject) => {
      const found = c.events().find(match);
      if (found) return resolve(found);
      const timer = setTimeout(() => reject(new Error(`no such frame; got ${JSON.stringify(c.events())}`)), ms);
      const stop = c.onFrame((f) => {
        if (!f.event || !match(f)) return;
        clearTimeout(timer);
        stop();
        resolve(f);
      });
    });

  it('refuses a person’s account, and a token without bot:play', async () => {
    const res = await t.http.get('/bot/stream').set(human.auth).expect(403);
    expect(res.body.code).toBe('NOT_A_BOT');
    await t.http
      .get('/bot/stream')
      .set(await tokenAuth(t, bot, ['games:read']))
      .expect(403);
  });

  it('tells of an invitation, the game’s start, each turn with its legal actions, and the end', async () => {
    const stream = await open();
    await next(stream, (f) => f.event === 'ready');
    const game = (await invite007(t, human, bot.username)).body as Data;
    const challenge = await next(stream, (f) => f.event === 'challenge');
    expect(challenge.data).toMatchObject({ gameId: game.id, seat: 'black', variant: '007', by: human.username });
    await t.http.post(`/games/${game.id}/seats/black/accept`).set(token).expect(200);
    await next(stream, (f) => f.event === 'gameStart' && (f.data as Data).gameId === game.id);
    let version = (await t.http.get(`/games/${game.id}`).set(human.auth).expect(200)).body.version as number;
    for (const move of ['e2e4', 'e7e5', 'g1f3']) {
      version = (
        await t.http
          .post(`/games/${game.id}/moves`)
          .set(human.auth)
          .send({ move, expectedVersion: version })
          .expect(201)
      ).body.version;
    }
    const turn = await next(stream, (f) => f.event === 'turn');
    const data = turn.data as Data;
    expect(turn.id).toBe(`turn:${game.id}:${version}:black`);
    expect(data).toMatchObject({ gameId: game.id, seat: 'black', version, variant: '007' });
    expect(typeof data.position).toBe('string');
    expect(data.legal).toContainEqual({ type: 'move', move: 'b8c6' });
    // The bot moves from the frame alone, and its next half-move comes as the next frame.
    await t.http
      .post(`/games/${game.id}/moves`)
      .set(token)
      .set('Idempotency-Key', `bot-${game.id}-${version}`)
      .send({ move: 'b8c6', expectedVersion: version })
      .expect(201);
    await next(stream, (f) => f.event === 'turn' && (f.data as Data).version === version + 1);
    // A second connection starts with everything pending: the turn, then ready.
    const again = await open();
    await next(again, (f) => f.event === 'ready');
    expect(again.events().map((f) => f.event)).toEqual(['gameStart', 'turn', 'ready']);
    await t.http
      .post(`/games/${game.id}/actions`)
      .set(human.auth)
      .send({ type: 'resign', seat: 'white', expectedVersion: version + 1 })
      .expect(201);
    const finish = await next(stream, (f) => f.event === 'gameFinish');
    expect(finish.data).toMatchObject({ gameId: game.id, status: 'finished' });
    expect((finish.data as Data).result.winners).toEqual(['black']);
  });
});
