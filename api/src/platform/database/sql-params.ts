/**
 * Collects the parameters of one SQL statement built from fragments, handing out `$n`
 * placeholders, so several modules can each contribute a part (a CTE) of one statement: a move's
 * event, notifications and snapshot update then cost one round trip instead of three.
 */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * The rows of an INSERT fragment: `VALUES …`, or with `onlyWith` (a CTE of the same statement)
 * the same rows selected only if that CTE returned a row. The guarded form infers no types from
 * the target columns, so every value in `rows` carries its cast.
 */
export function valuesOnlyWith(rows: readonly string[], onlyWith: string | undefined): string {
  const values = `VALUES ${rows.join(',\n       ')}`;
  return onlyWith === undefined ? values : `SELECT v.* FROM (${values}) v\n WHERE EXISTS (SELECT FROM ${onlyWith})`;
}
