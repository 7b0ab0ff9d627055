import { Module } from '@nestjs/common';
import { UsersModule } from '../../identity/users/users.module';
import { BlocksModule } from '../../identity/blocks/blocks.module';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { GameCoreModule } from '../core/game-core.module';
import { LobbyModule } from '../lobby/lobby.module';
import { AbandonedSeatsService } from './abandoned-seats.service';
import { SeatHandoverController } from './seat-handover.controller';
import { SeatHandoverRepository } from './seat-handover.repository';
import { SeatHandoverService } from './seat-handover.service';
import { SeatHolderRepository } from './seat-holder.repository';
import { SeatHolderRecorder } from './seat-holder-recorder';
import { SeatHoldingsService } from './seat-holdings.service';

/** Seats of a running game changing hands, seats whose person is gone, and who held each when. */
@Module({
  imports: [GameCoreModule, LobbyModule, UsersModule, RateLimitModule, BlocksModule],
  controllers: [SeatHandoverController],
  providers: [
    SeatHandoverService,
    AbandonedSeatsService,
    SeatHolderRecorder,
    SeatHoldingsService,
    SeatHandoverRepository,
    SeatHolderRepository,
  ],
  exports: [SeatHandoverService, AbandonedSeatsService, SeatHolderRecorder],
})
export class SeatsModule {}
