import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxModule } from '../../platform/outbox/outbox.module';
import { EventsModule } from '../events/events.module';
import { NotificationsEffect } from './core-effects';
import { ClockRepository } from './clock.repository';
import { EngineAdapter } from './engine.adapter';
import { GameChangeRepository } from './game-change.repository';
import { GameChangeService } from './game-change.service';
import { GameSnapshotCache } from './game-snapshot-cache';
import { GameRepository } from './game.repository';
import { IdempotencyKey } from './idempotency-key.entity';
import { IdempotencyRepository } from './idempotency.repository';
import { VacationRepository } from './vacation.repository';

/**
 * A game and how it changes: its record and reads, the rules engine's adapter, the write path of
 * every change (its effects come from GAME_CHANGE_EFFECTS, composed above the features), the
 * games this process keeps, the answers kept under an Idempotency-Key, and the seats' clocks and
 * the vacations that pause them. Every play feature imports this module; it imports none of them.
 */
@Module({
  imports: [TypeOrmModule.forFeature([IdempotencyKey]), EventsModule, OutboxModule],
  providers: [
    EngineAdapter,
    GameRepository,
    GameChangeService,
    GameChangeRepository,
    NotificationsEffect,
    GameSnapshotCache,
    IdempotencyRepository,
    ClockRepository,
    VacationRepository,
  ],
  exports: [
    EngineAdapter,
    GameRepository,
    GameChangeService,
    NotificationsEffect,
    GameSnapshotCache,
    IdempotencyRepository,
    ClockRepository,
    VacationRepository,
  ],
})
export class GameCoreModule {}
