import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ClubsModule } from '../clubs/clubs.module';
import { registerErrorCodes } from '../common/error-codes';
import { GamesModule } from '../games/games.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { RatingsModule } from '../ratings/ratings.module';
import { UsersModule } from '../users/users.module';
import { LadderAccess } from './ladder-access';
import { LadderGamesService } from './ladder-games.service';
import { ClubLaddersController, LaddersController } from './ladders.controller';
import { LaddersService } from './ladders.service';
import { PrivateGamesInterceptor } from './private-games.interceptor';
import { StandingsService } from './standings.service';

registerErrorCodes({
  BAD_POINTS_TABLE: 400,
  BAD_SEASON: 400,
  UNKNOWN_SEAT: 400,
  LADDER_SEATS_INCOMPLETE: 400,
  LADDER_OPTIONS_FIXED: 400,
  LADDER_NOT_FOUND: 404,
  LADDER_GAME_NOT_FOUND: 404,
  SEASON_NOT_FOUND: 404,
  NOT_A_CLUB_MEMBER: 422,
  CHALLENGER_MUST_PLAY: 422,
  STRAWMEN_NOT_ALLOWED: 422,
  LADDER_NAME_TAKEN: 409,
  POINTS_TABLE_LOCKED: 409,
  SEASON_OVERLAP: 409,
  NO_CURRENT_SEASON: 409,
  GAME_ALREADY_ANNULLED: 409,
  GAME_NOT_COUNTED: 409,
});

@Module({
  imports: [ClubsModule, GamesModule, RatingsModule, UsersModule, RateLimitModule],
  controllers: [ClubLaddersController, LaddersController],
  providers: [
    LadderAccess,
    LaddersService,
    LadderGamesService,
    StandingsService,
    // A private club's games are hidden on every game route (see the interceptor).
    { provide: APP_INTERCEPTOR, useClass: PrivateGamesInterceptor },
  ],
  exports: [LadderAccess],
})
export class LaddersModule {}
