import type { Type } from '@nestjs/common';
import { ClockModule } from './clock/clock.module';
import { GameClocksModule } from './clock/game-clocks.module';
import { JobsModule } from './jobs/jobs.module';
import { NotificationsModule } from './notifications/notifications.module';
import { StreamsModule } from './streams/streams.module';
import { VacationModule } from './vacation/vacation.module';
import { WebhooksModule } from './webhooks/webhooks.module';

/**
 * Correspondence life (issue 6): the clock and pg-boss infrastructure (global), seat clocks and
 * time-outs, vacations, notification delivery, webhooks and live streams.
 */
export const CORRESPONDENCE_MODULES: Array<Type<unknown>> = [
  ClockModule,
  JobsModule,
  GameClocksModule,
  VacationModule,
  NotificationsModule,
  WebhooksModule,
  StreamsModule,
];
