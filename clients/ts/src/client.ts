import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema';

/** The typed client: `GET`, `POST`, `PUT`, `DELETE` … on the paths of openapi.yaml (openapi-fetch). */
export type EntenteClient = Client<paths>;

export interface EntenteClientOptions {
  /** Where the API answers, e.g. `https://entente.example.org/api` (the dashboard's proxy) or the API itself. */
  baseUrl: string;
  /**
   * A personal API token (`ent_…`, made in the dashboard or with POST /tokens), an access token
   * from POST /auth/token or an OAuth 2 access token: sent as `Authorization: Bearer <token>`.
   * Without one, requests carry only what `headers` or the browser add (the dashboard's session cookie).
   */
  token?: string;
  /** Headers for every request (e.g. `Accept-Language: de` for German problem titles). */
  headers?: Record<string, string>;
  /** A fetch of your own (tests, retries, a proxy agent); the global fetch by default. */
  fetch?: (request: Request) => Promise<Response>;
}

/**
 * The operations that take an `Idempotency-Key` (docs/api/play.md): the plays. A retry with the
 * same key gets the first answer (`Idempotent-Replayed: true`) instead of playing twice; the
 * client test holds this list to the operations openapi.yaml gives the header.
 */
export const IDEMPOTENT_OPERATIONS: readonly string[] = [
  'POST /games/{id}/moves',
  'POST /games/{id}/turns',
  'POST /games/{id}/actions',
];

/** A fresh Idempotency-Key (a UUID where the platform has them). */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * A client for the Entente API, typed from openapi.yaml. It signs every request with `token`
 * and gives each play an Idempotency-Key unless the caller passes one (pass your own to retry a
 * call whose answer was lost). Calls answer `{ data }` or `{ error, response }` with `error`
 * typed as the operation's problem; `unwrap()` turns a refusal into a thrown EntenteProblem.
 */
export function createEntenteClient(options: EntenteClientOptions): EntenteClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: {
      ...options.headers,
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(idempotencyKeys);
  return client;
}

const idempotencyKeys: Middleware = {
  onRequest({ request, schemaPath }) {
    if (!IDEMPOTENT_OPERATIONS.includes(`${request.method} ${schemaPath}`)) return undefined;
    if (!request.headers.has('Idempotency-Key')) request.headers.set('Idempotency-Key', newIdempotencyKey());
    return request;
  },
};
