/**
 * How the global setup tells test files where the run's PostgreSQL is. Environment variables are
 * the channel because jest starts its workers after the global setup, and they inherit them.
 */
export const ENV_ADMIN_URL = 'ENTENTE_TEST_PG_ADMIN_URL';
export const ENV_TEMPLATE_DB = 'ENTENTE_TEST_PG_TEMPLATE';

export function testPostgres(): { adminUrl: string; template: string } {
  const adminUrl = process.env[ENV_ADMIN_URL];
  const template = process.env[ENV_TEMPLATE_DB];
  if (!adminUrl || !template) {
    throw new Error(
      'The test PostgreSQL is not running: API tests must run through jest with the api project ' +
        '(npx jest --selectProjects api, or npx jest api/test/...), whose globalSetup starts it.',
    );
  }
  return { adminUrl, template };
}

/** Replaces the database name of a postgres URL. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
