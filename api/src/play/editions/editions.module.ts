import { Module } from '@nestjs/common';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { GameCoreModule } from '../core/game-core.module';
import { EditionUpgradeController } from './edition-upgrade.controller';
import { EditionUpgradeService } from './edition-upgrade.service';
import { RulesEditionsController } from './rules-editions.controller';

/** The editions of the rules: their list, and a running game moving on to a newer one. */
@Module({
  imports: [GameCoreModule, RateLimitModule],
  controllers: [RulesEditionsController, EditionUpgradeController],
  providers: [EditionUpgradeService],
})
export class EditionsModule {}
