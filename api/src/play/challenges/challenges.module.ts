import { Module } from '@nestjs/common';
import { UsersModule } from '../../identity/users/users.module';
import { registerErrorCodes } from '../../platform/errors/error-codes';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { GameCoreModule } from '../core/game-core.module';
import { GamesModule } from '../games/games.module';
import { OutboxModule } from '../../platform/outbox/outbox.module';
import { CHALLENGE_ERRORS } from './challenge-errors';
import { ChallengeNoticeRepository } from './challenge-notice.repository';
import { ChallengeRepository } from './challenge.repository';
import { ChallengesController } from './challenges.controller';
import { ChallengesService } from './challenges.service';
import { ClosedAccountChallenges } from './closed-account-challenges';

registerErrorCodes(CHALLENGE_ERRORS);

/** Challenges to people and bots: games proposed, created through the lobby when accepted. */
@Module({
  imports: [GamesModule, GameCoreModule, UsersModule, RateLimitModule, OutboxModule],
  controllers: [ChallengesController],
  providers: [ChallengesService, ChallengeRepository, ChallengeNoticeRepository, ClosedAccountChallenges],
  exports: [ChallengeRepository, ChallengesService],
})
export class ChallengesModule {}
