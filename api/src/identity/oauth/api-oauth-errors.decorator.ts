import { ApiExtension } from '@nestjs/swagger';

/**
 * The token and revocation endpoints answer errors as RFC 6749 §5.2 JSON (`error`,
 * `error_description`), as OAuth clients expect, not as problem details: the OpenAPI document
 * keeps the responses declared on them and adds no problem answers (api/src/openapi/problems.ts).
 */
export const ApiOAuthErrors = () => ApiExtension('x-oauth-errors', true);
