import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { collectDefaultMetrics } from 'prom-client';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { JobsService } from '../jobs/jobs.service';
import {
  dbPoolConnections,
  gamesByStatus,
  jobQueueDepth,
  jobsPoolConnections,
  metricsRegistry,
  outboxOldestSeconds,
  outboxPending,
} from './metrics';
import { MetricsRepository } from './metrics.repository';

/** The longest a scrape waits for the database figures; without them it still answers. */
const FIGURES_TIMEOUT_MS = 2000;

interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

@Injectable()
export class MetricsService implements OnModuleInit, OnModuleDestroy {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: MetricsRepository,
    private readonly jobs: JobsService,
  ) {}

  /** The client's defaults (CPU, memory, GC, `nodejs_eventloop_lag_seconds`), only when metrics are on. */
  onModuleInit(): void {
    if (this.config.metrics && !metricsRegistry.getSingleMetric('nodejs_eventloop_lag_seconds'))
      collectDefaultMetrics({ register: metricsRegistry });
  }

  onModuleDestroy(): void {
    // The default collectors keep an event-loop monitor; a test that starts the app again starts anew.
    if (this.config.metrics) metricsRegistry.clear();
  }

  /** The exposition text, with the database's figures read now. */
  async scrape(): Promise<{ contentType: string; text: string }> {
    await this.refresh();
    return { contentType: metricsRegistry.contentType, text: await metricsRegistry.metrics() };
  }

  private async refresh(): Promise<void> {
    const pool = (this.dataSource.driver as unknown as { master?: PgPool }).master;
    if (pool) {
      dbPoolConnections.set({ state: 'total' }, pool.totalCount);
      dbPoolConnections.set({ state: 'idle' }, pool.idleCount);
      dbPoolConnections.set({ state: 'waiting' }, pool.waitingCount);
    }
    const jobsPool = this.jobs.poolFigures();
    if (jobsPool) for (const [state, n] of Object.entries(jobsPool)) jobsPoolConnections.set({ state }, n);
    let timer: NodeJS.Timeout | undefined;
    try {
      const figures = await Promise.race([
        this.repository.figures(this.dataSource.manager),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), FIGURES_TIMEOUT_MS);
        }),
      ]);
      gamesByStatus.reset();
      for (const [status, n] of Object.entries(figures.games)) gamesByStatus.set({ status }, n);
      for (const queue of ['outbox', 'webhooks'] as const) {
        outboxPending.set({ queue }, Number(figures[queue].pending));
        outboxOldestSeconds.set({ queue }, Math.max(0, Number(figures[queue].oldest ?? 0)));
      }
      jobQueueDepth.reset();
      for (const [queue, n] of Object.entries(figures.queues)) jobQueueDepth.set({ queue }, n);
    } catch {
      // The database is away: the process's own figures are still worth scraping; the gauges
      // read from it keep their last values and `/health/ready` says what is wrong.
    } finally {
      clearTimeout(timer);
    }
  }
}
