import { Module } from '@nestjs/common';
import { registerErrorCodes } from '../../platform/errors/error-codes';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { GameCoreModule } from '../core/game-core.module';
import { DRAFT_ERRORS } from './draft-errors';
import { DraftRepository } from './draft.repository';
import { DraftsController } from './drafts.controller';
import { DraftsService } from './drafts.service';

registerErrorCodes(DRAFT_ERRORS);

/** Drafts: a player's turn or arrangement in the making, kept per user and game on the server. */
@Module({
  imports: [GameCoreModule, RateLimitModule],
  controllers: [DraftsController],
  providers: [DraftsService, DraftRepository],
})
export class DraftsModule {}
