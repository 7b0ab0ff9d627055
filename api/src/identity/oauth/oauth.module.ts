import { Module, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { DataExportSections } from '../users/data-export-sections';
import { UsersModule } from '../users/users.module';
import { toOAuthAppDto } from './dto/oauth-app.dto';
import { toOAuthAuthorizationDto } from './dto/oauth-authorization.dto';
import { OAuthAppsController, OAuthAuthorizationsController } from './oauth-apps.controller';
import { OAuthAppsService } from './oauth-apps.service';
import { OAuthAuthorizeController } from './oauth-authorize.controller';
import { OAuthEndpointsController } from './oauth-endpoints.controller';
import { OAuthRateLimitGuard } from './oauth-rate-limit.guard';
import { OAuthServerService } from './oauth-server.service';
import { OAUTH_SETTINGS, oauthSettings } from './oauth-settings';
import { OAuthRepository } from './oauth.repository';

/**
 * OAuth2 for third-party apps: authorization code with PKCE, refresh rotation, revocation, on
 * `@node-oauth/oauth2-server`. The access tokens it issues are accepted on every API route by the
 * auth module's `oauth` strategy, with the same scopes and limits as personal tokens.
 */
@Module({
  imports: [RateLimitModule, UsersModule],
  controllers: [OAuthEndpointsController, OAuthAuthorizeController, OAuthAppsController, OAuthAuthorizationsController],
  providers: [
    { provide: OAUTH_SETTINGS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => oauthSettings(config) },
    OAuthRepository,
    OAuthServerService,
    OAuthAppsService,
    OAuthRateLimitGuard,
  ],
  exports: [OAuthServerService, OAuthAppsService],
})
export class OAuthModule implements OnModuleInit {
  constructor(
    private readonly exports: DataExportSections,
    private readonly apps: OAuthAppsService,
  ) {}

  /** The export lists the apps acting for the user and those they registered, never a secret; for people only. */
  onModuleInit(): void {
    this.exports.register({
      key: 'oauthAuthorizations',
      order: 81,
      scope: 'people',
      value: async ({ userId }) => (await this.apps.authorizations(userId)).map(toOAuthAuthorizationDto),
    });
    this.exports.register({
      key: 'oauthApps',
      order: 82,
      scope: 'people',
      value: async ({ userId }) => (await this.apps.list(userId)).map(toOAuthAppDto),
    });
  }
}
