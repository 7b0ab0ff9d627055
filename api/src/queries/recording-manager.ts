import type { EntityManager } from 'typeorm';

/** One statement as the code sent it: its text and parameters. */
export interface RecordedStatement {
  readonly sql: string;
  readonly values: readonly unknown[];
}

/**
 * A stand-in for TypeORM's EntityManager that runs nothing: it records every statement the code
 * sends (through `manager.query` or preparedQuery's pool) and answers with the rows `answer` gives
 * for it, so a repository's or an effect's statements can be listed without a database.
 */
export function recordingManager(answer: (sql: string) => unknown[] = () => []): {
  manager: EntityManager;
  statements: RecordedStatement[];
} {
  const statements: RecordedStatement[] = [];
  const run = (sql: string, values: readonly unknown[] = []) => {
    statements.push({ sql, values });
    return answer(sql);
  };
  const pool = { query: async (q: { text: string; values: unknown[] }) => ({ rows: run(q.text, q.values) }) };
  const manager = {
    queryRunner: undefined,
    connection: { driver: { master: pool } },
    query: async (sql: string, values?: unknown[]) => run(sql, values),
  };
  return { manager: manager as unknown as EntityManager, statements };
}
