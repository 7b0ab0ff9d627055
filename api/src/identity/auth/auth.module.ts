import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxModule } from '../../platform/outbox/outbox.module';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { OAuthModule } from '../oauth/oauth.module';
import { TokensModule } from '../tokens/tokens.module';
import { UsersModule } from '../users/users.module';
import { AccessTokensService } from './access-tokens.service';
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
  controllers: [AuthController, SessionsController],
  providers: [
    AccountsService,
    SessionRepository,
    SessionsService,
    EmailLinksService,
    AccessTokensService,
    SessionStrategy,
    JwtStrategy,
    ApiTokenStrategy,
    OAuthTokenStrategy,
  ],
  exports: [AccessTokensService],
})
export class AuthModule {}
