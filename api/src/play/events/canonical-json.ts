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
      // Loops rather than map/filter/sort chains: every half-move hashes its event, and every
      // verify hashes the whole log. The bytes are those of the chains they replace (a hole of
      // a sparse array stays empty, as Array.prototype.map and join leave it).
      if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i++) {
          if (i > 0) out += ',';
          if (i in value) out += value[i] === undefined ? 'null' : canonicalJson(value[i]);
        }
        return `${out}]`;
      }
      if (value instanceof Date) return JSON.stringify(value.toISOString());
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record).sort();
      let out = '{';
      for (const key of keys) {
        const item = record[key];
        if (item === undefined) continue;
        if (out.length > 1) out += ',';
        out += `${JSON.stringify(key)}:${canonicalJson(item)}`;
      }
      return `${out}}`;
    }
    default:
      throw new TypeError(`canonicalJson: cannot encode a ${typeof value}`);
  }
}
