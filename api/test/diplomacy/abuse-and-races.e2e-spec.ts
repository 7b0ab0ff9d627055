import { type CoalitionSeat, fourPlayers, type Player, startCoalitionGame } from '../game-server-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { act, type Json, post } from './fixtures';

jest.setTimeout(60_000);

describe('messages under load: the rate limit, concurrent writers, writers beside game changes', () => {
  let t: TestApp;
  let p: Record<CoalitionSeat, Player>;

  beforeAll(async () => {
    t = await startTestApp({ config: { messagesPerMinute: 5 } });
    p = await fourPlayers(t, 'r');
  });
  afterAll(() => t.close());

  it('limits a user to the configured messages a minute, with Retry-After', async () => {
    const game = await startCoalitionGame(t, p);
    for (let i = 0; i < 5; i++) await post(t, p.red, game.id, 'table', `m${i}`);
    const res = await t.http
      .post(`/games/${game.id}/channels/table/messages`)
      .set(p.red.auth)
      .send({ text: 'one more' });
    expect([res.status, res.body.code]).toEqual([429, 'MESSAGE_RATE_LIMITED']);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Nothing was written by the refused request; other users are not limited by red's writing.
    const page = (await t.http.get(`/games/${game.id}/channels/table/messages`).set(p.red.auth).expect(200)).body;
    expect(page.items.map((m: Json) => m.text)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    await post(t, p.green, game.id, 'table', 'I may');
  });

  it('counts only messages written: a refused post uses up nothing of the budget', async () => {
    const q = await fourPlayers(t, 'q'); // a budget of their own (it is per user, over all games)
    const game = await startCoalitionGame(t, q);
    // Black is no member of yellow+green: five refusals, then still five messages.
    for (let i = 0; i < 5; i++) {
      const res = await t.http
        .post(`/games/${game.id}/channels/yellow+green/messages`)
        .set(q.black.auth)
        .send({ text: `peek ${i}` });
      expect([res.status, res.body.code]).toEqual([403, 'NOT_A_CHANNEL_MEMBER']);
    }
    for (let i = 0; i < 5; i++) await post(t, q.black, game.id, 'table', `b${i}`);
    const res = await t.http
      .post(`/games/${game.id}/channels/table/messages`)
      .set(q.black.auth)
      .send({ text: 'sixth' });
    expect([res.status, res.body.code]).toEqual([429, 'MESSAGE_RATE_LIMITED']);
  });

  it('keeps one gapless chain when the members write at once, and a coalition forming meanwhile', async () => {
    const game = await startCoalitionGame(t, p);
    let live = await act(t, p.yellow, game, { move: 'c2c3' });
    live = await act(t, p.black, live, { move: 'c9c8' });
    // Green declares (a locked game change with a system line) while everyone writes to the table.
    const writes = (['yellow', 'black', 'green'] as const).flatMap((seat) =>
      [0, 1, 2, 3].map((i) =>
        t.http
          .post(`/games/${game.id}/channels/table/messages`)
          .set(p[seat].auth)
          .send({ text: `${seat} ${i}` }),
      ),
    );
    const declare = t.http
      .post(`/games/${game.id}/actions`)
      .set(p.green.auth)
      .send({ type: 'declare', ally: 'yellow', expectedVersion: live.version });
    const [declared, ...written] = await Promise.all([declare, ...writes]);
    expect(declared.status).toBe(201);
    expect(written.map((r) => r.status)).toEqual(written.map(() => 201));
    const lines = (await t.http.get(`/games/${game.id}/channels/table/messages?limit=200`).set(p.red.auth).expect(200))
      .body.items as Json[];
    expect(lines.map((l) => l.seq)).toEqual(lines.map((_, i) => i + 1));
    expect(lines.filter((l) => l.kind === 'system')).toHaveLength(1);
    expect(lines).toHaveLength(13);
    const verified = (await t.http.get(`/games/${game.id}/channels/table/verify`).set(p.red.auth).expect(200)).body;
    expect(verified).toMatchObject({ ok: true, lines: 13 });
  });
});
