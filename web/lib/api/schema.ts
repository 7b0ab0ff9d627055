/**
 * The API's types, generated from openapi.yaml into the TypeScript client (clients/ts, `npm run
 * openapi:client`); the dashboard's server code types its own openapi-fetch calls with them.
 */
export type { components, operations, paths } from '../../../clients/ts/src';
