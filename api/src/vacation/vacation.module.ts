import { Module } from '@nestjs/common';
import { GameClocksModule } from '../clock/game-clocks.module';
import { VacationsController } from './vacations.controller';
import { VacationsService } from './vacations.service';

@Module({
  imports: [GameClocksModule],
  controllers: [VacationsController],
  providers: [VacationsService],
})
export class VacationModule {}
