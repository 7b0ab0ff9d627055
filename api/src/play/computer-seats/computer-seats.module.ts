import { Module } from '@nestjs/common';
import { GameCoreModule } from '../core/game-core.module';
import { MovesModule } from '../moves/moves.module';
import { ComputerTurnEffect } from './computer-turn.effect';
import { ComputerTurnRepository } from './computer-turn.repository';
import { ComputerPool } from './computer-pool';
import { ComputerTurnService } from './computer-turn.service';

/**
 * Computer players in real games: the seats a game gives to a computer are played by
 * ComputerTurnService from pg-boss jobs, on the threads of ComputerPool. The effect that queues
 * those jobs (ComputerTurnEffect) belongs to the write path of every change.
 */
@Module({
  imports: [GameCoreModule, MovesModule],
  providers: [ComputerPool, ComputerTurnService, ComputerTurnEffect, ComputerTurnRepository],
  // The effect queues the jobs a change makes due (api/src/game-change-effects.module.ts).
  exports: [ComputerTurnService, ComputerTurnEffect],
})
export class ComputerSeatsModule {}
