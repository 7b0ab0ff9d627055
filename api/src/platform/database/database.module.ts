import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AfterCommitSubscriber } from './after-commit';
import { BoundedClient } from './bounded-client';
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
        // Figures counted once their transaction commits (after-commit.ts).
        subscribers: [AfterCommitSubscriber],
        // Fail fast at boot instead of retrying for half a minute: the start command and the
        // tests have already checked that the database is up.
        retryAttempts: 1,
        retryDelay: 500,
        // Every request is bounded when the database is slow, stopped or frozen: a connection is
        // waited for at most dbConnectTimeoutMs (pool acquire and connect alike), a statement runs
        // at most dbStatementTimeoutMs (PostgreSQL cancels it), and the driver gives up on a
        // server that does not answer at all (frozen: no cancel can arrive) shortly after. The
        // failures become 503 DATABASE_UNAVAILABLE (common/database-errors.ts).
        extra: {
          // Closes a connection a read timeout left waiting, and fails a request's further
          // statements at once once the database has failed it (bounded-client.ts).
          Client: BoundedClient,
          max: 10,
          connectionTimeoutMillis: config.dbConnectTimeoutMs ?? 1000,
          statement_timeout: config.dbStatementTimeoutMs ?? 3000,
          query_timeout: (config.dbStatementTimeoutMs ?? 3000) + 500,
        },
      }),
    }),
  ],
})
export class DatabaseModule {}
