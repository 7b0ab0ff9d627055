import { applyDecorators, Controller, Delete, HttpCode, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';
import { AuthenticatedGuard } from './authenticated.guard';
import { PeopleOnly } from './people-only.decorator';

/**
 * A controller of the caller's own credentials (personal tokens, the OAuth apps they registered or
 * authorised) at `path`: signed in by session or JWT, by a person only (a token can neither mint
 * nor revoke credentials), on the per-user budget.
 */
export const OwnCredentials = (tag: string, path: string): ClassDecorator =>
  applyDecorators(
    ApiTags(tag),
    // Applied in this order, so the document lists `jwt` before `session`, as for every route.
    ApiBearerAuth('jwt'),
    ApiCookieAuth('session'),
    ApiBudget(),
    UseGuards(AuthenticatedGuard, RateLimitGuard),
    PeopleOnly(),
    Controller(path),
  );

/** `DELETE :<param>` taking back one of the caller's credentials: 204, or `problem` when they have none by that id. */
export const RevokesOwn = (param: string, summary: string, problem: string): MethodDecorator =>
  applyDecorators(
    Delete(`:${param}`),
    HttpCode(204),
    ApiOperation({ summary }),
    ApiNoContentResponse(),
    ApiProblems(problem),
  );
