import { Global, Module } from '@nestjs/common';
import { JobsService } from './jobs.service';
import { PgListener } from './pg-listener';

/**
 * Background work on PostgreSQL: pg-boss queues and schedules (`JobsService`) and the instance's
 * LISTEN connection (`PgListener`). Global so any feature module can define a job.
 */
@Global()
@Module({ providers: [JobsService, PgListener], exports: [JobsService, PgListener] })
export class JobsModule {}
