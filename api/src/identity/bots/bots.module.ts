import { Module } from '@nestjs/common';
import { registerErrorCodes } from '../../platform/errors/error-codes';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { BotAccountsService } from './bot-accounts.service';
import { BOT_ACCOUNT_ERRORS } from './bot-errors';
import { BotProfileRepository } from './bot-profile.repository';
import { BotUpgradeChecks } from './bot-upgrade-checks';
import { BotsController } from './bots.controller';

registerErrorCodes(BOT_ACCOUNT_ERRORS);

/** Bot accounts and their profiles (identity): what play's challenges and bot stream build on. */
@Module({
  imports: [RateLimitModule],
  controllers: [BotsController],
  providers: [BotAccountsService, BotProfileRepository, BotUpgradeChecks],
  exports: [BotProfileRepository, BotUpgradeChecks],
})
export class BotsModule {}
