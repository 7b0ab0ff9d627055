import { newPlayer } from './game-server-fixtures';
import { SseClient } from './support/sse-client';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Every open stream holds a socket: one account holding hundreds could exhaust the process's
 * open files. A user may hold STREAMS_PER_USER streams of any kind at once; one more is refused
 * with 429 TOO_MANY_STREAMS until one closes, and other users are not affected.
 */
describe('open streams per user', () => {
  let t: TestApp;
  const streams: SseClient[] = [];
  beforeAll(async () => {
    t = await startTestApp({ config: { streamsPerUser: 3 } });
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await t.close();
  });

  const until = async (check: () => boolean | Promise<boolean>, what: string) => {
    const start = Date.now();
    while (!(await check())) {
      if (Date.now() - start > 10_000) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const open = async (url: string, auth: Record<string, string>) => {
    const s = new SseClient(`${t.baseUrl}${url}`, auth);
    streams.push(s);
    await s.open();
    return s;
  };

  it('refuses the stream past the cap with 429 TOO_MANY_STREAMS, and admits again when one closes', async () => {
    const ann = await newPlayer(t, 'cap');
    const bob = await newPlayer(t, 'cap');
    const first = await open('/me/stream', ann.auth);
    await open('/me/stream?lastEventId=0', ann.auth);
    await open('/me/stream', ann.auth);
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200]);

    const refused = await t.http.get('/me/stream').set(ann.auth).expect(429);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_STREAMS', status: 429 });
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);

    // Another user has a budget of their own.
    expect((await open('/me/stream', bob.auth)).status).toBe(200);

    // Closing one stream gives its place back (once the server has seen the socket close).
    first.close();
    await until(async () => {
      const again = await open('/me/stream', ann.auth);
      if (again.status === 200) return true;
      again.close();
      return false;
    }, 'the freed place');
    expect((await t.http.get('/me/stream').set(ann.auth).expect(429)).body.code).toBe('TOO_MANY_STREAMS');
  });
});
