import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';

/**
 * SQL lives in repositories (docs/architecture.md, "Where SQL lives"): a file that sends a
 * statement is a `*.repository.ts`, whose statements are committed in api/src/queries/. Services,
 * controllers, effects and interceptors call a repository. The few files below are the database's
 * own plumbing, not a feature's data: each says why it may hold SQL.
 */
const PLUMBING: Readonly<Record<string, string>> = {
  'platform/database/migration-runner.ts': 'runs the migrations and reads their table',
  'platform/database/backup.ts': 'copies every table, whichever they are, out of and into the database',
  'platform/database/embedded-postgres.ts': 'creates the role and database of the embedded server',
  'platform/database/sql-params.ts': "builds a statement's $n placeholders for the repositories",
  'platform/jobs/pg-listener.ts': 'LISTEN on its own connection',
};

const SRC = path.resolve(__dirname, '..');
const STATEMENT =
  /[`'"]\s*(SELECT\b|INSERT INTO\b|UPDATE\s+\w+\s+SET\b|DELETE FROM\b|WITH\s+\w+\s+AS\b|LISTEN\b|NOTIFY\b|LOCK TABLE\b|SELECT pg_)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'queries' ? [] : sourceFiles(file);
    return file.endsWith('.ts') && !/\.spec\.ts$/.test(file) ? [path.relative(SRC, file)] : [];
  });
}

describe('where SQL lives', () => {
  const withSql = sourceFiles(SRC).filter((f) => STATEMENT.test(readFileSync(path.join(SRC, f), 'utf8')));

  it('is in repositories, or in the database plumbing that says why', () => {
    const misplaced = withSql.filter((f) => !f.endsWith('.repository.ts') && !(f in PLUMBING));
    expect(misplaced).toEqual([]);
  });

  it('keeps its list honest: every file named there still sends SQL', () => {
    expect(Object.keys(PLUMBING).filter((f) => !withSql.includes(f))).toEqual([]);
  });
});
