import { Module } from '@nestjs/common';
import { MetricsController } from './metrics.controller';
import { MetricsRepository } from './metrics.repository';
import { MetricsService } from './metrics.service';

/** `GET /metrics` (METRICS=on) and the figures it reads from the database. */
@Module({ controllers: [MetricsController], providers: [MetricsRepository, MetricsService] })
export class MetricsModule {}
