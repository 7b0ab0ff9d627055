import { type ApiProcess, startApiProcess } from '../support/api-process';
import { recordFigure } from '../support/figures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { Client } from 'pg';

jest.setTimeout(300_000);

interface Ack {
  gameId: string;
  version: number;
  move: string;
  /** Seats to act after this half-move, with why. */
  toMove: { seat: string; reason: string }[];
  status: string;
}

type Json = Record<string, any>;

/**
 * SIGKILL under load (issue 14): two API processes on one PostgreSQL, clients playing half-moves
 * in several games at once with an Idempotency-Key per half-move and retrying on the other
 * instance when theirs dies; one instance is SIGKILLed (and started again) every few dozen
 * acknowledged moves. Afterwards every acknowledged half-move is in the event log exactly once,
 * every hash chain verifies, and every turn that passed wrote its your-turn notification once.
 */
describe('SIGKILL under load', () => {
  let db: TestDatabase;
  const instances: (ApiProcess | null)[] = [null, null];
  const env = () => ({
    DATABASE_URL: db.url,
    RATE_LIMIT_API_PER_MINUTE: '100000000',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    RATE_LIMIT_MAIL_PER_ADDRESS_PER_HOUR: '100000',
  });

  beforeAll(async () => {
    db = await createTestDatabase();
    instances[0] = await startApiProcess(env());
    instances[1] = await startApiProcess(env());
  });
  afterAll(async () => {
    for (const i of instances) await i?.stop(2000);
    await db?.drop();
  });

  /** One request, to any live instance, retried (same body, same key) until some instance answers. */
  async function call(
    method: string,
    route: string,
    token: string | null,
    body?: unknown,
    key?: string,
  ): Promise<{ status: number; body: Json }> {
    for (let attempt = 0; attempt < 200; attempt++) {
      const live = instances.filter(
        (i): i is ApiProcess => i !== null && i.child.exitCode === null && i.child.signalCode === null,
      );
      const target = live[attempt % Math.max(1, live.length)];
      if (!target) {
        await new Promise((r) => setTimeout(r, 100));
        continue;
      }
      try {
        const res = await fetch(`${target.url}${route}`, {
          method,
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(key ? { 'idempotency-key': key } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        });
        const json = (await res.json().catch(() => ({}))) as Json;
        if (res.status >= 500) {
          await new Promise((r) => setTimeout(r, 50));
          continue; // the instance is going down or the database connection broke: try again
        }
        return { status: res.status, body: json };
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    throw new Error(`${method} ${route}: no instance answered`);
  }

  it('loses no acknowledged move and no notification, duplicates neither', async () => {
    const GAMES = 4;
    const KILLS = Number(process.env.SIGKILLS ?? 4);
    const players: { username: string; token: string }[] = [];
    for (let i = 0; i < GAMES * 2; i++) {
      const username = `k${i}_${Math.random().toString(36).slice(2, 7)}`;
      const password = `pw-${username}-long-enough`;
      await call('POST', '/auth/register', null, { username, email: `${username}@example.org`, password });
      const token = (await call('POST', '/auth/token', null, { login: username, password })).body.accessToken as string;
      players.push({ username, token });
    }
    const tokenOf = new Map(players.map((p) => [p.username, p.token]));
    const games: { id: string; state: Json }[] = [];
    for (let g = 0; g < GAMES; g++) {
      const [w, b] = [players[2 * g], players[2 * g + 1]];
      const created = await call('POST', '/games', w.token, {
        variant: '007',
        seats: [
          { seat: 'white', me: true },
          { seat: 'black', invite: b.username },
        ],
      });
      const started = await call('POST', `/games/${created.body.id}/seats/black/accept`, b.token);
      games.push({ id: created.body.id, state: started.body });
    }
    const pg = new Client({ connectionString: db.url });
    await pg.connect();
    const count = async (sql: string, params: unknown[]) => Number((await pg.query(sql, params)).rows[0].n);
    const baseline = new Map<string, number>();
    for (const g of games) {
      baseline.set(
        g.id,
        await count(`SELECT count(*)::int AS n FROM outbox WHERE game_id = $1 AND kind = 'your-turn'`, [g.id]),
      );
    }

    const acks: Ack[] = [];
    let kills = 0;
    let stop = false;
    const killer = (async () => {
      while (kills < KILLS) {
        const target = acks.length + 40;
        while (acks.length < target && !stop) await new Promise((r) => setTimeout(r, 20));
        if (stop) break;
        const index = kills % 2;
        const victim = instances[index]!;
        victim.child.kill('SIGKILL');
        await victim.exited;
        kills += 1;
        instances[index] = null;
        instances[index] = await startApiProcess(env());
      }
      stop = true;
    })();
    const player = async (game: { id: string; state: Json }) => {
      let state = game.state;
      while (!stop && state.status === 'active') {
        const mover = state.toMove[0].player.username as string;
        const legal = state.legalMoves as string[];
        const move = legal[Math.floor(Math.random() * legal.length)];
        const res = await call(
          'POST',
          `/games/${game.id}/moves`,
          tokenOf.get(mover)!,
          { move, expectedVersion: state.version },
          `${game.id}:${state.version}`,
        );
        if (res.status !== 201)
          throw new Error(`move ${move} in ${game.id}: ${res.status} ${JSON.stringify(res.body)}`);
        state = res.body;
        acks.push({ gameId: game.id, version: state.version, move, toMove: state.toMove, status: state.status });
      }
    };
    await Promise.all(games.map(player));
    stop = true;
    await killer;

    // Every acknowledged half-move exactly once, in order, in the event log.
    let lost = 0;
    let duplicated = 0;
    let notificationsLost = 0;
    let notificationsDuplicated = 0;
    for (const g of games) {
      const mine = acks.filter((a) => a.gameId === g.id);
      const rows = (
        await pg.query(
          `SELECT seq, payload->'action'->>'move' AS move FROM game_events WHERE game_id = $1 AND type = 'move' ORDER BY seq`,
          [g.id],
        )
      ).rows as { seq: number; move: string }[];
      const bySeq = new Map(rows.map((r) => [r.seq, r.move]));
      for (const a of mine) if (bySeq.get(a.version) !== a.move) lost += 1;
      duplicated += Math.max(0, rows.length - mine.length);
      const verify = await call('GET', `/games/${g.id}/verify`, players[0].token);
      if (verify.status === 200 && verify.body.ok !== true) lost += 1;
      // Notifications: one your-turn per half-move after which a new seat must move in its turn.
      let before = new Set((g.state.toMove as { seat: string }[]).map((t) => t.seat));
      let expected = 0;
      for (const a of mine) {
        if (a.status === 'active' && a.toMove.some((t) => t.reason === 'turn' && !before.has(t.seat))) expected += 1;
        before = new Set(a.toMove.map((t) => t.seat));
      }
      const actual =
        (await count(`SELECT count(*)::int AS n FROM outbox WHERE game_id = $1 AND kind = 'your-turn'`, [g.id])) -
        baseline.get(g.id)!;
      notificationsLost += Math.max(0, expected - actual);
      notificationsDuplicated += Math.max(0, actual - expected);
    }
    await pg.end();
    recordFigure(
      'SIGKILL under load',
      { SIGKILLs: kills, 'acknowledged moves': acks.length },
      {
        'acknowledged moves lost': lost,
        'moves applied twice': duplicated,
        'notifications lost': notificationsLost,
        'notifications duplicated': notificationsDuplicated,
      },
    );
    expect(kills).toBe(KILLS);
    expect({ lost, duplicated, notificationsLost, notificationsDuplicated }).toEqual({
      lost: 0,
      duplicated: 0,
      notificationsLost: 0,
      notificationsDuplicated: 0,
    });
  });
});
