import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { StreamHub } from '../../platform/streams/stream-hub';
import { StreamsController } from './streams.controller';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';

@Module({
  imports: [NotificationsModule, RateLimitModule],
  controllers: [StreamsController],
  providers: [StreamHub],
  // For the streams of other modules (the diplomacy module's message stream).
  exports: [StreamHub],
})
export class StreamsModule {}
