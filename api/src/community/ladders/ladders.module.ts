import { Module, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DataExportSections } from '../../identity/users/data-export-sections';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ClubsModule } from '../clubs/clubs.module';
import { GameCoreModule } from '../../play/core/game-core.module';
import { GamesModule } from '../../play/games/games.module';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { RatingsModule } from '../ratings/ratings.module';
import { UsersModule } from '../../identity/users/users.module';
import { LadderAccess } from './ladder-access';
import { LadderGameRepository } from './ladder-game.repository';
import { LadderGamesService } from './ladder-games.service';
import { LadderRecorder } from './ladder-recorder';
import { LadderRepository } from './ladder.repository';
import { ClubLaddersController, LaddersController } from './ladders.controller';
import { LaddersService } from './ladders.service';
import { PrivateGamesInterceptor } from './private-games.interceptor';
import { SeasonRepository } from './season.repository';
import { StandingsRepository } from './standings.repository';
import { StandingsService } from './standings.service';

@Module({
  imports: [ClubsModule, GameCoreModule, GamesModule, RatingsModule, UsersModule, RateLimitModule],
  controllers: [ClubLaddersController, LaddersController],
  providers: [
    LadderAccess,
    LaddersService,
    LadderGamesService,
    StandingsService,
    LadderRecorder,
    LadderRepository,
    SeasonRepository,
    LadderGameRepository,
    StandingsRepository,
    // A private club's games are hidden on every game route (see the interceptor).
    { provide: APP_INTERCEPTOR, useClass: PrivateGamesInterceptor },
  ],
  // LadderRecorder is an effect of a game's change (api/src/game-change-effects.module.ts); the
  // moderators annul games (StandingsService) and see only what a reporter may (LadderGameRepository).
  exports: [LadderAccess, LadderRecorder, StandingsService, LadderGameRepository],
})
export class LaddersModule implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly exports: DataExportSections,
    private readonly standings: StandingsRepository,
  ) {}

  /** The data export's ladder results: every ladder game the account was counted in. */
  onModuleInit(): void {
    this.exports.register({
      key: 'ladderResults',
      order: 90,
      scope: 'ladders:read',
      value: ({ userId }) => this.standings.resultsOf(this.db.manager, userId),
    });
  }
}
