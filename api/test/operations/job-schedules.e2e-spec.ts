import { JobsService, cronQueueName } from '../../src/platform/jobs/jobs.service';
import { OUTBOX_QUEUE } from '../../src/delivery/notifications/outbox-dispatcher';
import { TIMEOUT_QUEUE } from '../../src/play/clocks/game-clocks.module';
import { startTestApp, type TestApp } from '../support/test-app';
import { eventually } from '../correspondence/helpers';

/**
 * The queues run on a schedule share one pg-boss schedule per cron expression: pg-boss evaluates
 * every schedule every 30 s on the API's loop, so nine of them cost nine evaluations where three do.
 */
describe('job schedules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.get(JobsService).idle();
  });
  afterAll(() => t.close());

  const everyMinute = cronQueueName('* * * * *');

  it('keeps one schedule per cron expression, none of a queue of its own', async () => {
    const rows: { name: string; cron: string }[] = await t.db.query(
      `SELECT name, cron FROM pgboss.schedule ORDER BY cron`,
    );
    expect(rows).toEqual([
      { name: everyMinute, cron: '* * * * *' },
      { name: 'cron_any-every5_any_any_any_any', cron: '*/5 * * * *' },
      { name: 'cron_17_any_any_any_any', cron: '17 * * * *' },
    ]);
  });

  it("a schedule's job starts each of its queues once", async () => {
    const jobsIn = async (queue: string) =>
      ((await t.db.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1`, [queue])) as { n: number }[])[0]
        .n;
    const before = { outbox: await jobsIn(OUTBOX_QUEUE), timeouts: await jobsIn(TIMEOUT_QUEUE) };
    await t.app.get(JobsService).send(everyMinute);
    await eventually(async () => (await jobsIn(TIMEOUT_QUEUE)) > before.timeouts, 15_000, 'the timeout sweep started');
    expect(await jobsIn(OUTBOX_QUEUE)).toBe(before.outbox + 1);
    // A second start within the minute is the same slot: no second job (the queue's singleton key).
    await t.app.get(JobsService).send(everyMinute);
    await eventually(
      async () =>
        (
          (await t.db.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state <> 'completed'`, [
            everyMinute,
          ])) as { n: number }[]
        )[0].n === 0,
      15_000,
      'the second tick handled',
    );
    expect(await jobsIn(TIMEOUT_QUEUE)).toBe(before.timeouts + 1);
  });
});
