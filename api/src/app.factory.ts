import 'reflect-metadata';
import { DynamicModule, INestApplication, LoggerService, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { accessLogMiddleware } from './platform/http/access-log.middleware';
import { metricsMiddleware } from './platform/metrics/metrics.middleware';
import { closeIdleConnectionsAfterResponses } from './platform/http/graceful-close';
import { JsonLogger } from './platform/logging/json-logger';
import { jsonBodyMiddleware } from './platform/http/json-body.middleware';
import { OAUTH_FORM_PATHS, oauthFormBodyMiddleware } from './identity/oauth/oauth-form-body.middleware';
import { ProblemFilter } from './platform/http/problem.filter';
import { requestIdMiddleware } from './platform/http/request-id.middleware';
import { securityHeadersMiddleware } from './platform/http/security-headers';
import { createValidationPipe } from './platform/http/validation.pipe';
import { AppConfig } from './platform/config/app-config';

export interface CreateAppOptions {
  /** Extra modules, for tests that need a controller of their own. */
  extraImports?: Array<Type<unknown> | DynamicModule>;
  /** Logger override (tests capture lines with it); default: JSON lines at config.logLevel. */
  logger?: LoggerService;
  /** Close the app on SIGINT/SIGTERM. Only the process entry point wants this. */
  shutdownHooks?: boolean;
}

/**
 * Builds the API exactly as it runs in production — middleware, validation, error filter — so
 * the tests exercise the same stack as `npm start`. The app is initialised but not listening:
 * call `app.listen(port)` (main.ts) or hand `app.getHttpServer()` to supertest.
 */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<INestApplication> {
  const logger = options.logger ?? new JsonLogger(config.logLevel);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config, options.extraImports), {
    bodyParser: false,
    logger,
    abortOnError: false,
  });
  configureApp(app, config.trustedProxies);
  if (options.shutdownHooks) app.enableShutdownHooks();
  await app.init();
  return app;
}

/** The HTTP pipeline, shared with the OpenAPI generator so both see the same app. */
export function configureApp(app: NestExpressApplication, trustedProxies: string[] = ['loopback']): void {
  closeIdleConnectionsAfterResponses(app.getHttpServer());
  app.disable('x-powered-by');
  // Client addresses (req.ip, what the rate limits count) come from X-Forwarded-For only when the
  // peer is trusted: by default loopback, the dashboard's /api proxy, which sets that header from
  // its own socket (web/server.js) and never passes on a browser's.
  app.set('trust proxy', trustedProxies);
  app.use(securityHeadersMiddleware);
  app.use(requestIdMiddleware);
  app.use(accessLogMiddleware);
  app.use(metricsMiddleware);
  // Before the JSON parser: the OAuth token endpoints take forms and answer in RFC 6749 form.
  app.use(OAUTH_FORM_PATHS, oauthFormBodyMiddleware);
  app.use(jsonBodyMiddleware);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ProblemFilter());
}
