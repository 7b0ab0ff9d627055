import { Module } from '@nestjs/common';
import { GameCoreModule } from '../core/game-core.module';
import { BlocksModule } from '../../identity/blocks/blocks.module';
import { LobbyListingEffect } from './lobby-listing';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { LobbyController } from './lobby.controller';
import { LobbyRepository } from './lobby.repository';
import { LobbyService } from './lobby.service';

/** The lobby's list; the seats' use cases keep each game's place in it (LobbyRepository.updateListing). */
@Module({
  imports: [GameCoreModule, RateLimitModule, BlocksModule],
  controllers: [LobbyController],
  providers: [LobbyService, LobbyListingEffect, LobbyRepository],
  // An effect of a game's change (api/src/game-change-effects.module.ts), and the listing the
  // lobby's and the running games' seat changes update.
  exports: [LobbyListingEffect, LobbyRepository],
})
export class LobbyModule {}
