import { Module } from '@nestjs/common';
import { UsersModule } from '../../identity/users/users.module';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { GameCoreModule } from '../core/game-core.module';
import { PlayBotsModule } from '../bots/play-bots.module';
import { LobbyModule } from '../lobby/lobby.module';
import { SeatsModule } from '../seats/seats.module';
import { GameLobbyService } from './game-lobby.service';
import { GameListRepository } from './game-list.repository';
import { GameQueriesService } from './game-queries.service';
import { GamesController } from './games.controller';
import { OpenGameRepository } from './open-game.repository';

/** Creating, finding and reading games, and filling their seats before the first move. */
@Module({
  imports: [GameCoreModule, LobbyModule, SeatsModule, UsersModule, RateLimitModule, PlayBotsModule],
  controllers: [GamesController],
  providers: [GameLobbyService, GameQueriesService, GameListRepository, OpenGameRepository],
  // For the ladders: their challenges create games.
  exports: [GameLobbyService],
})
export class GamesModule {}
