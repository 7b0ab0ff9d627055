import { DynamicModule, Module, Type } from '@nestjs/common';
import { AlliancesModule } from './community/alliances/alliances.module';
import { ClubsModule } from './community/clubs/clubs.module';
import { LaddersModule } from './community/ladders/ladders.module';
import { TournamentsModule } from './community/tournaments/tournaments.module';
import { RatingsModule } from './community/ratings/ratings.module';
import { ReliabilityModule } from './community/reliability/reliability.module';
import { ReputationModule } from './community/reputation/reputation.module';
import { ModerationModule } from './community/moderation/moderation.module';
import { NotificationsModule } from './delivery/notifications/notifications.module';
import { BotStreamModule } from './delivery/bots/bot-stream.module';
import { StreamsModule } from './delivery/streams/streams.module';
import { WebhooksModule } from './delivery/webhooks/webhooks.module';
import { PushModule } from './delivery/push/push.module';
import { DataExportModule } from './delivery/export/data-export.module';
import { AuthModule } from './identity/auth/auth.module';
import { BotsModule } from './identity/bots/bots.module';
import { PlayBotsModule } from './play/bots/play-bots.module';
import { ChallengesModule } from './play/challenges/challenges.module';
import { RematchModule } from './play/rematch/rematch.module';
import { OAuthModule } from './identity/oauth/oauth.module';
import { TokensModule } from './identity/tokens/tokens.module';
import { UsersModule } from './identity/users/users.module';
import { StandingModule } from './identity/standing/standing.module';
import { BlocksModule } from './identity/blocks/blocks.module';
import { GameChangeEffectsModule } from './game-change-effects.module';
import { ReputationReaderModule } from './reputation.module';
import { AppConfig } from './platform/config/app-config';
import { ConfigModule } from './platform/config/config.module';
import { DatabaseModule } from './platform/database/database.module';
import { DevMailModule } from './platform/dev-mail/dev-mail.module';
import { HealthModule } from './platform/health/health.module';
import { MetricsModule } from './platform/metrics/metrics.module';
import { JobsModule } from './platform/jobs/jobs.module';
import { ClockModule } from './platform/time/clock.module';
import { GameClocksModule } from './play/clocks/game-clocks.module';
import { AuditModule } from './play/audit/audit.module';
import { ComputerSeatsModule } from './play/computer-seats/computer-seats.module';
import { GameCoreModule } from './play/core/game-core.module';
import { GamesModule } from './play/games/games.module';
import { LobbyModule } from './play/lobby/lobby.module';
import { MovesModule } from './play/moves/moves.module';
import { DiplomacyModule } from './play/negotiation/diplomacy.module';
import { EditionsModule } from './play/editions/editions.module';
import { TakebackModule } from './play/takeback/takeback.module';
import { PlansModule } from './play/plans/plans.module';
import { DraftsModule } from './play/drafts/drafts.module';
import { VisitsModule } from './play/visits/visits.module';
import { SeatsModule } from './play/seats/seats.module';
import { PlaySettingsModule } from './play/settings/play-settings.module';
import { SeatReputationsModule } from './play/reputation/reputation.module';
import { VacationModule } from './play/vacation/vacation.module';

/**
 * The whole API: every area's modules (docs/architecture.md). The order is the order of the
 * OpenAPI document's paths and of the modules' start-up hooks; a new module goes to its area.
 */
@Module({})
export class AppModule {
  static register(config: AppConfig, extraImports: Array<Type<unknown> | DynamicModule> = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        // platform
        ConfigModule.forRoot(config),
        DatabaseModule,
        HealthModule,
        MetricsModule,
        DevMailModule,
        // identity
        StandingModule,
        AuthModule,
        UsersModule,
        TokensModule,
        OAuthModule,
        BlocksModule,
        BotsModule,
        // play
        GameCoreModule,
        GamesModule,
        MovesModule,
        EditionsModule,
        TakebackModule,
        AuditModule,
        SeatsModule,
        ComputerSeatsModule,
        PlansModule,
        DraftsModule,
        VisitsModule,
        PlaySettingsModule,
        LobbyModule,
        SeatReputationsModule,
        PlayBotsModule,
        ChallengesModule,
        RematchModule,
        // community
        ClubsModule,
        RatingsModule,
        ReliabilityModule,
        ReputationModule,
        LaddersModule,
        TournamentsModule,
        AlliancesModule,
        ModerationModule,
        // the clock and the jobs (platform), the game clocks and vacations (play), delivery
        ClockModule,
        JobsModule,
        GameClocksModule,
        VacationModule,
        NotificationsModule,
        WebhooksModule,
        PushModule,
        DataExportModule,
        StreamsModule,
        BotStreamModule,
        // play: the negotiation of each game
        DiplomacyModule,
        // what a change to a game does, composed above every feature that reacts to it
        GameChangeEffectsModule,
        // players' reputations as the play area reads them, composed above both areas
        ReputationReaderModule,
        ...extraImports,
      ],
    };
  }
}
