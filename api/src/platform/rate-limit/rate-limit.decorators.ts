import { applyDecorators } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';

// The extension key of api/src/openapi/problems.ts (RATE_LIMIT_EXTENSION), kept literal here so
// this module stays free of the document code.
const RATE_LIMIT = 'x-rate-limit';

/** Credential endpoints: only the strict `auth` budget applies (its headers end in `-auth`). */
export const AuthBudget = () => applyDecorators(SkipThrottle({ api: true }), ApiExtension(RATE_LIMIT, 'auth'));

/** Signed-in endpoints: only the per-user `api` budget applies (its headers end in `-api`). */
export const ApiBudget = () => applyDecorators(SkipThrottle({ auth: true }), ApiExtension(RATE_LIMIT, 'api'));

/**
 * Sign-in: the per-account and per-address limits of SignInLimits, instead of the `auth` budget
 * (they send no X-RateLimit headers; a 429 says `Retry-After`).
 */
export const SignInBudget = () =>
  applyDecorators(SkipThrottle({ auth: true, api: true }), ApiExtension(RATE_LIMIT, 'sign-in'));

/**
 * No budget at all, for what must never be refused for being too frequent (signing out ends
 * only the caller's own session); the document then lists no rate-limit headers or RATE_LIMITED.
 */
export const NoBudget = () => applyDecorators(SkipThrottle({ auth: true, api: true }), ApiExtension(RATE_LIMIT, false));
