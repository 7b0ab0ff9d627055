import type { DynamicModule, INestApplication, LoggerService, Type } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { AppConfig, loadConfig } from '../../src/platform/config/app-config';
import { startMailCatcher, TestMailServer } from './mail-catcher';
import { ProblemContract } from './problem-contract';
import { createTestDatabase, TestDatabase } from './test-database';

export interface StartTestAppOptions {
  /** Overrides of the configuration (database URL and port are set by the harness). */
  config?: Partial<AppConfig>;
  /** Start a real SMTP catcher and point SMTP_URL at it; read it via `t.mail`. */
  mail?: boolean;
  /** Extra modules (controllers only a test needs). */
  extraImports?: Array<Type<unknown> | DynamicModule>;
  logger?: LoggerService;
  /** A database the test prepared itself (migrated and filled its own way); the test drops it. */
  database?: TestDatabase;
}

export interface TestApp {
  app: INestApplication;
  config: AppConfig;
  /** Base URL of the listening server, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** supertest bound to the server: `await t.http.get('/health').expect(200)` */
  http: ReturnType<typeof request>;
  /** A supertest agent that keeps cookies between requests (logged-in sessions). */
  agent(): ReturnType<typeof request.agent>;
  /** The app's own TypeORM DataSource, for arranging and asserting rows. */
  db: DataSource;
  database: TestDatabase;
  mail?: TestMailServer;
  /**
   * Closes the app (waits for in-flight requests), stops the mail catcher, drops the database;
   * then fails if any problem answer broke the contract (support/problem-contract.ts).
   */
  close(): Promise<void>;
}

/**
 * Starts the real API (same createApp as production) on a free port, against a fresh database
 * cloned from the migrated template. Call once per file in beforeAll and `close()` in afterAll.
 */
export async function startTestApp(options: StartTestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const drop = () => (options.database ? Promise.resolve() : database.drop());
  const mail = options.mail ? await startMailCatcher() : undefined;
  let app: INestApplication | undefined;
  try {
    const config: AppConfig = {
      ...loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: database.url,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
        // A suite may raise the budgets for itself (several sign-ups from one address, say).
        RATE_LIMIT_AUTH_PER_MINUTE: process.env.RATE_LIMIT_AUTH_PER_MINUTE,
        RATE_LIMIT_API_PER_MINUTE: process.env.RATE_LIMIT_API_PER_MINUTE,
        // Every suite signs its users up from 127.0.0.1; the mail budget is tested on its own.
        RATE_LIMIT_MAIL_PER_ADDRESS_PER_HOUR: process.env.RATE_LIMIT_MAIL_PER_ADDRESS_PER_HOUR ?? '1000000',
        // Production fails fast (1 s) when no pooled connection is free and cancels a statement
        // after 3 s; a whole suite on two loaded cores may queue longer than that without anything
        // being wrong (eight ladder games ending at once wait in turn for their season's row).
        // The outage tests run the API as a process of its own (api-process.ts) with the
        // production defaults.
        DB_CONNECT_TIMEOUT_MS: process.env.DB_CONNECT_TIMEOUT_MS ?? '5000',
        DB_STATEMENT_TIMEOUT_MS: process.env.DB_STATEMENT_TIMEOUT_MS ?? '10000',
      }),
      ...(mail ? { smtpUrl: mail.url } : {}),
      ...options.config,
      databaseUrl: database.url,
    };
    app = await createApp(config, { extraImports: options.extraImports, logger: options.logger });
    const problems = new ProblemContract();
    problems.watch(app.getHttpServer());
    await app.listen(0, '127.0.0.1');
    const address = app.getHttpServer().address();
    const baseUrl = `http://127.0.0.1:${address.port}`;
    const running = app;
    return {
      app: running,
      config,
      baseUrl,
      http: request(baseUrl),
      agent: () => request.agent(baseUrl),
      db: running.get(DataSource),
      database,
      mail,
      close: async () => {
        await running.close();
        await mail?.stop();
        await drop();
        // Every problem answer of the file, held to openapi.yaml (support/problem-contract.ts).
        const broken = problems.violations();
        if (broken.length > 0)
          throw new Error(`Problem answers the API contract does not document:\n- ${broken.join('\n- ')}`);
      },
    };
  } catch (e) {
    await app?.close().catch(() => undefined);
    await mail?.stop();
    await drop();
    throw e;
  }
}
