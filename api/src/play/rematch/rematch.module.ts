import { Module } from '@nestjs/common';
import { registerErrorCodes } from '../../platform/errors/error-codes';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { ChallengesModule } from '../challenges/challenges.module';
import { GameCoreModule } from '../core/game-core.module';
import { GamesModule } from '../games/games.module';
import { REMATCH_ERRORS } from './rematch-errors';
import { RematchController } from './rematch.controller';
import { RematchRepository } from './rematch.repository';
import { RematchService } from './rematch.service';

registerErrorCodes(REMATCH_ERRORS);

/** Rematches of finished games: a game at once against computers, else a challenge to the others. */
@Module({
  imports: [GamesModule, ChallengesModule, GameCoreModule, RateLimitModule],
  controllers: [RematchController],
  providers: [RematchService, RematchRepository],
})
export class RematchModule {}
