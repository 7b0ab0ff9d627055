import { newPlayer } from './game-server-fixtures';
import { invite007 } from './support/games';
import { startTestApp, type TestApp } from './support/test-app';
import { tokenAuth } from './support/tokens';

type Line = { id: string; event: string; data: Record<string, unknown> };

/** GET /bot/stream as NDJSON: the same frames as SSE, one JSON object a line. */
describe('GET /bot/stream with Accept: application/x-ndjson', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  /** Reads the stream's lines up to `ready`; the raw text too, keep-alive lines included. */
  const readUntilReady = async (auth: Record<string, string>) => {
    const controller = new AbortController();
    const res = await fetch(`${t.baseUrl}/bot/stream`, {
      headers: { ...auth, Accept: 'application/x-ndjson' },
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const deadline = Date.now() + 10_000;
    while (!/"event":"ready"/.test(text) && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    await reader.cancel().catch(() => undefined);
    controller.abort();
    const lines = text.split('\n');
    return {
      type: res.headers.get('content-type'),
      text,
      frames: lines.filter((l) => l !== '').map((l) => JSON.parse(l) as Line),
      complete: text.endsWith('\n'),
    };
  };

  it('sends what is pending, then ready, one JSON object a line, and the same again on reconnecting', async () => {
    const human = await newPlayer(t, 'nh');
    const bot = await newPlayer(t, 'nb');
    const auth = await tokenAuth(t, bot, ['bot:play']);
    await t.http.post('/me/bot').set(auth).expect(201);
    const game = (await invite007(t, human, bot.username)).body;

    const first = await readUntilReady(auth);
    expect(first.type).toMatch(/^application\/x-ndjson/);
    expect(first.text.startsWith('\n')).toBe(true);
    expect(first.complete).toBe(true);
    expect(first.frames.map((f) => f.event)).toEqual(['challenge', 'ready']);
    expect(first.frames[0]).toMatchObject({
      id: `challenge:${game.id}:black`,
      data: { gameId: game.id, seat: 'black', by: human.username, variant: '007' },
    });
    // Every frame reports state: a new connection starts with the same pending frame, same id.
    const again = await readUntilReady(auth);
    expect(again.frames.map((f) => f.id)).toEqual(first.frames.map((f) => f.id));
  });

  it('stays SSE for a client that asks for it or for anything', async () => {
    const bot = await newPlayer(t, 'ns');
    const auth = await tokenAuth(t, bot, ['bot:play']);
    await t.http.post('/me/bot').set(auth).expect(201);
    const controller = new AbortController();
    const res = await fetch(`${t.baseUrl}/bot/stream`, {
      headers: { ...auth, Accept: '*/*' },
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await res.body?.cancel().catch(() => undefined);
    controller.abort();
  });
});
