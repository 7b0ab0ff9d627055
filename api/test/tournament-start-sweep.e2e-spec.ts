import { TournamentRoundsService } from '../src/community/tournaments/tournament-rounds.service';
import { TournamentStartSweep } from '../src/community/tournaments/tournament-start-sweep';
import { eventually } from './correspondence/helpers';
import { newClub, newPlayer, newPlayers } from './ladder-fixtures';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * A start whose job has spent its retries is resumed by the sweep: the job fails for real (a
 * constraint refuses every game's tournament row), pg-boss gives up, the event stays `starting`
 * with no game; once the cause is gone the sweep sends a new job and the event runs.
 */
describe('the tournament start sweep', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 60_000);
  afterAll(() => t.close());

  const jobStates = async (id: string): Promise<string[]> =>
    (
      await t.db.query(
        `SELECT state FROM pgboss.job WHERE name = 'tournament-start' AND data->>'tournamentId' = $1 ORDER BY created_on`,
        [id],
      )
    ).map((r: { state: string }) => r.state);
  const games = async (id: string) =>
    Number((await t.db.query(`SELECT count(*) AS n FROM tournament_games WHERE tournament_id = $1`, [id]))[0].n);

  it('resumes a start whose job failed for good, and leaves a live job alone', async () => {
    const owner = await newPlayer(t, 'swo');
    const field = await newPlayers(t, 'sw1', 'sw2', 'sw3', 'sw4', 'sw5');
    const clubId = await newClub(t, owner, field);
    const rounds = t.app.get(TournamentRoundsService);
    const sweep = t.app.get(TournamentStartSweep);
    rounds.batchSize = 3;
    // Every batch fails: the games' tournament rows break a constraint (existing rows unchecked).
    await t.db.query(`ALTER TABLE tournament_games ADD CONSTRAINT start_sweep_probe CHECK (round < 0) NOT VALID`);
    try {
      const ev = (
        await t.http
          .post(`/clubs/${clubId}/tournaments`)
          .set(owner.auth)
          .send({ name: 'Stalled', variant: '007', format: 'round-robin' })
          .expect(201)
      ).body;
      for (const p of field) await t.http.post(`/tournaments/${ev.id}/entries`).set(p.auth).send({}).expect(201);
      const started = (await t.http.post(`/tournaments/${ev.id}/start`).set(owner.auth).expect(200)).body;
      expect(started.state).toBe('starting');
      // Its job is waiting or being retried: the sweep sends none beside it.
      expect(await sweep.resume()).toEqual([]);
      await eventually(async () => (await jobStates(ev.id)).includes('failed'), 60_000, 'the job’s last retry');
      expect(await jobStates(ev.id)).toEqual(['failed']);
      const stalled = (await t.http.get(`/tournaments/${ev.id}`).set(owner.auth).expect(200)).body;
      expect(stalled).toMatchObject({ state: 'starting', starting: { games: 10, created: 0 } });
      expect(await games(ev.id)).toBe(0);

      await t.db.query(`ALTER TABLE tournament_games DROP CONSTRAINT start_sweep_probe`);
      expect(await sweep.resume()).toEqual([ev.id]);
      // The new job is live (or already done): no second one.
      expect(await sweep.resume()).toEqual([]);
      const running = await eventually(
        async () => {
          const shown = (await t.http.get(`/tournaments/${ev.id}`).set(owner.auth).expect(200)).body;
          return shown.state === 'running' ? shown : null;
        },
        30_000,
        'the resumed start',
      );
      expect(running).toMatchObject({ currentRound: 5, rounds: 5 });
      expect(await games(ev.id)).toBe(10);
      expect(await sweep.resume()).toEqual([]);
    } finally {
      await t.db.query(`ALTER TABLE tournament_games DROP CONSTRAINT IF EXISTS start_sweep_probe`);
      rounds.batchSize = 50;
    }
  }, 120_000);
});
