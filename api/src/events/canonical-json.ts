/**
 * Canonical JSON in the spirit of RFC 8785 (JCS): object keys sorted by UTF-16 code units, no
 * whitespace, numbers and strings as ECMAScript's JSON.stringify writes them. The event hash is
 * taken over these bytes, so the same event always hashes the same, whichever process wrote it and
 * in whatever order PostgreSQL's jsonb gives the keys back.
 *
 * `undefined` members are dropped (as JSON.stringify does) so that an optional field that is
 * absent and one that was never set encode alike; non-finite numbers are refused because they
 * have no JSON form and would silently become `null`.
 */
export function canonicalJson(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`canonicalJson: ${value} has no JSON form`);
      return JSON.stringify(value);
    case 'object': {
      if (Array.isArray(value))
        return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
      if (value instanceof Date) return JSON.stringify(value.toISOString());
      const record = value as Record<string, unknown>;
      const members = Object.keys(record)
        .filter((key) => record[key] !== undefined)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
      return `{${members.join(',')}}`;
    }
    default:
      throw new TypeError(`canonicalJson: cannot encode a ${typeof value}`);
  }
}
