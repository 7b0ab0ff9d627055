import 'reflect-metadata';
import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { dump } from 'js-yaml';
import { AppModule } from '../app.module';
import { FieldErrorDto, ProblemDto } from './problem.dto';
import { describeExamples } from './examples';
import { describeNullables } from './nullables';
import { describeProblems } from './problems';
import { describeRateLimits } from './rate-limits';
import { describeUuidParams, uuidPathParams } from './uuid-params';
import { ACTION_DTOS } from '../play/moves/action-variants.dto';
import { AbandonedOptionsDto, CoalitionOptionsDto, Options007Dto } from '../play/core/dto/variant-options.dto';
import { SCOPE_SUMMARIES, SCOPES } from '../identity/access/scopes';
import { configureApp } from '../app.factory';
import { loadConfig } from '../platform/config/app-config';
import { APP_VERSION } from '../platform/config/version';

/**
 * Builds the OpenAPI document from the controllers and DTOs. The app is created in Nest's
 * preview mode: modules and routes are scanned but no provider is instantiated, so no database
 * connection is made and `npm run openapi` works anywhere.
 */
export async function buildOpenApiDocument(
  extraImports: Array<Type<unknown> | DynamicModule> = [],
): Promise<OpenAPIObject> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: 'postgres://openapi@127.0.0.1:1/none',
    LOG_LEVEL: 'error',
  });
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config, extraImports), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  configureApp(app);
  const options = new DocumentBuilder()
    .setTitle('Entente API')
    .setDescription(
      'Correspondence play of Coalition Chess and 007 Chess. Errors are RFC 9457 ' +
        '`application/problem+json` bodies with a stable `code`.',
    )
    .setVersion(APP_VERSION)
    .setLicense('MIT', 'https://opensource.org/license/mit')
    .addServer('http://127.0.0.1:3000', 'The API as `npm start` runs it (PORT)')
    .addServer(
      'http://127.0.0.1:3001/api',
      'The same API through the dashboard’s `/api` proxy (in a deployment: PUBLIC_URL + `/api`)',
    )
    // The game server's three ways in (auth module): session cookie, bearer JWT, API token.
    .addCookieAuth(
      'entente_session',
      {
        type: 'apiKey',
        in: 'cookie',
        description: 'Dashboard session (POST /auth/session); httpOnly, SameSite=Strict',
      },
      'session',
    )
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Short-lived JWT from POST /auth/token' },
      'jwt',
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'ent_<id>_<secret>',
        description: 'Personal API token (POST /tokens); limited to its scopes, see x-required-scopes',
      },
      'apiToken',
    )
    // Apps acting for other people (api/src/identity/oauth, docs/oauth.md). The URLs are the dashboard's,
    // whose public URL is the issuer; its /api proxy leads to this API.
    .addOAuth2(
      {
        type: 'oauth2',
        description:
          'OAuth2 authorization code with PKCE (S256) for third-party apps; metadata at ' +
          '/.well-known/oauth-authorization-server on the dashboard. Access tokens (entoa_…) hold the ' +
          'scopes of personal tokens and are checked like them, see x-required-scopes.',
        flows: {
          authorizationCode: {
            authorizationUrl: '/oauth/authorize',
            tokenUrl: '/api/oauth/token',
            refreshUrl: '/api/oauth/token',
            scopes: Object.fromEntries(SCOPES.map((s) => [s, SCOPE_SUMMARIES[s]])),
          },
        },
      },
      'oauth2',
    )
    .build();
  const document = SwaggerModule.createDocument(app, options, {
    extraModels: [ProblemDto, FieldErrorDto, Options007Dto, CoalitionOptionsDto, AbandonedOptionsDto, ...ACTION_DTOS],
  });
  const uuids = uuidPathParams(app);
  await app.close();
  // Conventions every operation follows, written from what its decorators declare.
  describeUuidParams(document, uuids);
  describeNullables(document);
  describeProblems(document);
  describeRateLimits(document);
  describeExamples(document);
  return document;
}

/** The committed form: YAML with stable key order, so diffs show real changes only. */
export function openApiYaml(document: OpenAPIObject): string {
  return dump(JSON.parse(JSON.stringify(document)), { noRefs: true, lineWidth: 120, sortKeys: false });
}
