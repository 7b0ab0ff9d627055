/**
 * The API's configuration, read once from the environment and validated before anything starts.
 * A wrong or missing setting stops the process with a message naming the variable, so a
 * misconfigured deployment fails at boot rather than on the first request that needs the value.
 */
export type LogLevel = 'error' | 'warn' | 'log' | 'debug' | 'verbose';

export interface AppConfig {
  /** `production`, `development` or `test`; only production makes secrets mandatory. */
  nodeEnv: 'production' | 'development' | 'test';
  /** TCP port of the HTTP API. */
  port: number;
  /** postgres:// URL of the database; migrations must already be applied. */
  databaseUrl: string;
  /** smtp:// or smtps:// URL mail is sent through; undefined = mail is only logged. */
  smtpUrl?: string;
  /** From header of every message the server sends. */
  mailFrom: string;
  /** Public base URL of the dashboard; links in emails point here. */
  publicUrl: string;
  /** Secret that signs session cookies and JWTs (at least 32 characters). */
  sessionSecret: string;
  /** Most verbose level that is logged. */
  logLevel: LogLevel;
  /**
   * Folder where the local mail catcher stores messages. Set only by the start command in
   * embedded mode; when set, `GET /dev/mail` lists them (otherwise that route answers 404).
   */
  devMailDir?: string;
  /** Vacation days each user may take per calendar year (VACATION_DAYS_PER_YEAR, default 30). */
  vacationDaysPerYear?: number;
  /** Allow webhook URLs in private/loopback ranges (WEBHOOKS_ALLOW_PRIVATE=true; tests, local set-ups). */
  webhooksAllowPrivate?: boolean;
  /** Interval of SSE keep-alive comments in ms (default 15000). */
  streamKeepAliveMs?: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS: LogLevel[] = ['error', 'warn', 'log', 'debug', 'verbose'];
/** Used outside production only, so `npm test` and local runs need no secret set up by hand. */
const DEV_SECRET = 'entente-development-secret-not-for-production-use';

type Env = Record<string, string | undefined>;

/** Reads and validates the configuration; throws one ConfigError listing every problem. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const v = env[name];
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  };

  const nodeEnvRaw = value('NODE_ENV') ?? 'development';
  if (!['production', 'development', 'test'].includes(nodeEnvRaw)) {
    problems.push(`NODE_ENV must be production, development or test (got "${nodeEnvRaw}")`);
  }
  const nodeEnv = nodeEnvRaw as AppConfig['nodeEnv'];

  const port = parsePort('PORT', value('PORT') ?? '3000', problems);

  const databaseUrl = value('DATABASE_URL');
  if (!databaseUrl) problems.push('DATABASE_URL is required (postgres://user:password@host:port/database)');
  else checkUrl('DATABASE_URL', databaseUrl, ['postgres:', 'postgresql:'], problems);

  const smtpUrl = value('SMTP_URL');
  if (smtpUrl) checkUrl('SMTP_URL', smtpUrl, ['smtp:', 'smtps:'], problems);

  const mailFrom = value('MAIL_FROM') ?? 'Entente <no-reply@entente.localhost>';
  if (!/^[^<>]*<?[^\s@<>]+@[^\s@<>]+>?$/.test(mailFrom)) {
    problems.push(`MAIL_FROM must be an address like "Entente <no-reply@example.org>" (got "${mailFrom}")`);
  }

  const publicUrl = (value('PUBLIC_URL') ?? 'http://localhost:3001').replace(/\/+$/, '');
  checkUrl('PUBLIC_URL', publicUrl, ['http:', 'https:'], problems);

  // SESSION_SECRET is the documented name; JWT_SECRET is accepted as an alias.
  let sessionSecret = value('SESSION_SECRET') ?? value('JWT_SECRET');
  if (!sessionSecret) {
    if (nodeEnv === 'production') problems.push('SESSION_SECRET is required in production (32+ random characters)');
    sessionSecret = DEV_SECRET;
  } else if (sessionSecret.length < 32) {
    problems.push('SESSION_SECRET must be at least 32 characters long');
  }

  const logLevel = (value('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'warn' : 'log')) as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }

  const devMailDir = value('DEV_MAIL_DIR');

  const vacationRaw = value('VACATION_DAYS_PER_YEAR');
  const vacationDaysPerYear = vacationRaw === undefined ? undefined : Number(vacationRaw);
  if (
    vacationDaysPerYear !== undefined &&
    !(Number.isInteger(vacationDaysPerYear) && vacationDaysPerYear >= 0 && vacationDaysPerYear <= 366)
  ) {
    problems.push(`VACATION_DAYS_PER_YEAR must be a whole number from 0 to 366 (got "${vacationRaw}")`);
  }
  const webhooksAllowPrivate = value('WEBHOOKS_ALLOW_PRIVATE') === 'true' ? true : undefined;

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    nodeEnv,
    port,
    databaseUrl: databaseUrl!,
    smtpUrl,
    mailFrom,
    publicUrl,
    sessionSecret,
    logLevel,
    devMailDir,
    ...(vacationDaysPerYear !== undefined ? { vacationDaysPerYear } : {}),
    ...(webhooksAllowPrivate ? { webhooksAllowPrivate } : {}),
  };
}

function parsePort(name: string, raw: string, problems: string[]): number {
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 1 || n > 65535) {
    problems.push(`${name} must be a port number between 1 and 65535 (got "${raw}")`);
    return 0;
  }
  return n;
}

function checkUrl(name: string, raw: string, protocols: string[], problems: string[]): void {
  try {
    const url = new URL(raw);
    if (!protocols.includes(url.protocol)) {
      problems.push(
        `${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${url.protocol}//…")`,
      );
    }
  } catch {
    problems.push(`${name} is not a valid URL`);
  }
}
