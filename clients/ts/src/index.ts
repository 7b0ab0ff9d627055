/**
 * @entente/client — a typed client for the Entente API. The types (`paths`, `components`,
 * `operations`) are generated from the repository's openapi.yaml (`npm run openapi:client`);
 * the client is openapi-fetch with the API's authentication and idempotency (client.ts) and
 * problem+json as a typed error (problem.ts).
 */
export type { components, operations, paths } from './schema';
export {
  createEntenteClient,
  IDEMPOTENT_OPERATIONS,
  newIdempotencyKey,
  type EntenteClient,
  type EntenteClientOptions,
} from './client';
export { EntenteProblem, problemOf, unwrap, type Answer, type Problem } from './problem';
