import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { StreamHubModule } from '../../platform/streams/stream-hub.module';
import { StreamsController } from './streams.controller';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';

@Module({
  imports: [NotificationsModule, RateLimitModule, StreamHubModule],
  controllers: [StreamsController],
})
export class StreamsModule {}
