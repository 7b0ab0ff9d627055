import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { StreamHubModule } from '../../platform/streams/stream-hub.module';
import { GamePresence } from './game-presence';
import { GamePresenceRepository } from './game-presence.repository';
import { GameStreamRepository } from './game-stream.repository';
import { StreamsController } from './streams.controller';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';

@Module({
  imports: [NotificationsModule, RateLimitModule, StreamHubModule],
  controllers: [StreamsController],
  providers: [GameStreamRepository, GamePresenceRepository, GamePresence],
})
export class StreamsModule {}
