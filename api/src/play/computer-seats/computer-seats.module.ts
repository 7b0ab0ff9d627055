import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module';
import { ComputerPool } from './computer-pool';
import { ComputerTurnService } from './computer-turn.service';

/**
 * Computer players in real games (issue 17): the seats a game gives to a computer are played by
 * ComputerTurnService from pg-boss jobs, on the threads of ComputerPool. The effect that queues
 * those jobs (ComputerTurnEffect) belongs to the write path and is provided by GamesModule.
 */
@Module({
  imports: [GamesModule],
  providers: [ComputerPool, ComputerTurnService],
  exports: [ComputerTurnService],
})
export class ComputerSeatsModule {}
