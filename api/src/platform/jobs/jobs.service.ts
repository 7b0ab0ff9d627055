import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { BoundedClient } from '../database/bounded-client';

/** pg-boss's statements (its maintenance archives and deletes in bulk) may run this long. */
const JOB_STATEMENT_TIMEOUT_MS = 30_000;
/** Tries to start pg-boss (a minute and more with the pauses between) before giving up. */
const START_ATTEMPTS = 20;

export interface JobDefinition {
  /** Queue name (also the schedule's name). */
  readonly name: string;
  readonly handler: (data: Record<string, unknown>) => Promise<unknown>;
  /** A cron expression: pg-boss creates one job per slot across all instances. */
  readonly cron?: string;
  /** `singleton`: at most one job of this queue runs at a time, across instances. */
  readonly policy?: 'standard' | 'singleton';
  readonly pollingIntervalSeconds?: number;
}

/**
 * pg-boss's offWork loop looks every 1000 ms. A worker whose fetch was in flight at stop is seen
 * stopped only when the fetch returns, which on a loaded machine took over a second (a CI run's
 * jest worker crashed on the loop's next turn): two turns and a little more cover that.
 */
const WORKER_REMOVAL_TURN_MS = 2100;
/** How long shutdown waits for running job handlers to return. */
const HANDLER_DRAIN_MS = 30_000;

/**
 * pg-boss on the application's own PostgreSQL (schema `pgboss`, installed by the migrations): the
 * job runner shared by every module. Modules define their queues in `onApplicationBootstrap`
 * with `define` (which does not wait); `send` queues a job from anywhere.
 */
@Injectable()
export class JobsService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(JobsService.name);
  private boss?: PgBoss;
  private ready?: Promise<PgBoss>;
  private readonly definitions: Promise<void>[] = [];
  private stopping = false;
  /** Queues whose definition has not succeeded (yet). */
  private readonly pendingQueues = new Set<string>();
  /** This instance's pg-boss worker of each queue, to wake it (`wake`). */
  private readonly workers = new Map<string, string>();
  /** Handlers running now: a worker is seen stopped only once its handler returns. */
  private running = 0;
  /** Each cron expression's queues, started together by one schedule (`scheduleTogether`). */
  private readonly byCron = new Map<string, string[]>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * Starts pg-boss without holding up the API's start: nothing a request does waits for a job
   * runner, so the boss and the queues come up beside the first requests (`define` and `send`
   * wait for it). A start that fails (the database away at that moment) is tried again until it
   * succeeds; `/health/ready` says whether it has.
   */
  onModuleInit(): void {
    this.ready = this.startBoss();
    this.ready.catch((error: Error) => this.logger.error(`pg-boss did not start: ${error.message}`));
  }

  /** Whether the job runner has started and every queue defined so far has its worker (readiness). */
  get workersStarted(): boolean {
    return this.boss !== undefined && this.pendingQueues.size === 0;
  }

  private async startBoss(): Promise<PgBoss> {
    for (let attempt = 1; ; attempt++) {
      const boss = new PgBoss({
        connectionString: this.config.databaseUrl,
        max: 4,
        application_name: 'entente-jobs',
        // Its schema comes from our migrations only (frozen in migrations/1796090000000-correspondence.ts):
        // pg-boss checks the version there and refuses to start on another, never creating or
        // migrating anything itself.
        migrate: false,
        // Its pool like the API's (database.module.ts): bounded waits, and a connection a read
        // timeout left behind is closed rather than reused. Its maintenance may run longer.
        Client: BoundedClient,
        connectionTimeoutMillis: this.config.dbConnectTimeoutMs ?? 1000,
        statement_timeout: JOB_STATEMENT_TIMEOUT_MS,
        query_timeout: JOB_STATEMENT_TIMEOUT_MS + 500,
      } as PgBoss.ConstructorOptions);
      boss.on('error', (error: Error) => this.logger.error(`pg-boss: ${error.message}`));
      try {
        await boss.start();
        if (this.stopping) {
          await this.stopBoss(boss, { graceful: false });
          throw new Error('stopped before it started');
        }
        this.boss = boss;
        return boss;
      } catch (error) {
        await this.stopBoss(boss, { graceful: false }).catch(() => undefined);
        if (this.stopping || attempt >= START_ATTEMPTS) throw error;
        this.logger.warn(`pg-boss did not start (${(error as Error).message}); trying again`);
        await new Promise((r) => setTimeout(r, Math.min(10_000, 500 * attempt)));
      }
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled([this.ready, ...this.definitions]);
    const boss = this.boss;
    this.boss = undefined;
    if (boss) await this.stopBoss(boss, { graceful: true, timeout: 3000 });
  }

  /**
   * Stops a boss and outlives what it leaves running. pg-boss removes a stopped worker in a loop
   * that looks again every second and lives on after stop() returns; a worker that was fetching
   * when stop began is seen stopped one turn later. Every started boss has such a worker even
   * when we defined none (its timekeeper's), so this waits after every stop, including a boss
   * stopped right after its start (a CI run's jest worker crashed when a test closed the app
   * that early: nothing of the boss may run after the application is gone).
   * A worker whose handler still runs (a long job) is stopped only when it returns: wait for
   * that first (bounded), then for the loop's last turn.
   */
  private async stopBoss(boss: PgBoss, options: { graceful: boolean; timeout?: number }): Promise<void> {
    try {
      await boss.stop({ ...options, wait: true });
    } finally {
      for (let waited = 0; this.running > 0 && waited < HANDLER_DRAIN_MS; waited += 100) await sleep(100);
      await sleep(WORKER_REMOVAL_TURN_MS);
    }
  }

  /**
   * Creates the queue (idempotent), starts a worker, and registers the cron schedule if any.
   * Returns at once; the returned promise settles when the queue is in place.
   */
  define(job: JobDefinition): Promise<void> {
    // One after the other: pg-boss creates a queue's partition with DDL, and concurrent creations
    // deadlock. A deadlock with another instance starting at the same moment is retried.
    const previous = this.definitions[this.definitions.length - 1] ?? Promise.resolve();
    this.pendingQueues.add(job.name);
    const defined = previous
      .catch(() => undefined)
      .then(() => this.defineNow(job))
      .then(() => void this.pendingQueues.delete(job.name));
    defined.catch((error: Error) => this.logger.error(`job ${job.name} not defined: ${error.message}`));
    this.definitions.push(defined);
    return defined;
  }

  /** Resolves when every queue defined so far is in place. */
  async idle(): Promise<void> {
    await Promise.all(this.definitions);
  }

  private async withRetry<T>(task: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await task();
      } catch (error) {
        if (attempt >= 5 || !/deadlock/i.test((error as Error).message)) throw error;
        await new Promise((r) => setTimeout(r, 50 * attempt));
      }
    }
  }

  private async defineNow(job: JobDefinition): Promise<void> {
    const boss = await this.whenStarted();
    await this.withRetry(() =>
      boss.createQueue(job.name, {
        name: job.name,
        policy: job.policy ?? 'standard',
        retryLimit: 3,
        retryBackoff: true,
      }),
    );
    const worker = await boss.work(
      job.name,
      { pollingIntervalSeconds: job.pollingIntervalSeconds ?? 2 },
      async (jobs) => {
        this.running++;
        try {
          for (const j of jobs) await job.handler((j.data ?? {}) as Record<string, unknown>);
        } finally {
          this.running--;
        }
      },
    );
    this.workers.set(job.name, worker);
    if (job.cron) await this.scheduleTogether(boss, job.name, job.cron);
  }

  /**
   * One pg-boss schedule per cron expression, whose job starts every queue defined with it. pg-boss
   * evaluates each schedule every 30 s in one turn of the loop, with cron-parser and luxon: about
   * a millisecond each when warm and several cold, so nine queues on their own schedules (seven
   * of them every minute) held the API's loop for 45–70 ms on a busy machine (a CPU profile of
   * bench:tournament); now three schedules are evaluated. Started
   * like pg-boss starts a schedule's queue: one job a slot, the queue's name its singleton key.
   */
  private async scheduleTogether(boss: PgBoss, queue: string, cron: string): Promise<void> {
    // A schedule of the queue's own, from a version before this one, would start it twice.
    await this.withRetry(() => boss.unschedule(queue));
    const together = this.byCron.get(cron);
    if (together) {
      together.push(queue);
      return;
    }
    this.byCron.set(cron, [queue]);
    const tick = cronQueueName(cron);
    await this.withRetry(() => boss.createQueue(tick, { name: tick, policy: 'standard', retryLimit: 3 }));
    const worker = await boss.work(tick, { pollingIntervalSeconds: 2 }, async () => {
      this.running++;
      try {
        for (const name of this.byCron.get(cron) ?? [])
          await boss.send(name, {}, { singletonKey: name, singletonSeconds: 60 });
      } finally {
        this.running--;
      }
    });
    this.workers.set(tick, worker);
    await this.withRetry(() => boss.schedule(tick, cron));
  }

  async send(
    name: string,
    data: Record<string, unknown> = {},
    options: PgBoss.SendOptions = {},
  ): Promise<string | null> {
    await this.idle();
    return (await this.whenStarted()).send(name, data, options);
  }

  /**
   * Queues a job in the caller's transaction: it exists exactly when the transaction commits
   * (pg-boss's `db` option runs its INSERT on the caller's connection).
   */
  async sendWithin(
    manager: EntityManager,
    name: string,
    data: Record<string, unknown>,
    options: PgBoss.SendOptions = {},
  ): Promise<string | null> {
    const db = {
      executeSql: async (text: string, values?: unknown[]) => ({ rows: await manager.query(text, values) }),
    };
    return this.send(name, data, { ...options, db });
  }

  /**
   * Has this instance's worker of the queue look for jobs now rather than at its next poll (a
   * job another instance may take first, as always; pg-boss hands each job to one worker).
   */
  wake(name: string): void {
    const worker = this.workers.get(name);
    if (worker !== undefined) this.boss?.notifyWorker(worker);
  }

  /** pg-boss's own pool (its connections, idle, waiting), once started: for /metrics. */
  poolFigures(): { total: number; idle: number; waiting: number } | undefined {
    const pool = (this.boss?.getDb() as { pool?: { totalCount: number; idleCount: number; waitingCount: number } })
      ?.pool;
    return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
  }

  /** The underlying boss once started, for modules that need more than define/send. */
  pgBoss(): Promise<PgBoss> {
    return this.whenStarted();
  }

  private whenStarted(): Promise<PgBoss> {
    if (!this.ready) throw new Error('pg-boss is not started yet (define jobs in onApplicationBootstrap)');
    return this.ready;
  }
}

/** The queue of a cron expression's schedule, e.g. `cron_any_any_any_any_any` for every minute. */
export function cronQueueName(cron: string): string {
  const field = (f: string) => f.replace(/\*/g, 'any').replace(/\//g, '-every').replace(/,/g, '-and-');
  return `cron_${cron.trim().split(/\s+/).map(field).join('_')}`;
}
