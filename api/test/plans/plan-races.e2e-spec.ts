import { EngineAdapter } from '../../src/play/core/engine.adapter';
import { changeOfSteps } from '../../src/play/core/engine-change';
import { GameChangeService } from '../../src/play/core/game-change.service';
import { GameRepository } from '../../src/play/core/game.repository';
import { startTestApp, type TestApp } from '../support/test-app';
import { eventsAfter, new007, play, putPlan } from './fixtures';

jest.setTimeout(120_000);

const PLAN = [['b8c6,f1c4,g8f6', 'd2d3,f8c5,c2c3']];
const TRIGGER = ['b8c6', 'f1c4', 'g8f6'];

describe('plans under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const whiteMoves = async (id: string, after: number) =>
    (await eventsAfter(t, id, after)).filter((e) => e.seat === 'white').map((e) => e.move);

  it('makes a half-move read before a plan was stored stale, so the plan is never passed over', async () => {
    const { white, black, id, version } = await new007(t);
    const g = await play(t, white, { id, version }, ['e2e4', 'e7e5', 'g1f3']);
    // Black's turn, judged against the game as read before White stores the plan …
    const games = t.app.get(GameRepository);
    const engine = t.app.get(EngineAdapter);
    const seen = await games.find(t.db.manager, id);
    const actions = TRIGGER.map((move) => ({ type: 'move' as const, move, seat: 'black' }));
    const change = changeOfSteps(
      seen,
      'black',
      { userId: black.id },
      actions,
      engine.apply(seen, seen.state!, actions),
    );
    await putPlan(t, white, id, PLAN).expect(200);
    // … is refused by the guarded statement (the planned seats changed under the row lock) …
    expect(await t.app.get(GameChangeService).commitIfUnchanged(t.db.manager, seen, change)).toEqual({
      outcome: 'stale',
    });
    expect(await eventsAfter(t, id, g.version)).toEqual([]);
    // … and the same turn sent through the API takes the locked path, where the plan answers.
    const after = await play(t, black, g, TRIGGER);
    expect(after.version).toBe(g.version + 6);
    expect(await whiteMoves(id, g.version)).toEqual(['d2d3', 'f8c5', 'c2c3']);
  });

  it('answers once when the same trigger is sent twice at the same moment', async () => {
    const { white, black, id, version } = await new007(t);
    const g = await play(t, white, { id, version }, ['e2e4', 'e7e5', 'g1f3']);
    await putPlan(t, white, id, PLAN).expect(200);
    const send = () =>
      t.http.post(`/games/${id}/turns`).set(black.auth).send({ moves: TRIGGER, expectedVersion: g.version });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(answers.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual([
      'VERSION_CONFLICT',
      'VERSION_CONFLICT',
    ]);
    expect((await eventsAfter(t, id, g.version)).map((e) => e.move)).toEqual([...TRIGGER, 'd2d3', 'f8c5', 'c2c3']);
    expect((await t.http.get(`/games/${id}/verify`).set(white.auth).expect(200)).body.ok).toBe(true);
  });

  it('stores a plan racing its trigger either in time to answer it or not at all', async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const { white, black, id, version } = await new007(t);
      const g = await play(t, white, { id, version }, ['e2e4', 'e7e5', 'g1f3']);
      const [stored, moved] = await Promise.all([
        putPlan(t, white, id, PLAN),
        t.http.post(`/games/${id}/turns`).set(black.auth).send({ moves: TRIGGER, expectedVersion: g.version }),
      ]);
      expect(moved.status).toBe(201);
      const answered = await whiteMoves(id, g.version);
      if (stored.status === 200) {
        // Stored first: the trigger found it and White's answer is in the chain.
        expect(answered).toEqual(['d2d3', 'f8c5', 'c2c3']);
        outcomes.push('answered');
      } else {
        // The trigger came first: it is White's turn, and there is nothing to answer.
        expect(stored.status).toBe(409);
        expect(stored.body.code).toBe('PLAN_NOT_NOW');
        expect(answered).toEqual([]);
        outcomes.push('refused');
      }
      expect((await t.db.query(`SELECT planned_seats FROM games WHERE id = $1`, [id]))[0].planned_seats).toEqual([]);
    }
    expect(outcomes).toHaveLength(6);
  });

  it('keeps the answer a retried trigger already got (Idempotency-Key), and answers only once', async () => {
    const { white, black, id, version } = await new007(t);
    const g = await play(t, white, { id, version }, ['e2e4', 'e7e5', 'g1f3']);
    await putPlan(t, white, id, PLAN).expect(200);
    const send = () =>
      t.http
        .post(`/games/${id}/turns`)
        .set(black.auth)
        .set('Idempotency-Key', `trigger-${id}`)
        .send({ moves: TRIGGER, expectedVersion: g.version });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body).toEqual(b.body);
    expect(a.body.version).toBe(g.version + 6);
    expect(await whiteMoves(id, g.version)).toEqual(['d2d3', 'f8c5', 'c2c3']);
  });
});
