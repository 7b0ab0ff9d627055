import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AllianceRecorder } from '../../community/alliances/alliance-recorder';
import { GameClockEffect } from '../clocks/game-clock.effect';
import { ComputerTurnEffect } from '../computer-seats/computer-turn.effect';
import { DiplomacyModule } from '../negotiation/diplomacy.module';
import { EventsModule } from '../events/events.module';
import { OutboxModule } from '../../platform/outbox/outbox.module';
import { LadderRecorder } from '../../community/ladders/ladder-recorder';
import { PlanRepository } from '../plans/plan.repository';
import { PlannedAnswerEffect } from '../plans/planned-answer.effect';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { RatingsModule } from '../../community/ratings/ratings.module';
import { UsersModule } from '../../identity/users/users.module';
import { EngineAdapter } from '../core/engine.adapter';
import { GameAuditController } from '../audit/game-audit.controller';
import { AuditPool } from '../audit/audit-pool';
import { GameAuditService } from '../audit/game-audit.service';
import { GameChangeRepository } from '../core/game-change.repository';
import { GameChangeService } from '../core/game-change.service';
import { GAME_CHANGES } from '../core/game-change.token';
import { GameLobbyService } from './game-lobby.service';
import { GamePlayController } from '../moves/game-play.controller';
import { GamePlayService } from '../moves/game-play.service';
import { GameSnapshotCache } from '../core/game-snapshot-cache';
import { GameQueriesService } from './game-queries.service';
import { GameRepository } from '../core/game.repository';
import { GamesController } from './games.controller';
import { IdempotencyKey } from '../core/idempotency-key.entity';
import { IdempotencyRepository } from '../core/idempotency.repository';
import { LobbyListingEffect } from '../lobby/lobby-listing';
import { AbandonedSeatsService } from '../seats/abandoned-seats.service';
import { SeatHandoverController } from '../seats/seat-handover.controller';
import { SeatHandoverService } from '../seats/seat-handover.service';
import { SeatHolderRecorder } from '../seats/seat-holder-recorder';
import { SeatHoldingsService } from '../seats/seat-holdings.service';

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
