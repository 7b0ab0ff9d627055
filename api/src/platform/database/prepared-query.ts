import { createHash } from 'node:crypto';
import type { Pool, PoolClient, QueryResultRow } from 'pg';
import type { EntityManager } from 'typeorm';

const names = new Map<string, string>();

/** A stable name per statement text (the text itself is too long to be one). */
function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `entente_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    // The texts come from code (a few shapes per hot statement), so the map stays small.
    if (names.size < 10_000) names.set(text, name);
  }
  return name;
}

/**
 * Runs a statement as a named prepared statement: PostgreSQL parses and plans it once per
 * connection instead of on every call. For the hot statements (reading a game, the private-games
 * check, a half-move's write) planning cost more than executing. Runs on the transaction's
 * connection when `manager` belongs to one, else on a pooled connection. Returns the rows.
 */
export async function preparedQuery<T extends QueryResultRow = Record<string, unknown>>(
  manager: EntityManager,
  text: string,
  values: readonly unknown[],
): Promise<T[]> {
  const query = { name: statementName(text), text, values: [...values] };
  const runner = manager.queryRunner;
  if (runner && !runner.isReleased && runner.isTransactionActive) {
    const client = (await runner.connect()) as PoolClient;
    return (await client.query<T>(query)).rows;
  }
  const pool = (manager.connection.driver as unknown as { master: Pool }).master;
  return (await pool.query<T>(query)).rows;
}
