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
