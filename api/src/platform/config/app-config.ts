import type { RateLimits } from './rate-limits';
import { ConfigError, Environment, LogLevel, readEnvironment } from './environment';
import { dashboardOrigins, printedAddress } from './listen-address';

export { ConfigError } from './environment';
export type { LogLevel } from './environment';

/**
 * The API's configuration, derived from the validated environment (environment.ts) before
 * anything starts. A wrong or missing setting stops the process with a message naming the
 * variable, so a misconfigured deployment fails at boot rather than on the first request.
 */
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
  /**
   * Origins whose cookie-authenticated writes are accepted: PUBLIC_URL's, and the dashboard's
   * port on the loopback names and on HOST — the addresses a person at the machine or the start
   * command's printout uses. Every other Origin is refused (CSRF_REJECTED).
   */
  trustedOrigins: string[];
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
  /** Allow push endpoints in private/loopback ranges (PUSH_ALLOW_PRIVATE=true; tests). */
  pushAllowPrivate?: boolean;
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (both or neither); unset, the kept pair is used. */
  vapidKeys?: { publicKey: string; privateKey: string };
  /** VAPID_SUBJECT: how a push service reaches the operator; default the MAIL_FROM address. */
  vapidSubject?: string;
  /** Request budgets per minute (RATE_LIMIT_*). */
  rateLimits: RateLimits;
  /**
   * TRUSTED_PROXIES: the peers whose X-Forwarded-For names the client (addresses, CIDR ranges,
   * loopback/linklocal/uniquelocal); default loopback, the dashboard's /api proxy. Nobody else can
   * choose the address the rate limits count.
   */
  trustedProxies: string[];
  /** GAME_CACHE_SIZE: games kept in memory to start a half-move from (default 2000; 0: none). */
  gameCacheSize?: number;
  /** DB_STATEMENT_TIMEOUT_MS: the longest a query may run; with the next, bounds every request. */
  dbStatementTimeoutMs: number;
  /** DB_CONNECT_TIMEOUT_MS: the longest wait for a database connection. */
  dbConnectTimeoutMs: number;
  /** COMPUTER_MOVE_MS: a computer player's thinking time per action in a game (default 2000). */
  computerMoveMs?: number;
  /**
   * A fixed seed for the computer players' choices, for runs that must repeat exactly (bench:abandon;
   * not read from the environment). Without it a game's choices are seeded by its id, which is
   * random; with it, by this seed and the game's creator, whom such a run chooses (one game each).
   */
  computerSeed?: string;
  /** Interval of SSE keep-alive comments in ms (default 15000). */
  streamKeepAliveMs?: number;
  /** Lifetime of OAuth access tokens in seconds (OAUTH_ACCESS_TOKEN_TTL_SECONDS). */
  oauthAccessTokenSeconds: number;
  /** Lifetime of OAuth refresh tokens in seconds, counted anew at each refresh (OAUTH_REFRESH_TOKEN_TTL_SECONDS). */
  oauthRefreshTokenSeconds: number;
  /** Messages one user may write per minute, over all games (MESSAGES_PER_MINUTE). */
  messagesPerMinute: number;
  /** Reports one user may file per hour (REPORTS_PER_HOUR). */
  reportsPerHour: number;
  /** Event streams one user may hold open at once in one process (STREAMS_PER_USER). */
  streamsPerUser: number;
  /** METRICS=on: `GET /metrics` answers (loopback, or with the token); otherwise it is a 404. */
  metrics?: boolean;
  /** METRICS_TOKEN: a bearer that may read `/metrics` from anywhere. */
  metricsToken?: string;
  /** Games a bot may create with another bot in any 24 hours (BOT_GAMES_PER_DAY). */
  botGamesPerDay?: number;
}

/** Used outside production only, so `npm test` and local runs need no secret set up by hand. */
const DEV_SECRET = 'entente-development-secret-not-for-production-use';

type Env = Record<string, string | undefined>;

/** Reads and validates the configuration; throws one ConfigError listing every problem. */
export function loadConfig(env: Env = process.env): AppConfig {
  let parsed: Environment | undefined;
  let problems: string[] = [];
  try {
    parsed = readEnvironment(env);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    problems = e.problems;
  }
  // What the API alone needs; the start command brings its own database and a generated secret.
  if (!env.DATABASE_URL?.trim()) {
    problems.push('DATABASE_URL is required (postgres://user:password@host:port/database)');
  }
  if (parsed && !parsed.VAPID_PUBLIC_KEY !== !parsed.VAPID_PRIVATE_KEY) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all');
  }
  if (parsed?.NODE_ENV === 'production' && !parsed.SESSION_SECRET && !parsed.JWT_SECRET) {
    problems.push('SESSION_SECRET is required in production (32+ random characters)');
  }
  if (problems.length > 0 || !parsed) throw new ConfigError(problems);
  return appConfigFrom(parsed, parsed.DATABASE_URL!);
}

/** The API's configuration from a parsed environment, with the database the caller chose. */
export function appConfigFrom(env: Environment, databaseUrl: string): AppConfig {
  const publicUrl = env.PUBLIC_URL ?? printedAddress(env.HOST, env.WEB_PORT);
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    databaseUrl,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl,
    trustedOrigins: dashboardOrigins(publicUrl, env.HOST, env.WEB_PORT),
    // SESSION_SECRET is the documented name; JWT_SECRET is accepted as an alias.
    sessionSecret: env.SESSION_SECRET ?? env.JWT_SECRET ?? DEV_SECRET,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'log'),
    devMailDir: env.DEV_MAIL_DIR,
    vacationDaysPerYear: env.VACATION_DAYS_PER_YEAR,
    ...(env.WEBHOOKS_ALLOW_PRIVATE ? { webhooksAllowPrivate: true } : {}),
    ...(env.PUSH_ALLOW_PRIVATE ? { pushAllowPrivate: true } : {}),
    ...(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { vapidKeys: { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } }
      : {}),
    ...(env.VAPID_SUBJECT ? { vapidSubject: env.VAPID_SUBJECT } : {}),
    rateLimits: {
      authPerMinute: env.RATE_LIMIT_AUTH_PER_MINUTE,
      apiPerMinute: env.RATE_LIMIT_API_PER_MINUTE,
      signInPerAccountPerMinute: env.RATE_LIMIT_SIGNIN_PER_ACCOUNT_PER_MINUTE,
      signInPerAddressPerMinute: env.RATE_LIMIT_SIGNIN_PER_ADDRESS_PER_MINUTE,
      mailPerAddressPerHour: env.RATE_LIMIT_MAIL_PER_ADDRESS_PER_HOUR,
    },
    trustedProxies: env.TRUSTED_PROXIES ?? ['loopback'],
    gameCacheSize: env.GAME_CACHE_SIZE,
    dbStatementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    dbConnectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
    oauthAccessTokenSeconds: env.OAUTH_ACCESS_TOKEN_TTL_SECONDS,
    oauthRefreshTokenSeconds: env.OAUTH_REFRESH_TOKEN_TTL_SECONDS,
    computerMoveMs: env.COMPUTER_MOVE_MS,
    messagesPerMinute: env.MESSAGES_PER_MINUTE,
    reportsPerHour: env.REPORTS_PER_HOUR,
    streamsPerUser: env.STREAMS_PER_USER,
    ...(env.METRICS === 'on' ? { metrics: true } : {}),
    ...(env.METRICS_TOKEN ? { metricsToken: env.METRICS_TOKEN } : {}),
    botGamesPerDay: env.BOT_GAMES_PER_DAY,
  };
}
