import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { baseDataSourceOptions } from './database-options';

/**
 * The Nest connection. Entities are registered by each feature module with
 * `TypeOrmModule.forFeature([...])` and picked up by `autoLoadEntities`, so no central list exists
 * to edit. Migrations are not run here (see migration-runner.ts).
 */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        ...baseDataSourceOptions(config.databaseUrl),
        migrations: [],
        autoLoadEntities: true,
        // Fail fast at boot instead of retrying for half a minute: the start command and the
        // tests have already checked that the database is up.
        retryAttempts: 1,
        retryDelay: 500,
        extra: { max: 10, connectionTimeoutMillis: 5000 },
      }),
    }),
  ],
})
export class DatabaseModule {}
