import { Module } from '@nestjs/common';
import { BotsModule } from '../../identity/bots/bots.module';
import { UsersModule } from '../../identity/users/users.module';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { AuditModule } from '../../play/audit/audit.module';
import { GameCoreModule } from '../../play/core/game-core.module';
import { GamesModule } from '../../play/games/games.module';
import { SeatsModule } from '../../play/seats/seats.module';
import { ClubsModule } from '../clubs/clubs.module';
import { RoundAnnouncer } from './round-announcer';
import { RoundNoticeRepository } from './round-notice.repository';
import { TournamentAccess } from './tournament-access';
import { TournamentExports } from './tournament-exports';
import { TournamentGameRepository } from './tournament-game.repository';
import { TournamentRatings } from './tournament-ratings';
import { TournamentRecorder } from './tournament-recorder';
import { TournamentRepository } from './tournament.repository';
import { TournamentRoundsService } from './tournament-rounds.service';
import { TournamentStandingsService } from './tournament-standings.service';
import { TournamentStartSweep } from './tournament-start-sweep';
import { TournamentStartSweepRepository } from './tournament-start-sweep.repository';
import { ClubTournamentsController, TournamentsController } from './tournaments.controller';
import { TournamentsService } from './tournaments.service';

@Module({
  imports: [
    BotsModule,
    ClubsModule,
    GameCoreModule,
    GamesModule,
    SeatsModule,
    AuditModule,
    UsersModule,
    RateLimitModule,
  ],
  controllers: [ClubTournamentsController, TournamentsController],
  providers: [
    TournamentAccess,
    TournamentsService,
    TournamentRoundsService,
    TournamentStandingsService,
    TournamentExports,
    TournamentRatings,
    TournamentRecorder,
    TournamentRepository,
    TournamentGameRepository,
    TournamentStartSweep,
    TournamentStartSweepRepository,
    RoundAnnouncer,
    RoundNoticeRepository,
  ],
  // TournamentRecorder is an effect of a game's change (api/src/game-change-effects.module.ts).
  exports: [TournamentRecorder],
})
export class TournamentsModule {}
