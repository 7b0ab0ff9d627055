import { Global, Module } from '@nestjs/common';
import { AccountStandingRepository } from './account-standing.repository';
import { AccountStandingService } from './account-standing.service';

/**
 * An account's standing (role and restrictions). Global: the guard of every authenticated route
 * asks it, in whichever module the route is.
 */
@Global()
@Module({
  providers: [AccountStandingRepository, AccountStandingService],
  exports: [AccountStandingRepository, AccountStandingService],
})
export class StandingModule {}
