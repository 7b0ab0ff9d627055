import { DynamicModule, Module, Type } from '@nestjs/common';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { DevMailModule } from './dev-mail/dev-mail.module';
import { FEATURE_MODULES } from './feature-modules';
import { HealthModule } from './health/health.module';

/**
 * The root module. Built from a validated configuration (not from process.env) so tests create
 * as many differently configured apps as they like. `extraImports` lets a test add a module of
 * its own (e.g. a controller that exercises the error filter).
 */
@Module({})
export class AppModule {
  static register(config: AppConfig, extraImports: Array<Type<unknown> | DynamicModule> = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        HealthModule,
        DevMailModule,
        ...FEATURE_MODULES,
        ...extraImports,
      ],
    };
  }
}
