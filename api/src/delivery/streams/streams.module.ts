import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { StreamHubModule } from '../../platform/streams/stream-hub.module';
import { GameStreamRepository } from './game-stream.repository';
import { StreamsController } from './streams.controller';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';

@Module({
  imports: [NotificationsModule, RateLimitModule, StreamHubModule],
  controllers: [StreamsController],
  providers: [GameStreamRepository],
})
export class StreamsModule {}
