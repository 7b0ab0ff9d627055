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
  'platform/database/embedded-postgres.ts': 'creates the role and database of the embedded server',
  'platform/database/sql-params.ts': "builds a statement's $n placeholders for the repositories",
  'platform/jobs/pg-listener.ts': 'LISTEN on its own connection',
};

/** Files that still hold SQL outside a repository; each moves its statements into one. */
const NOT_YET_MOVED: readonly string[] = [
  'community/alliances/alliance-list-query.ts',
  'community/alliances/alliance-recorder.ts',
  'community/alliances/alliances.service.ts',
  'community/clubs/club-access.ts',
  'community/clubs/clubs.service.ts',
  'community/ladders/ladder-access.ts',
  'community/ladders/ladder-audit.ts',
  'community/ladders/ladder-credit.ts',
  'community/ladders/ladder-games.service.ts',
  'community/ladders/ladder-recorder.ts',
  'community/ladders/ladders.service.ts',
  'community/ladders/private-games.interceptor.ts',
  'community/ladders/seasons.ts',
  'community/ladders/standings-tally.ts',
  'community/ladders/standings.service.ts',
  'community/ratings/ratings.service.ts',
  'delivery/notifications/digest-scheduler.ts',
  'delivery/notifications/email-composer.ts',
  'delivery/notifications/inbox.service.ts',
  'delivery/notifications/message-burst.ts',
  'delivery/notifications/notification-settings.service.ts',
  'delivery/notifications/outbox-dispatcher.ts',
  'delivery/notifications/reminder-scheduler.ts',
  'delivery/streams/streams.controller.ts',
  'delivery/webhooks/webhook-dispatcher.ts',
  'delivery/webhooks/webhooks.service.ts',
  'identity/auth/accounts.service.ts',
  'identity/auth/sessions.service.ts',
  'identity/tokens/tokens.service.ts',
  'platform/health/health.controller.ts',
  'platform/health/health.service.ts',
];

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
    const misplaced = withSql.filter(
      (f) => !f.endsWith('.repository.ts') && !(f in PLUMBING) && !NOT_YET_MOVED.includes(f),
    );
    expect(misplaced).toEqual([]);
  });

  it('keeps its lists honest: every file named there still sends SQL', () => {
    const listed = [...Object.keys(PLUMBING), ...NOT_YET_MOVED];
    expect(listed.filter((f) => !withSql.includes(f))).toEqual([]);
  });
});
