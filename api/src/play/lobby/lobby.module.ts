import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { LobbyController } from './lobby.controller';
import { LobbyService } from './lobby.service';

/** The lobby's list (issue 21); GameLobbyService keeps each game's place in it. */
@Module({
  imports: [GamesModule, RateLimitModule],
  controllers: [LobbyController],
  providers: [LobbyService],
})
export class LobbyModule {}
