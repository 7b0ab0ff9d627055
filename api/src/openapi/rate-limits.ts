import type { OpenAPIObject } from '@nestjs/swagger';
import type { HeaderObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { operationsOf, RATE_LIMIT_EXTENSION } from './problems';

/**
 * The throttler's headers (api/src/platform/rate-limit), named after the budget an operation spends:
 * `auth` for the credential endpoints, `api` for everything signed in. They are set once the
 * request has passed authentication, so a 401 has none.
 */
function headersOf(budget: string): Record<string, HeaderObject> {
  const window = 'per minute (RATE_LIMIT_API_PER_MINUTE / RATE_LIMIT_AUTH_PER_MINUTE)';
  return {
    [`X-RateLimit-Limit-${budget}`]: {
      description: `Requests allowed in the \`${budget}\` budget ${window}`,
      schema: { type: 'integer', example: 1200 },
    },
    [`X-RateLimit-Remaining-${budget}`]: {
      description: `Requests left in the \`${budget}\` budget's current window`,
      schema: { type: 'integer', example: 1187 },
    },
    [`X-RateLimit-Reset-${budget}`]: {
      description: `Seconds until the \`${budget}\` budget's window starts afresh`,
      schema: { type: 'integer', example: 42 },
    },
  };
}

const RETRY_AFTER: Record<string, HeaderObject> = {
  'Retry-After': {
    description: 'Seconds to wait before the next request (RFC 9110 §10.2.3)',
    schema: { type: 'integer', example: 30 },
  },
};

/** Adds the rate-limit headers to every response of an operation that spends a budget. */
export function describeRateLimits(document: OpenAPIObject): void {
  for (const { operation } of operationsOf(document)) {
    const budget = (operation as unknown as Record<string, unknown>)[RATE_LIMIT_EXTENSION];
    if (typeof budget !== 'string') continue;
    // Sign-in's own limits (rate-limit/sign-in-limits.ts) count failures and send only Retry-After.
    const counted = budget === 'sign-in' ? {} : headersOf(budget);
    for (const [status, response] of Object.entries(operation.responses)) {
      if (status === '401' && budget !== 'sign-in') continue;
      if (!response || '$ref' in response) continue;
      response.headers = { ...response.headers, ...counted, ...(status === '429' ? RETRY_AFTER : {}) };
    }
  }
}
