import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxModule } from '../../platform/outbox/outbox.module';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { OAuthModule } from '../oauth/oauth.module';
import { TokensModule } from '../tokens/tokens.module';
import { UsersModule } from '../users/users.module';
import { JobsService } from '../../platform/jobs/jobs.service';
import { AccessTokensService } from './access-tokens.service';
import { AccountClosureRepository } from './account-closure.repository';
import { AccountClosureService } from './account-closure.service';
import { AccountDeletionController } from './account-deletion.controller';
import { AccountDeletionRepository } from './account-deletion.repository';
import { AccountDeletionService } from './account-deletion.service';
import { AccountsService } from './accounts.service';
import { AuthController } from './auth.controller';
import { EmailLinksService } from './email-links.service';
import { EmailToken } from './email-token.entity';
import { Session } from './session.entity';
import { SessionRepository } from './session.repository';
import { SessionsController } from './sessions.controller';
import { SessionsService } from './sessions.service';
import { ApiTokenStrategy } from './strategies/api-token.strategy';
import { JwtStrategy } from './strategies/jwt.strategy';
import { OAuthTokenStrategy } from './strategies/oauth-token.strategy';
import { SessionStrategy } from './strategies/session.strategy';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';

/** The pg-boss queue of the sweep that closes accounts whose deletion is due. */
export const ACCOUNT_CLOSURE_QUEUE = 'account-closures';

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: config.sessionSecret }),
    }),
    TypeOrmModule.forFeature([Session, EmailToken]),
    UsersModule,
    TokensModule,
    OAuthModule,
    OutboxModule,
    RateLimitModule,
  ],
  controllers: [AuthController, AccountDeletionController, SessionsController],
  providers: [
    AccountsService,
    AccountDeletionService,
    AccountDeletionRepository,
    AccountClosureService,
    AccountClosureRepository,
    SessionRepository,
    SessionsService,
    EmailLinksService,
    AccessTokensService,
    SessionStrategy,
    JwtStrategy,
    ApiTokenStrategy,
    OAuthTokenStrategy,
  ],
  // The closure is what a moderator's "close an account" calls too (without the grace period).
  exports: [AccessTokensService, AccountClosureService],
})
export class AuthModule implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: JobsService,
    private readonly closure: AccountClosureService,
  ) {}

  /** Closes the accounts whose deletion is due: one job a minute across all instances. */
  onApplicationBootstrap(): void {
    void this.jobs.define({
      name: ACCOUNT_CLOSURE_QUEUE,
      cron: '* * * * *',
      policy: 'singleton',
      handler: () => this.closure.sweep(),
    });
  }
}
