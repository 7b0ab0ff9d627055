import { startTestApp, type TestApp } from './support/test-app';
import { newPlayers, start007Game, type Player } from './game-server-fixtures';

type Page = { items: { id: string; finishedAt: string | null }[]; nextCursor: string | null };

/**
 * A player's results and "My games"' finished section: finished games newest first, by when they
 * ended (not when they began, nor by id), paged along a cursor of their own; a cursor of the
 * former order is refused with a code saying so.
 */
describe('finished games newest first', () => {
  let t: TestApp;
  let ann: Player;
  let bob: Player;
  const ended: string[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    [ann, bob] = await newPlayers(t, 'fa', 'fb');
    // Three games begun in this order and ended in another: the second, the third, the first.
    const games = [];
    for (let i = 0; i < 3; i++) games.push(await start007Game(t, ann, bob));
    for (const g of [games[1], games[2], games[0]]) {
      await t.http
        .post(`/games/${g.id}/actions`)
        .set(bob.auth)
        .send({ type: 'resign', expectedVersion: g.version })
        .expect(201);
      ended.push(g.id);
    }
  }, 60_000);
  afterAll(() => t.close());

  const get = async (query: string, who: Player = ann): Promise<Page> =>
    (await t.http.get(`/games?${query}`).set(who.auth).expect(200)).body;

  it.each(['player=fb', 'mine=true'])('lists %s newest first across two pages', async (filter) => {
    const query = filter.replace('fb', bob.username);
    const first = await get(`${query}&status=finished&limit=2`);
    expect(first.items.map((g) => g.id)).toEqual([ended[2], ended[1]]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await get(`${query}&status=finished&limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((g) => g.id)).toEqual([ended[0]]);
    expect(second.nextCursor).toBeNull();
    const times = [...first.items, ...second.items].map((g) => Date.parse(g.finishedAt ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('refuses a cursor of the former order with its own code, and a foreign one as invalid', async () => {
    const former = Buffer.from(JSON.stringify([1, 'infinity', ended[0]])).toString('base64url');
    const stale = await t.http.get(`/games?status=finished&cursor=${former}`).set(ann.auth).expect(400);
    expect(stale.body).toMatchObject({ code: 'STALE_CURSOR' });
    expect(stale.headers['content-type']).toMatch(/application\/problem\+json/);
    const { nextCursor } = await get(`mine=true&status=finished&limit=1`);
    // A finished list's cursor is no cursor of the other lists, and a made-up one none at all.
    const other = await t.http.get(`/games?status=active&cursor=${nextCursor}`).set(ann.auth).expect(400);
    expect(other.body).toMatchObject({ code: 'BAD_CURSOR' });
    const made = Buffer.from(JSON.stringify(['ended', 'yesterday', ended[0]])).toString('base64url');
    const bad = await t.http.get(`/games?status=finished&cursor=${made}`).set(ann.auth).expect(400);
    expect(bad.body).toMatchObject({ code: 'BAD_CURSOR' });
  });
});
