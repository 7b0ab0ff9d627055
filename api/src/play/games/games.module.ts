import { Module } from '@nestjs/common';
import { UsersModule } from '../../identity/users/users.module';
import { BlocksModule } from '../../identity/blocks/blocks.module';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { GameCoreModule } from '../core/game-core.module';
import { PlayBotsModule } from '../bots/play-bots.module';
import { LobbyModule } from '../lobby/lobby.module';
import { SeatsModule } from '../seats/seats.module';
import { AccountSeatsRepository } from './account-seats.repository';
import { ClosedAccountSeats } from './closed-account-seats';
import { GameLobbyService } from './game-lobby.service';
import { GameListRepository } from './game-list.repository';
import { GameQueriesService } from './game-queries.service';
import { GamesController } from './games.controller';
import { OpenGameRepository } from './open-game.repository';
import { GameAnnulment } from './game-annulment.service';
import { PlayerDeparture } from './player-departure.service';
import { EventsModule } from '../events/events.module';

/** Creating, finding and reading games, and filling their seats before the first move. */
@Module({
  imports: [
    GameCoreModule,
    LobbyModule,
    SeatsModule,
    UsersModule,
    RateLimitModule,
    BlocksModule,
    EventsModule,
    PlayBotsModule,
  ],
  controllers: [GamesController],
  providers: [
    GameLobbyService,
    GameQueriesService,
    GameListRepository,
    OpenGameRepository,
    GameAnnulment,
    PlayerDeparture,
    AccountSeatsRepository,
    ClosedAccountSeats,
  ],
  // For the ladders (their challenges create games) and the moderators (annulments, departures).
  exports: [GameLobbyService, GameAnnulment, PlayerDeparture],
})
export class GamesModule {}
