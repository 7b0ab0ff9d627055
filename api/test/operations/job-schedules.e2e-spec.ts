import { JobsService, cronQueueName } from '../../src/platform/jobs/jobs.service';
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

  it("a schedule's job starts each of its queues once a minute", async () => {
    // Two queues of the test's own on a timetable that does not come round during it (1 January,
    // midnight), so only the test starts their schedule.
    const jobs = t.app.get(JobsService);
    const ran = { a: 0, b: 0 };
    const yearly = '0 0 1 1 *';
    // As a version before this one left it: a queue with a schedule of its own, removed when the
    // queue is defined (else it would be started twice).
    const boss = await jobs.pgBoss();
    await boss.createQueue('test-yearly-b');
    await boss.schedule('test-yearly-b', yearly);
    await jobs.define({ name: 'test-yearly-a', cron: yearly, handler: async () => void ran.a++ });
    await jobs.define({ name: 'test-yearly-b', cron: yearly, handler: async () => void ran.b++ });
    const schedules = await t.db.query(`SELECT name FROM pgboss.schedule WHERE cron = $1`, [yearly]);
    expect(schedules).toEqual([{ name: cronQueueName(yearly) }]);

    // Both starts within one minute, the slot of the queues' singleton key.
    const second = new Date().getSeconds();
    if (second > 40) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
    await jobs.send(cronQueueName(yearly));
    await eventually(async () => ran.a === 1 && ran.b === 1, 15_000, 'both queues started');
    // A second start within the minute adds no job to either queue.
    await jobs.send(cronQueueName(yearly));
    await eventually(
      async () =>
        (
          (await t.db.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state = 'completed'`, [
            cronQueueName(yearly),
          ])) as { n: number }[]
        )[0].n === 2,
      15_000,
      'the second start handled',
    );
    const [{ queued }] = await t.db.query(
      `SELECT count(*)::int AS queued FROM pgboss.job WHERE name IN ('test-yearly-a', 'test-yearly-b')`,
    );
    expect(queued).toBe(2);
    expect(ran).toEqual({ a: 1, b: 1 });
  }, 90_000);
});
