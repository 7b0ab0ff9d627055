import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

export const PEOPLE_ONLY = 'entente:people-only';

/**
 * Routes that an API token may never call, whatever its scopes (managing tokens, the account).
 * In the OpenAPI document `x-people-only`, which adds FORBIDDEN to the operation's codes.
 */
export const PeopleOnly = () => applyDecorators(SetMetadata(PEOPLE_ONLY, true), ApiExtension('x-people-only', true));
