import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AllianceRecorder } from '../alliances/alliance-recorder';
import { GameClockEffect } from '../clock/game-clock.effect';
import { ComputerTurnEffect } from '../computer-seats/computer-turn.effect';
import { registerErrorCodes } from '../common/error-codes';
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
import { GameAuditService } from './game-audit.service';
import { GameChangeRepository } from './game-change.repository';
import { GameChangeService } from './game-change.service';
import { GAME_CHANGES } from './game-change.token';
import { GameLobbyService } from './game-lobby.service';
import { GamePlayController } from './game-play.controller';
import { GamePlayService } from './game-play.service';
import { GameQueriesService } from './game-queries.service';
import { GameRepository } from './game.repository';
import { GamesController } from './games.controller';
import { IdempotencyKey } from './idempotency-key.entity';
import { IdempotencyRepository } from './idempotency.repository';
import { LobbyListingEffect } from './lobby-listing';
import { SeatHandoverController } from './seat-handover.controller';
import { SeatHandoverService } from './seat-handover.service';
import { SeatHolderRecorder } from './seat-holder-recorder';
import { SeatHoldingsService } from './seat-holdings.service';

// Stable codes of this module and the engine's (rules/core/result.ts) at the HTTP edge.
registerErrorCodes({
  GAME_NOT_FOUND: 404,
  UNKNOWN_VARIANT: 400,
  BAD_OPTIONS: 400,
  BAD_POSITION: 400,
  BAD_TIME_CONTROL: 400,
  BAD_SEAT_REQUEST: 400,
  UNKNOWN_SEAT: 400,
  INVITEE_NOT_FOUND: 400,
  BAD_CURSOR: 400,
  BAD_IDEMPOTENCY_KEY: 400,
  SEAT_REQUIRED: 400,
  NOT_A_PLAYER: 403,
  NOT_YOUR_SEAT: 403,
  NOT_INVITED: 403,
  NOT_GAME_CREATOR: 403,
  EMAIL_NOT_VERIFIED: 403,
  SEAT_UNAVAILABLE: 409,
  GAME_ALREADY_STARTED: 409,
  NO_PENDING_INVITATION: 409,
  NO_SEAT_OFFER: 409,
  GAME_NOT_STARTED: 409,
  GAME_OVER: 409,
  ABORT_TOO_LATE: 409,
  PGN_UNAVAILABLE: 409,
  SEAT_NOT_ALLOWED: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  TURN_INCOMPLETE: 422,
  TURN_OVERRUN: 422,
  BAD_NOTATION: 422,
  BAD_ACTION: 422,
  BAD_ARRANGEMENT: 422,
  WRONG_PHASE: 422,
  NO_DRAW_OFFER: 422,
  DRAW_NOT_CLAIMABLE: 422,
});

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
    SeatHoldingsService,
    GamePlayService,
    GameQueriesService,
    GameAuditService,
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
  ],
})
export class GamesModule {}
