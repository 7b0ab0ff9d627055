import { newPlayer, type Player, start007Game } from '../game-server-fixtures';
import { recordFigure } from '../support/figures';
import { startTestApp, type TestApp } from '../support/test-app';

/** Idempotency-Key under races (issue 14): the first answer, always; never a 500 or a 409. */
describe('Idempotency-Key under concurrent requests', () => {
  let t: TestApp;
  let white: Player;
  let black: Player;
  beforeAll(async () => {
    t = await startTestApp();
    [white, black] = [await newPlayer(t, 'w'), await newPlayer(t, 'b')];
  });
  afterAll(() => t.close());

  const events = async (gameId: string) =>
    Number((await t.db.query(`SELECT count(*)::int AS n FROM game_events WHERE game_id = $1`, [gameId]))[0].n);
  const move = (gameId: string, key: string, body: object) =>
    t.http.post(`/games/${gameId}/moves`).set(white.auth).set('Idempotency-Key', key).send(body);

  it('one key on two games at once: one is played, the other is refused 422 IDEMPOTENCY_KEY_REUSED', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await start007Game(t, white, black);
      const b = await start007Game(t, white, black);
      const key = `two-games-${round}`;
      const [ra, rb] = await Promise.all([
        move(a.id, key, { move: 'e2e4', expectedVersion: a.version }),
        move(b.id, key, { move: 'e2e4', expectedVersion: b.version }),
      ]);
      expect([ra.status, rb.status].sort()).toEqual([201, 422]);
      const refused = ra.status === 422 ? ra : rb;
      expect(refused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      // Exactly the game that answered 201 moved.
      expect((await events(a.id)) - a.version + (await events(b.id)) - b.version).toBe(1);
    }
  });

  it('20 concurrent retries of one request all get the first answer, and the ply is applied once', async () => {
    let submissions = 0;
    let duplicates = 0;
    let otherAnswers = 0;
    for (let round = 0; round < 3; round++) {
      const g = await start007Game(t, white, black);
      const before = await events(g.id);
      const body = { move: 'd2d4', expectedVersion: g.version };
      const answers = await Promise.all(Array.from({ length: 20 }, () => move(g.id, `retry-${round}`, body)));
      submissions += answers.length;
      duplicates += Math.max(0, (await events(g.id)) - before - 1);
      otherAnswers += answers.filter((r) => r.status !== 201).length;
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
      const originals = answers.filter((r) => r.headers['idempotent-replayed'] !== 'true');
      expect(originals).toHaveLength(1);
      for (const r of answers) expect(r.body).toEqual(originals[0].body);
      expect(await events(g.id)).toBe(before + 1);
    }
    recordFigure(
      'concurrent ply submissions',
      { 'retries under one key': submissions },
      { duplicates, 'not the first answer': otherAnswers },
    );
  });

  it('100 concurrent identical submissions without a key: one is applied, the others refused 409', async () => {
    const g = await start007Game(t, white, black);
    const before = await events(g.id);
    const body = { move: 'g1f3', expectedVersion: g.version };
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => t.http.post(`/games/${g.id}/moves`).set(white.auth).send(body)),
    );
    const applied = (await events(g.id)) - before;
    recordFigure(
      'concurrent ply submissions',
      { 'identical submissions without a key': answers.length },
      { duplicates: Math.max(0, applied - 1), '5xx': answers.filter((r) => r.status >= 500).length },
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(Array(99).fill('VERSION_CONFLICT'));
    expect(applied).toBe(1);
  });

  it('a retry after the game moved on still gets the first answer, not 409', async () => {
    const g = await start007Game(t, white, black);
    const body = { move: 'c2c4', expectedVersion: g.version };
    const first = await move(g.id, 'late-retry', body).expect(201);
    await t.http
      .post(`/games/${g.id}/moves`)
      .set(white.auth)
      .send({ move: 'e7e5', expectedVersion: first.body.version })
      .expect(201);
    const retry = await move(g.id, 'late-retry', body).expect(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
  });
});
