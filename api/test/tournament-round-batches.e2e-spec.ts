import { TournamentRoundsService } from '../src/community/tournaments/tournament-rounds.service';
import { TournamentStartSweep } from '../src/community/tournaments/tournament-start-sweep';
import { eventually } from './correspondence/helpers';
import { newClub, newPlayer, newPlayers, type Player, playScript } from './ladder-fixtures';
import { startTestApp, type TestApp } from './support/test-app';

interface RoundGame {
  gameId: string;
  board: number;
  seats: { seat: string; player: { id: string } | null }[];
}

/**
 * A Swiss or Coalition round bigger than a batch is created by the start's job, like a big round
 * robin: the event is `starting` with the round's progress, the games come in short transactions,
 * doubled or retried jobs create none twice, the next round waits for the last, and a round whose
 * job is gone is resumed by the sweep. Batches of one here, so two games make a big round.
 */
describe('big tournament rounds in batches', () => {
  let t: TestApp;
  let owner: Player;
  let players: Player[];
  let clubId: string;
  let rounds: TournamentRoundsService;
  const byId = new Map<string, Player>();

  beforeAll(async () => {
    t = await startTestApp();
    owner = await newPlayer(t, 'rbo');
    players = await newPlayers(t, 'rb1', 'rb2', 'rb3', 'rb4', 'rb5', 'rb6', 'rb7', 'rb8');
    for (const p of players) byId.set(p.id, p);
    clubId = await newClub(t, owner, players);
    rounds = t.app.get(TournamentRoundsService);
    rounds.batchSize = 1;
  }, 60_000);
  afterAll(async () => {
    if (rounds) rounds.batchSize = 50;
    await t?.close();
  });

  const create = async (body: Record<string, unknown>): Promise<string> => {
    const res = await t.http
      .post(`/clubs/${clubId}/tournaments`)
      .set(owner.auth)
      .send({ name: `B ${Math.random().toString(36).slice(2, 8)}`, ...body })
      .expect(201);
    return res.body.id as string;
  };
  const round = async (id: string, n: number): Promise<RoundGame[]> =>
    (await t.http.get(`/tournaments/${id}/rounds/${n}`).set(owner.auth).expect(200)).body.games;
  const games = async (id: string, n: number) =>
    Number(
      (
        await t.db.query(`SELECT count(*) AS n FROM tournament_games WHERE tournament_id = $1 AND round = $2`, [id, n])
      )[0].n,
    );
  /** The real job and three doubled or retried ones at once; then the event runs, at round `n`. */
  const created = async (id: string, n: number, size: number) => {
    const shown = (await t.http.get(`/tournaments/${id}`).set(owner.auth).expect(200)).body;
    if (shown.state === 'starting') {
      expect(shown.currentRound).toBe(n);
      expect(shown.starting.games).toBe(size);
      expect(shown.starting.created).toBeLessThanOrEqual(size);
    }
    const worker = async () => {
      while (!(await t.db.transaction((m) => rounds.createBatch(m, id, owner.id, new Date()))));
    };
    await Promise.all([worker(), worker(), worker()]);
    const running = await eventually(
      async () => {
        const ev = (await t.http.get(`/tournaments/${id}`).set(owner.auth).expect(200)).body;
        return ev.state === 'running' ? ev : null;
      },
      20_000,
      `round ${n}'s games`,
    );
    expect(running.currentRound).toBe(n);
    expect(running.starting).toBeUndefined();
    expect(await games(id, n)).toBe(size);
    // Each game in its own transaction (a batch of one), none in the pairing's.
    const xmins = await t.db.query(
      `SELECT DISTINCT xmin::text FROM tournament_games WHERE tournament_id = $1 AND round = $2`,
      [id, n],
    );
    expect(xmins).toHaveLength(size);
    const shownRound = await round(id, n);
    expect(new Set(shownRound.map((g) => g.gameId)).size).toBe(size);
    expect(shownRound.map((g) => g.board)).toEqual(Array.from({ length: size }, (_, i) => i + 1));
    return shownRound;
  };
  const finish = async (list: RoundGame[]) => {
    for (const g of list) {
      const seats = Object.fromEntries(g.seats.filter((s) => s.player).map((s) => [s.seat, byId.get(s.player!.id)!]));
      await playScript(t, g.gameId, seats, [{ seat: 'black', action: 'resign' }]);
    }
  };

  it('pairs a Swiss round of more than a batch in batches, each game once, the next round after it', async () => {
    const id = await create({ variant: '007', format: 'swiss', rounds: 2, minEntrants: 3, bye: 'win' });
    const field = players.slice(0, 7);
    for (const p of field) await t.http.post(`/tournaments/${id}/entries`).set(p.auth).send({}).expect(201);
    const started = (await t.http.post(`/tournaments/${id}/start`).set(owner.auth).expect(200)).body;
    expect(['starting', 'running']).toContain(started.state);
    const first = await created(id, 1, 3);
    const r1 = (await t.http.get(`/tournaments/${id}/rounds/1`).set(owner.auth).expect(200)).body;
    expect(r1.byes).toHaveLength(1);
    await t.http.get(`/tournaments/${id}/rounds/2`).set(owner.auth).expect(404);

    await finish(first);
    const second = await created(id, 2, 3);
    const pairs = (list: RoundGame[]) =>
      list.map((g) =>
        g.seats
          .map((s) => s.player!.id)
          .sort()
          .join('|'),
      );
    for (const p of pairs(second)) expect(pairs(first)).not.toContain(p);
    const log = (await t.http.get(`/tournaments/${id}/events?limit=50`).set(owner.auth).expect(200)).body;
    expect(log.items.filter((e: { type: string }) => e.type === 'round-paired')).toHaveLength(2);
    expect(log.items.filter((e: { type: string }) => e.type === 'started')).toHaveLength(1);

    await finish(second);
    const done = (await t.http.get(`/tournaments/${id}`).set(owner.auth).expect(200)).body;
    expect(done).toMatchObject({ state: 'finished', currentRound: 2 });
  }, 120_000);

  it('seats Coalition tables of more than a batch in batches, round after round', async () => {
    const id = await create({ variant: 'coalition', format: 'coalition-rotation', options: { setupPhase: false } });
    for (const p of players) await t.http.post(`/tournaments/${id}/entries`).set(p.auth).send({}).expect(201);
    await t.http.post(`/tournaments/${id}/start`).set(owner.auth).expect(200);
    const first = await created(id, 1, 2);
    for (const table of first) expect(table.seats.map((s) => s.seat)).toEqual(['yellow', 'black', 'green', 'red']);
    await finish(first);
    const second = await created(id, 2, 2);
    // Every entrant changed seat between the rounds.
    const seatOf = (list: RoundGame[]) =>
      new Map(list.flatMap((g) => g.seats.map((s) => [s.player!.id, s.seat] as const)));
    const before = seatOf(first);
    for (const [player, seat] of seatOf(second)) expect(before.get(player)).not.toBe(seat);
  }, 120_000);

  it('resumes a big round whose job is gone through the sweep', async () => {
    const sweep = t.app.get(TournamentStartSweep);
    const id = await create({ variant: '007', format: 'swiss', rounds: 2, minEntrants: 3 });
    for (const p of players.slice(0, 4))
      await t.http.post(`/tournaments/${id}/entries`).set(p.auth).send({}).expect(201);
    // Every batch fails while the probe stands; the job is then lost (as if its retries were spent).
    await t.db.query(`ALTER TABLE tournament_games ADD CONSTRAINT round_batch_probe CHECK (round < 0) NOT VALID`);
    try {
      const started = (await t.http.post(`/tournaments/${id}/start`).set(owner.auth).expect(200)).body;
      expect(started).toMatchObject({ state: 'starting', starting: { games: 2, created: 0 } });
      // A time-out's withdrawal meanwhile waits for the round (its job sends itself again).
      const withdrawal = await t.db.transaction((m) =>
        rounds.withdrawRunning(m, id, players[0].id, null, 'timeout', new Date()),
      );
      expect(withdrawal).toBe('later');
      const entry = await t.db.query(`SELECT state FROM tournament_entries WHERE tournament_id = $1 AND user_id = $2`, [
        id,
        players[0].id,
      ]);
      expect(entry[0].state).toBe('entered');
      await t.db.query(`DELETE FROM pgboss.job WHERE name = 'tournament-start' AND data->>'tournamentId' = $1`, [id]);
      await t.db.query(`ALTER TABLE tournament_games DROP CONSTRAINT round_batch_probe`);
      expect(await sweep.resume()).toEqual([id]);
      await eventually(
        async () => (await t.http.get(`/tournaments/${id}`).set(owner.auth).expect(200)).body.state === 'running',
        30_000,
        'the resumed round',
      );
      expect(await games(id, 1)).toBe(2);
    } finally {
      await t.db.query(`ALTER TABLE tournament_games DROP CONSTRAINT IF EXISTS round_batch_probe`);
    }
  }, 120_000);
});
