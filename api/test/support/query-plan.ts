import type { Client } from 'pg';

/** A node of PostgreSQL's `EXPLAIN (FORMAT JSON)` plan; the actual figures only with ANALYZE. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/** The plan's nodes, the root first, then each subtree in order. */
export function planNodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(planNodes)];
}

/**
 * Seeds `count` users named `<prefix>1` … `<prefix><count>` on `c`'s connection, and a temporary
 * table `people (n, id)` of them, by which a seeding statement picks a row's players by number.
 */
export async function seedPeople(c: Client, prefix: string, count: number): Promise<void> {
  await c.query(
    `INSERT INTO users (username, display_name, email, password_hash)
     SELECT $1::text || i, 'Player ' || i, $1::text || i || '@example.org', 'x' FROM generate_series(1, $2::int) i`,
    [prefix, count],
  );
  await c.query(`CREATE TEMP TABLE people (n int, id uuid)`);
  await c.query(
    `INSERT INTO people SELECT n, u.id FROM users u JOIN generate_series(1, $2::int) n ON u.username = $1::text || n`,
    [prefix, count],
  );
  await c.query(`CREATE UNIQUE INDEX ON people (n)`);
}
