import { type Json, post } from './diplomacy/fixtures';
import { newPlayers, type Player, start007Game, startCoalitionGame } from './game-server-fixtures';
import { ladderGame, newClub, postLadder } from './ladder-fixtures';
import { tokenAuth } from './support/tokens';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(300_000);

/**
 * The data export (docs/safety.md, "Leaving, and your data"): `GET /me/export` is one JSON
 * download of the account, its settings, credentials' names, ladder results and every game with
 * its record and what of it is the account's own — nothing of other people's private channels.
 */
describe('GET /me/export', () => {
  let t: TestApp;
  let ann: Player;
  let bob: Player;
  let cid: Player;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp({ config: { webhooksAllowPrivate: true } });
    [ann, bob, cid] = await newPlayers(t, 'ann', 'bob', 'cid');
    // A 007 game with a table line each and Ann's notes.
    const game = await start007Game(t, ann, bob);
    ids.game = game.id;
    await post(t, ann, game.id, 'table', 'good luck');
    await post(t, bob, game.id, 'table', 'you too');
    await t.http.put(`/games/${game.id}/notes`).set(ann.auth).send({ text: 'castle early' }).expect(200);
    // A Coalition game: Ann (red) writes to Black; Bob and Cid talk where Ann never sat.
    const coalition = await startCoalitionGame(t, { yellow: bob, black: cid, green: bob, red: ann });
    ids.coalition = coalition.id;
    await post(t, ann, coalition.id, 'black+red', 'shall we, black?');
    await post(t, cid, coalition.id, 'black+red', 'perhaps');
    await post(t, bob, coalition.id, 'yellow+black', 'a secret of yellow and black', 'yellow');
    // A ladder game Ann wins.
    const club = await newClub(t, ann, [bob]);
    const ladder = await postLadder(t, ann, club, {});
    expect(ladder.status).toBe(201);
    ids.ladderGame = await ladderGame(t, ladder.body.id, ann, { white: ann, black: bob });
    const version = (await t.http.get(`/games/${ids.ladderGame}`).set(bob.auth).expect(200)).body.version;
    await t.http
      .post(`/games/${ids.ladderGame}/actions`)
      .set(bob.auth)
      .send({ type: 'resign', expectedVersion: version })
      .expect(201);
    await t.http.post('/me/webhooks').set(ann.auth).send({ url: 'http://127.0.0.1:9/hook' }).expect(201);
  });
  afterAll(() => t.close());

  const download = async (headers: Record<string, string>) => {
    const res = await t.http.get('/me/export').set(headers).expect(200);
    return { res, doc: res.body as Json };
  };

  it('is one download of everything, each game with its record and only her own lines', async () => {
    await tokenAuth(t, ann, ['games:read'], 'my script');
    const { res, doc } = await download(ann.auth);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="entente-${ann.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    expect(doc).toMatchObject({ format: 'entente-export/1', user: { id: ann.id, username: ann.username } });
    expect(doc.omitted).toEqual([]);
    expect(doc.account).toMatchObject({ id: ann.id, email: ann.email, deletion: null });
    expect(Object.keys(doc)).toEqual(
      expect.arrayContaining(['playSettings', 'notificationSettings', 'vacations', 'webhooks', 'oauthApps']),
    );
    expect(doc.tokens.map((k: Json) => k.name)).toEqual(['my script']);
    expect(JSON.stringify(doc.tokens)).not.toMatch(/ent_|"token"/);
    // Her reliability and ratings, as her profile shows them.
    expect(doc.reputation).toEqual({
      reliability: (await t.http.get(`/users/${ann.username}`).set(ann.auth).expect(200)).body.reliability,
      ratings: expect.objectContaining({ coalition: expect.any(Object) }),
    });
    expect(doc.ladderResults).toEqual([
      expect.objectContaining({ gameId: ids.ladderGame, outcome: 'win', seats: ['white'] }),
    ]);
    expect(doc.games.map((g: Json) => g.id).sort()).toEqual([ids.game, ids.coalition, ids.ladderGame].sort());
    const game = doc.games.find((g: Json) => g.id === ids.game);
    const record = await t.http.get(`/games/${ids.game}/record`).set(ann.auth).expect(200);
    expect(game.record).toEqual(record.body);
    expect(game.own.notes).toMatchObject({ text: 'castle early' });
    expect(game.own.messages.map((m: Json) => m.text)).toEqual(['good luck']);
    const coalition = doc.games.find((g: Json) => g.id === ids.coalition);
    expect(coalition.own.messages).toEqual([
      expect.objectContaining({ channel: 'black+red', text: 'shall we, black?' }),
    ]);
    // Nothing of a channel she never held, anywhere in the document.
    expect(JSON.stringify(doc)).not.toContain('a secret of yellow and black');
  });

  it('gives a token the parts its scopes cover and names the others', async () => {
    const { doc } = await download(await tokenAuth(t, ann, ['account:read']));
    expect(doc.account).toMatchObject({ id: ann.id });
    expect(doc.games).toBeUndefined();
    expect(doc.tokens).toBeUndefined();
    expect(doc.omitted).toEqual(
      expect.arrayContaining([
        { part: 'games', needs: 'games:read' },
        { part: 'ladderResults', needs: 'ladders:read' },
        { part: 'reputation', needs: 'ladders:read' },
        { part: 'tokens', needs: 'a signed-in person' },
      ]),
    );
    const refused = await t.http.get('/me/export').set(await tokenAuth(t, ann, ['games:read']));
    expect([refused.status, refused.body.code]).toEqual([403, 'MISSING_SCOPE']);
    const anonymous = await t.http.get('/me/export');
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('allows ten exports an hour per account, then answers 429 with a code', async () => {
    const [eli] = await newPlayers(t, 'eli');
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await t.http.get('/me/export').set(eli.auth)).status);
    expect(statuses).toEqual(Array(10).fill(200));
    const refused = await t.http.get('/me/export').set(eli.auth);
    expect([refused.status, refused.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(refused.body.retryAfter)).toBeGreaterThan(0);
  });

  it('exports a player with 1,000 games a game at a time (time and peak memory printed)', async () => {
    const [dan] = await newPlayers(t, 'dan');
    const model = await start007Game(t, dan, cid);
    for (let i = 0; i < 6; i++) await post(t, i % 2 ? cid : dan, model.id, 'table', `line ${i}`);
    await cloneGame(t, model.id, 999);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const started = process.hrtime.bigint();
    const { res, doc } = await download(dan.auth);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    clearInterval(sample);
    expect(doc.games).toHaveLength(1000);
    expect(doc.games.every((g: Json) => g.record.events.length === model.version)).toBe(true);
    // A measurement, not an assertion: printed for the reader.
    process.stdout.write(
      `data export of 1,000 games: ${Math.round(ms)} ms, ${(res.text.length / 1e6).toFixed(1)} MB, ` +
        `peak RSS growth ${((peak - before) / 1e6).toFixed(1)} MB (API and test client in one process)\n`,
    );
  });
});

/** `n` copies of a game under new ids (rows, seats, events and messages), so an export has many to read. */
async function cloneGame(t: TestApp, gameId: string, n: number): Promise<void> {
  await t.db.query(`CREATE TEMP TABLE clone_ids AS SELECT gen_random_uuid() AS id FROM generate_series(1, $1)`, [n]);
  for (const table of ['games', 'game_seats', 'game_events', 'channel_messages']) {
    const columns: { column_name: string; is_identity: string; is_generated: string }[] = await t.db.query(
      `SELECT column_name, is_identity, is_generated FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
      [table],
    );
    const key = table === 'games' ? 'id' : 'game_id';
    const kept = columns
      .filter((c) => c.is_identity !== 'YES' && c.is_generated !== 'ALWAYS' && c.column_name !== key)
      .map((c) => c.column_name);
    await t.db.query(
      `INSERT INTO ${table} (${key}, ${kept.join(', ')})
       SELECT c.id, ${kept.map((k) => `x.${k}`).join(', ')} FROM ${table} x, clone_ids c WHERE x.${key} = $1`,
      [gameId],
    );
  }
  await t.db.query(`DROP TABLE clone_ids`);
}
