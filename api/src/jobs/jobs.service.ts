import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import PgBoss from 'pg-boss';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

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
 * pg-boss on the application's own PostgreSQL (schema `pgboss`, installed on first start): the
 * job runner shared by every module. Modules define their queues in `onApplicationBootstrap`
 * (after this service has started the boss) with `define`; `send` queues a job from anywhere.
 */
@Injectable()
export class JobsService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(JobsService.name);
  private boss?: PgBoss;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    const boss = new PgBoss({ connectionString: this.config.databaseUrl, max: 4, application_name: 'entente-jobs' });
    boss.on('error', (error: Error) => this.logger.error(`pg-boss: ${error.message}`));
    await boss.start();
    this.boss = boss;
  }

  async onApplicationShutdown(): Promise<void> {
    const boss = this.boss;
    this.boss = undefined;
    await boss?.stop({ graceful: true, timeout: 3000, wait: true });
  }

  /** Creates the queue (idempotent), starts a worker, and registers the cron schedule if any. */
  async define(job: JobDefinition): Promise<void> {
    const boss = this.started();
    await boss.createQueue(job.name, { name: job.name, policy: job.policy ?? 'standard', retryLimit: 3, retryBackoff: true });
    await boss.work(job.name, { pollingIntervalSeconds: job.pollingIntervalSeconds ?? 2 }, async (jobs) => {
      for (const j of jobs) await job.handler((j.data ?? {}) as Record<string, unknown>);
    });
    if (job.cron) await boss.schedule(job.name, job.cron);
  }

  async send(name: string, data: Record<string, unknown> = {}, options: PgBoss.SendOptions = {}): Promise<string | null> {
    return this.started().send(name, data, options);
  }

  /** The underlying boss, for modules that need more than define/send. */
  get pgBoss(): PgBoss {
    return this.started();
  }

  private started(): PgBoss {
    if (!this.boss) throw new Error('pg-boss is not started (define jobs in onApplicationBootstrap)');
    return this.boss;
  }
}
