import { Module } from '@nestjs/common';
import { OutboxModule } from '../../platform/outbox/outbox.module';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { UsersModule } from '../../identity/users/users.module';
import { GameCoreModule } from '../../play/core/game-core.module';
import { EventsModule } from '../../play/events/events.module';
import { GamesModule } from '../../play/games/games.module';
import { ChannelLineRepository } from '../../play/negotiation/channel-line.repository';
import { ClubsModule } from '../clubs/clubs.module';
import { LaddersModule } from '../ladders/ladders.module';
import { RatingsModule } from '../ratings/ratings.module';
import { ModerationActionRepository } from './moderation-action.repository';
import { ModerationActionsService } from './moderation-actions.service';
import { ModerationController } from './moderation.controller';
import { ModerationService } from './moderation.service';
import { ReportLimit } from './report-limit';
import { ReportRepository } from './report.repository';
import { ReportSubjectRepository } from './report-subject.repository';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

/**
 * Reports and moderation (docs/safety.md): filing reports, the moderators' queue, their actions
 * and the audit log. Above play (it annuls games and gives up seats), the ladders (which take
 * an annulled game back) and the ratings (replayed without it).
 */
@Module({
  imports: [
    OutboxModule,
    RateLimitModule,
    UsersModule,
    GameCoreModule,
    EventsModule,
    GamesModule,
    ClubsModule,
    LaddersModule,
    RatingsModule,
  ],
  controllers: [ReportsController, ModerationController],
  providers: [
    ReportsService,
    ReportLimit,
    ReportRepository,
    ReportSubjectRepository,
    ModerationActionRepository,
    ModerationService,
    ModerationActionsService,
    // Stateless: the lines of a reported message's channel, read here as the negotiation reads them.
    ChannelLineRepository,
  ],
  // The command line records the role's changes in the audit log.
  exports: [ModerationActionRepository],
})
export class ModerationModule {}
