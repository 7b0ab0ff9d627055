import type { INestApplication } from '@nestjs/common';
import { createApp } from '../src/app.factory';
import { type Action, chooseAction } from '@entente/engine';
import { startTestApp, type TestApp } from './support/test-app';
import { newPlayer, type Player } from './game-server-fixtures';
import { createGame, refusedGame } from './support/games';

/** A game as the API answers it; tests read the fields they assert on. */
type GameJson = Record<string, any>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The test's person: plays `seat` through the HTTP API with legal actions (the random player's
 * choice on the position the API shows) until the game ends, waiting while the computers act.
 */
async function playToTheEnd(t: TestApp, player: Player, id: string, seat: string): Promise<GameJson> {
  for (let round = 0; round < 20_000; round++) {
    const game: GameJson = (await t.http.get(`/games/${id}`).set(player.auth).expect(200)).body;
    if (game.status === 'finished' || game.status === 'aborted') return game;
    const chosen = chooseAction({
      variant: game.variant,
      options: game.options,
      state: game.position.text,
      seat,
      level: 'random',
      seed: `${id}:${game.version}`,
    });
    if (!chosen.ok) throw new Error(chosen.error.message);
    const action: Action | null = chosen.value.action;
    if (!action) {
      await pause(50); // a computer is thinking
      continue;
    }
    const res =
      action.type === 'move'
        ? await t.http
            .post(`/games/${id}/moves`)
            .set(player.auth)
            .send({ move: action.move, expectedVersion: game.version })
        : await t.http
            .post(`/games/${id}/actions`)
            .set(player.auth)
            .send({ ...action, expectedVersion: game.version });
    // A computer may act at the same moment (a draw offer's answer): then read the game again.
    if (res.status !== 201 && res.body.code !== 'VERSION_CONFLICT')
      throw new Error(`${JSON.stringify(action)}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  throw new Error('the game did not end');
}

describe('computer players in seats', () => {
  let t: TestApp;
  let ann: Player;
  beforeAll(async () => {
    // A short thinking time keeps whole games quick; the search still searches (on a pool thread).
    t = await startTestApp({ config: { computerMoveMs: 100 } });
    ann = await newPlayer(t, 'ann');
  }, 60_000);
  afterAll(() => t.close());

  const events = async (id: string) =>
    (await t.db.query(`SELECT seq, type, seat, user_id, payload FROM game_events WHERE game_id = $1 ORDER BY seq`, [
      id,
    ])) as { seq: number; type: string; seat: string | null; user_id: string | null; payload: any }[];
  const jobs = async (id: string) =>
    (await t.db.query(
      `SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = 'computer-turn' AND data->>'gameId' = $1
        GROUP BY state ORDER BY state`,
      [id],
    )) as { state: string; n: number }[];

  it('refuses a seat both taken and given to the computer, an unknown level, and a game of computers alone', async () => {
    const both = await refusedGame(t, ann, 400, {
      variant: '007',
      seats: [{ seat: 'white', me: true, computer: 'greedy' }],
    });
    expect(both.body.code).toBe('BAD_SEAT_REQUEST');
    const level = await refusedGame(t, ann, 400, {
      variant: '007',
      seats: [{ seat: 'white', computer: 'grandmaster' }],
    });
    expect(level.body.code).toBe('VALIDATION_FAILED');
    const alone = await refusedGame(t, ann, 400, {
      variant: '007',
      seats: [
        { seat: 'white', computer: 'random' },
        { seat: 'black', computer: 'random' },
      ],
    });
    expect(alone.body.code).toBe('BAD_SEAT_REQUEST');
    expect((await t.db.query(`SELECT count(*)::int AS n FROM games`))[0].n).toBe(0);
  });

  it('a Coalition Chess game with three computer seats, created through the API, played by the fourth party to its end', async () => {
    const created = await createGame(t, ann, {
      variant: 'coalition',
      seats: [
        { seat: 'yellow', me: true },
        { seat: 'black', computer: 'search' },
        { seat: 'green', computer: 'greedy' },
        { seat: 'red', computer: 'random' },
      ],
    });
    const id = created.body.id as string;
    // Every seat is filled at once, so the game starts with its set-up; the computers are marked.
    expect(created.body.status).toBe('setup');
    expect(created.body.seats).toEqual([
      expect.objectContaining({
        seat: 'yellow',
        state: 'taken',
        computer: null,
        player: expect.objectContaining({ id: ann.id }),
      }),
      expect.objectContaining({ seat: 'black', state: 'taken', computer: 'search', player: null }),
      expect.objectContaining({ seat: 'green', state: 'taken', computer: 'greedy', player: null }),
      expect.objectContaining({ seat: 'red', state: 'taken', computer: 'random', player: null }),
    ]);
    expect(created.body.yourSeats).toEqual(['yellow']);

    const end = await playToTheEnd(t, ann, id, 'yellow');
    expect(['finished', 'aborted']).toContain(end.status);

    const log = await events(id);
    const levels: Record<string, string> = { black: 'search', green: 'greedy', red: 'random' };
    const acted = log.filter((e) => e.seat !== null && e.seat in levels && e.payload.action);
    // Each computer acted (its set-up at least), as itself: no user, its level in the event.
    expect(new Set(acted.map((e) => e.seat))).toEqual(new Set(['black', 'green', 'red']));
    for (const e of acted) expect([e.seat, e.user_id, e.payload.computer]).toEqual([e.seat, null, levels[e.seat!]]);
    // Ann's own actions are hers.
    expect(log.filter((e) => e.seat === 'yellow' && e.payload.action).every((e) => e.user_id === ann.id)).toBe(true);
    // The log is whole and replays into exactly the final state.
    const verified = await t.http.get(`/games/${id}/verify`).set(ann.auth).expect(200);
    expect(verified.body).toMatchObject({ ok: true, chainIntact: true, replayMatches: true });
    // Ann was told of her turns and of the end as with people; nobody else was (no user behind a computer).
    const told = await t.db.query(`SELECT DISTINCT kind, user_id FROM outbox WHERE game_id = $1`, [id]);
    expect(told.every((o: { user_id: string }) => o.user_id === ann.id)).toBe(true);
    expect(told.map((o: { kind: string }) => o.kind)).toEqual(expect.arrayContaining(['your-turn', 'game-over']));
    // No job failed.
    expect((await jobs(id)).filter((j) => j.state === 'failed')).toEqual([]);
  }, 600_000);

  it('a 007 game against the computer, with two API instances: each computer action made exactly once', async () => {
    // A second instance on the same database, its own pg-boss worker competing for the jobs.
    const second: INestApplication = await createApp(t.config);
    try {
      const created = await createGame(t, ann, {
        variant: '007',
        seats: [
          { seat: 'white', computer: 'search' },
          { seat: 'black', me: true },
        ],
      });
      const id = created.body.id as string;
      expect(created.body.status).toBe('active');
      expect(created.body.seats.map((s: GameJson) => [s.seat, s.computer])).toEqual([
        ['white', 'search'],
        ['black', null],
      ]);
      expect(created.body.toMove[0]).toMatchObject({ seat: 'white', computer: 'search', player: null });

      const end = await playToTheEnd(t, ann, id, 'black');
      expect(end.status).toBe('finished');
      expect(end.result.reason).toBeTruthy();

      const log = await events(id);
      const computerActions = log.filter((e) => e.payload.computer === 'search');
      expect(computerActions.length).toBeGreaterThan(0);
      expect(computerActions.every((e) => e.seat === 'white' && e.user_id === null)).toBe(true);
      // 007's computer acts only on its own turns: one job per action due, and each job acted
      // once — whichever instance took it. A second action on a version would break the chain.
      const byState = Object.fromEntries((await jobs(id)).map((j) => [j.state, j.n]));
      expect(byState.failed ?? 0).toBe(0);
      expect((byState.completed ?? 0) + (byState.active ?? 0) + (byState.created ?? 0)).toBe(computerActions.length);
      const verified = await t.http.get(`/games/${id}/verify`).set(ann.auth).expect(200);
      expect(verified.body).toMatchObject({ ok: true, chainIntact: true, replayMatches: true });
    } finally {
      await second.close();
    }
  }, 600_000);
});
