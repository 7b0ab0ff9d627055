import { Client } from 'pg';
import type { AppConfig } from '../src/platform/config/app-config';
import { PgListener } from '../src/platform/jobs/pg-listener';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * The LISTEN connection is one pg Client, which runs one statement at a time. At boot every module
 * subscribes at once without waiting for the others (outbox, webhooks, computer turns, streams);
 * each subscription used to send its own LISTEN the moment the connection opened, queuing
 * statements behind each other on the client — what pg deprecates ("Calling client.query() when
 * the client is already executing a query", refused by pg 9) and what printed that warning in
 * full runs.
 */
describe('PgListener', () => {
  let db: TestDatabase;
  let listener: PgListener;
  // The most statements one client had sent and not yet seen answered (pg warns from the third).
  let mostInFlight = 0;
  const inFlight = new WeakMap<Client, number>();
  const query = Client.prototype.query;

  beforeAll(async () => {
    db = await createTestDatabase();
    jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
      const n = (inFlight.get(this) ?? 0) + 1;
      inFlight.set(this, n);
      mostInFlight = Math.max(mostInFlight, n);
      const done = () => inFlight.set(this, (inFlight.get(this) ?? 1) - 1);
      const result = (query as (...a: unknown[]) => Promise<unknown>).apply(this, args);
      result.then(done, done);
      return result;
    } as never);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await listener?.onApplicationShutdown();
    await db.drop();
  });

  it('subscribes many channels at once on its one connection, one statement at a time, and hears each', async () => {
    listener = new PgListener({ databaseUrl: db.url } as AppConfig);
    const channels = ['entente_a', 'entente_b', 'entente_c', 'entente_d', 'entente_e'];
    const heard = new Map<string, string[]>(channels.map((c) => [c, []]));
    await Promise.all(channels.map((c) => listener.listen(c, (payload) => heard.get(c)!.push(payload))));
    // A second subscriber of a channel shares its LISTEN.
    const twice: string[] = [];
    await listener.listen('entente_a', (payload) => twice.push(payload));

    const sender = new Client({ connectionString: db.url });
    await sender.connect();
    try {
      for (const c of channels) await sender.query(`SELECT pg_notify($1, $2)`, [c, `to ${c}`]);
    } finally {
      await sender.end();
    }
    const deadline = Date.now() + 20_000;
    while ([...heard.values()].some((h) => h.length === 0) || twice.length === 0) {
      if (Date.now() > deadline) throw new Error(`not heard: ${JSON.stringify(Object.fromEntries(heard))}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(Object.fromEntries(heard)).toEqual(Object.fromEntries(channels.map((c) => [c, [`to ${c}`]])));
    expect(twice).toEqual(['to entente_a']);
    expect(mostInFlight).toBe(1);
  });
});
