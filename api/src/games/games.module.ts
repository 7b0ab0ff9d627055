import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AllianceRecorder } from '../alliances/alliance-recorder';
import { GameClockEffect } from '../clock/game-clock.effect';
import { ComputerTurnEffect } from '../computer-seats/computer-turn.effect';
import { DiplomacyModule } from '../diplomacy/diplomacy.module';
import { EventsModule } from '../events/events.module';
import { OutboxModule } from '../outbox/outbox.module';
import { LadderRecorder } from '../ladders/ladder-recorder';
import { PlanRepository } from '../plans/plan.repository';
import { PlannedAnswerEffect } from '../plans/planned-answer.effect';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { RatingsModule } from '../ratings/ratings.module';
import { UsersModule } from '../users/users.module';
import { EngineAdapter } from './engine.adapter';
import { GameAuditController } from './game-audit.controller';
import { AuditPool } from './audit-pool';
import { GameAuditService } from './game-audit.service';
import { GameChangeRepository } from './game-change.repository';
import { GameChangeService } from './game-change.service';
import { GAME_CHANGES } from './game-change.token';
import { GameLobbyService } from './game-lobby.service';
import { GamePlayController } from './game-play.controller';
import { GamePlayService } from './game-play.service';
import { GameSnapshotCache } from './game-snapshot-cache';
import { GameQueriesService } from './game-queries.service';
import { GameRepository } from './game.repository';
import { GamesController } from './games.controller';
import { IdempotencyKey } from './idempotency-key.entity';
import { IdempotencyRepository } from './idempotency.repository';
import { LobbyListingEffect } from './lobby-listing';
import { AbandonedSeatsService } from './abandoned-seats.service';
import { SeatHandoverController } from './seat-handover.controller';
import { SeatHandoverService } from './seat-handover.service';
import { SeatHolderRecorder } from './seat-holder-recorder';
import { SeatHoldingsService } from './seat-holdings.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([IdempotencyKey]),
    EventsModule,
    OutboxModule,
    UsersModule,
    RateLimitModule,
    // The ladder effect of a change rates 007 ladder games.
    RatingsModule,
    // The negotiation's system lines (an effect of a change) and its place in the record after a reveal.
    DiplomacyModule,
  ],
  controllers: [GamesController, GamePlayController, GameAuditController, SeatHandoverController],
  providers: [
    EngineAdapter,
    GameRepository,
    // The write path of every change and the effects it declares (see game-change.service.ts).
    GameChangeService,
    { provide: GAME_CHANGES, useExisting: GameChangeService },
    GameChangeRepository,
    GameClockEffect,
    AllianceRecorder,
    LadderRecorder,
    ComputerTurnEffect,
    SeatHolderRecorder,
    LobbyListingEffect,
    PlannedAnswerEffect,
    PlanRepository,
    GameLobbyService,
    SeatHandoverService,
    AbandonedSeatsService,
    SeatHoldingsService,
    GamePlayService,
    GameSnapshotCache,
    GameQueriesService,
    GameAuditService,
    AuditPool,
    IdempotencyRepository,
  ],
  // For the ladders (games created from a challenge), the time-out sweeper (a change of its own)
  // the computer seats (a computer's action through the play path), the plans (their use
  // cases write under the game's row lock) and the seats changing hands.
  exports: [
    GameLobbyService,
    GameRepository,
    EngineAdapter,
    GameChangeService,
    GamePlayService,
    PlanRepository,
    SeatHandoverService,
    AbandonedSeatsService,
  ],
})
export class GamesModule {}
