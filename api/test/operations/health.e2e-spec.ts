import { JobsService } from '../../src/platform/jobs/jobs.service';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * The probes load balancers and Kubernetes use: `/health/live` (the process runs) and
 * `/health/ready` (the database answers, the schema is the code's, the workers and the LISTEN
 * connection run). `/health` stays as it was.
 */
describe('liveness and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.get(JobsService).idle();
  });
  afterAll(() => t.close());

  it('live: 200 with the version, whatever the database', async () => {
    const res = await t.http.get('/health/live').expect(200);
    expect(res.body).toEqual({ status: 'ok', version: expect.any(String), uptimeSeconds: expect.any(Number) });
  });

  it('ready: 200 with each check once the database, the migrations, the workers and LISTEN are there', async () => {
    const res = await t.http.get('/health/ready').expect(200);
    expect(res.body).toMatchObject({
      status: 'ready',
      database: { status: 'up', serverVersion: expect.any(String) },
      migrations: { status: 'current', applied: expect.stringMatching(/\d{13}$/) },
      workers: { status: 'started' },
      listener: { status: 'up' },
    });
    expect(await t.http.get('/health').expect(200)).toBeTruthy();
  });

  it('ready: 503 NOT_READY naming the migrations when the database lacks the newest one', async () => {
    const [newest] = await t.db.query(`SELECT * FROM migrations ORDER BY "timestamp" DESC LIMIT 1`);
    await t.db.query(`DELETE FROM migrations WHERE id = $1`, [newest.id]);
    try {
      const res = await t.http.get('/health/ready').expect(503);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body).toMatchObject({
        code: 'NOT_READY',
        migrations: { status: 'behind', expected: Number(newest.timestamp) },
        database: { status: 'up' },
      });
      expect(res.body.detail).toMatch(/migrations are pending/);
      // Liveness is not readiness: the process is fine.
      await t.http.get('/health/live').expect(200);
    } finally {
      await t.db.query(`INSERT INTO migrations (id, "timestamp", name) VALUES ($1, $2, $3)`, [
        newest.id,
        newest.timestamp,
        newest.name,
      ]);
    }
    await t.http.get('/health/ready').expect(200);
  });
});
