import { Module } from '@nestjs/common';
import { UsersModule } from '../../identity/users/users.module';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { GameCoreModule } from '../core/game-core.module';
import { LobbyModule } from '../lobby/lobby.module';
import { SeatsModule } from '../seats/seats.module';
import { GameLobbyService } from './game-lobby.service';
import { GameQueriesService } from './game-queries.service';
import { GamesController } from './games.controller';

/** Creating, finding and reading games, and filling their seats before the first move. */
@Module({
  imports: [GameCoreModule, LobbyModule, SeatsModule, UsersModule, RateLimitModule],
  controllers: [GamesController],
  providers: [GameLobbyService, GameQueriesService],
  // For the ladders: their challenges create games.
  exports: [GameLobbyService],
})
export class GamesModule {}
