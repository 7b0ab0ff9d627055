import { Module } from '@nestjs/common';
import { GameClocksModule } from '../clock/game-clocks.module';
import { registerErrorCodes } from '../common/error-codes';
import { VacationsController } from './vacations.controller';
import { VacationsService } from './vacations.service';

registerErrorCodes({
  BAD_VACATION: 400,
  VACATION_IN_PAST: 422,
  VACATION_OVERLAP: 409,
  VACATION_ALLOWANCE_EXCEEDED: 422,
  VACATION_NOT_FOUND: 404,
  VACATION_PAST: 409,
});

@Module({
  imports: [GameClocksModule],
  controllers: [VacationsController],
  providers: [VacationsService],
})
export class VacationModule {}
