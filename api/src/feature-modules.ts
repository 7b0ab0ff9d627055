import type { DynamicModule, Type } from '@nestjs/common';
import { AuthModule } from './auth/auth.module';
import { CLUB_MODULES } from './club-modules';
import { ComputerSeatsModule } from './computer-seats/computer-seats.module';
import { CORRESPONDENCE_MODULES } from './correspondence-modules';
import { DiplomacyModule } from './diplomacy/diplomacy.module';
import { GamesModule } from './games/games.module';
import { LobbyModule } from './lobby/lobby.module';
import { OAuthModule } from './oauth/oauth.module';
import { PlansModule } from './plans/plans.module';
import { PlaySettingsModule } from './play-settings/play-settings.module';
import { TokensModule } from './tokens/tokens.module';
import { UsersModule } from './users/users.module';

/**
 * The feature modules of the API (auth, users, games, ...). Add yours here — one import and one
 * entry — rather than editing app.module.ts, which holds the infrastructure.
 */
export const FEATURE_MODULES: Array<Type<unknown> | DynamicModule> = [
  AuthModule,
  UsersModule,
  TokensModule,
  OAuthModule,
  GamesModule,
  // The seats computers play (pg-boss jobs, worker threads).
  ComputerSeatsModule,
  PlansModule,
  PlaySettingsModule,
  LobbyModule,
  ...CLUB_MODULES,
  ...CORRESPONDENCE_MODULES,
  DiplomacyModule,
];
