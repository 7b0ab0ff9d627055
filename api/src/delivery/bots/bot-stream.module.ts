import { Module } from '@nestjs/common';
import { BotsModule } from '../../identity/bots/bots.module';
import { GameCoreModule } from '../../play/core/game-core.module';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { StreamHubModule } from '../../platform/streams/stream-hub.module';
import { BotStreamController } from './bot-stream.controller';
import { BotStreamRepository } from './bot-stream.repository';
import { BotStreamService } from './bot-stream.service';

/** The stream a bot plays from (docs/bots.md). */
@Module({
  imports: [BotsModule, GameCoreModule, RateLimitModule, StreamHubModule],
  controllers: [BotStreamController],
  providers: [BotStreamRepository, BotStreamService],
})
export class BotStreamModule {}
