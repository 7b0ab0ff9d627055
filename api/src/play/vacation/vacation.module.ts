import { Module, type OnModuleInit } from '@nestjs/common';
import { DataExportSections } from '../../identity/users/data-export-sections';
import { UsersModule } from '../../identity/users/users.module';
import { GameClocksModule } from '../clocks/game-clocks.module';
import { GameCoreModule } from '../core/game-core.module';
import { VacationsController } from './vacations.controller';
import { VacationsService } from './vacations.service';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';

@Module({
  imports: [GameCoreModule, GameClocksModule, RateLimitModule, UsersModule],
  controllers: [VacationsController],
  providers: [VacationsService],
})
export class VacationModule implements OnModuleInit {
  constructor(
    private readonly exports: DataExportSections,
    private readonly vacations: VacationsService,
  ) {}

  onModuleInit(): void {
    this.exports.register({
      key: 'vacations',
      order: 22,
      scope: 'account:read',
      value: ({ userId }) => this.vacations.list(userId),
    });
  }
}
