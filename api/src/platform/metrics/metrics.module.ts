import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { MetricsController } from './metrics.controller';
import { MetricsRepository } from './metrics.repository';
import { MetricsService } from './metrics.service';

/** `GET /metrics` (METRICS=on) and the figures it reads from the database. */
@Module({ imports: [JobsModule], controllers: [MetricsController], providers: [MetricsRepository, MetricsService] })
export class MetricsModule {}
