import { Global, Module } from '@nestjs/common';
import { ReputationModule } from './community/reputation/reputation.module';
import { ReputationService } from './community/reputation/reputation.service';
import { REPUTATION_READER } from './play/reputation/reputation';

/**
 * The players' reputations as the play area reads them (the lobby, a game's seats, the entry
 * limits of a join): the play area declares the reader (play/reputation), the community area
 * keeps reliability and ratings and provides it; bound here, above both, so that neither imports
 * upwards.
 */
@Global()
@Module({
  imports: [ReputationModule],
  providers: [{ provide: REPUTATION_READER, useExisting: ReputationService }],
  exports: [REPUTATION_READER],
})
export class ReputationReaderModule {}
