import proxyaddr from 'proxy-addr';
import { z } from 'zod';

/**
 * Every environment variable Entente reads — the API, the start command and the dashboard server
 * — in one schema, validated once at start-up. README.md's configuration table lists exactly
 * these (a test compares the two). An empty value counts as unset. To add a setting: one entry
 * here, one row in the README, and read it from the parsed result, never from process.env.
 */

/** Says what is wrong with one variable; the name and the value it had are added when reported. */
const integer = (min: number, max: number, what: string) =>
  z
    .string()
    .regex(/^\d+$/, { error: what })
    .transform(Number)
    .pipe(z.number().min(min, { error: what }).max(max, { error: what }));

const port = () => integer(1, 65535, 'must be a port number between 1 and 65535');

/** Strict: `true` or `false` (any case), nothing else — `yes` is an error, not a silent false. */
const flag = () => z.stringbool({ truthy: ['true'], falsy: ['false'], error: 'must be true or false' });

const url = (protocols: string[]) =>
  z.string().refine(
    (raw) => {
      try {
        return protocols.includes(new URL(raw).protocol);
      } catch {
        return false;
      }
    },
    { error: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

const LOG_LEVELS = ['error', 'warn', 'log', 'debug', 'verbose'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const ENVIRONMENT = z.object({
  // --- the API (and the start command, which runs it) ---
  NODE_ENV: z
    .enum(['production', 'development', 'test'], { error: 'must be production, development or test' })
    .default('development'),
  PORT: port().default(3000),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z
    .string()
    .regex(/^[^<>]*<?[^\s@<>]+@[^\s@<>]+>?$/, { error: 'must be an address like "Entente <no-reply@example.org>"' })
    .default('Entente <no-reply@entente.localhost>'),
  PUBLIC_URL: url(['http:', 'https:'])
    .transform((u) => u.replace(/\/+$/, ''))
    .optional(),
  SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters long' }).optional(),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters long' }).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
  VACATION_DAYS_PER_YEAR: integer(0, 366, 'must be a whole number from 0 to 366').default(30),
  WEBHOOKS_ALLOW_PRIVATE: flag().default(false),
  // Web Push (api/src/delivery/push): the VAPID key pair, base64url as web-push writes it; unset,
  // one is generated once and kept in the database. The subject is a mailto: or https: contact.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, { error: 'must be an uncompressed P-256 public key, base64url (87 characters)' })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'must be a P-256 private key, base64url (43 characters)' })
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, { error: 'must be a mailto: or https: URL' })
    .optional(),
  PUSH_ALLOW_PRIVATE: flag().default(false),
  METRICS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('off'),
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters long' }).optional(),
  RATE_LIMIT_AUTH_PER_MINUTE: integer(1, Number.MAX_SAFE_INTEGER, 'must be a positive whole number').default(10),
  RATE_LIMIT_API_PER_MINUTE: integer(1, Number.MAX_SAFE_INTEGER, 'must be a positive whole number').default(1200),
  // OAuth (api/src/identity/oauth): an access token cannot be recalled from a client, so it runs out within
  // the hour; a refresh token outlives weeks without a move, and each refresh counts it anew.
  OAUTH_ACCESS_TOKEN_TTL_SECONDS: integer(60, 86400, 'must be a whole number of seconds from 60 to 86400').default(
    3600,
  ),
  OAUTH_REFRESH_TOKEN_TTL_SECONDS: integer(
    3600,
    366 * 24 * 3600,
    'must be a whole number of seconds from 3600 to 31622400',
  ).default(30 * 24 * 3600),
  RATE_LIMIT_SIGNIN_PER_ACCOUNT_PER_MINUTE: integer(
    1,
    Number.MAX_SAFE_INTEGER,
    'must be a positive whole number',
  ).default(10),
  RATE_LIMIT_SIGNIN_PER_ADDRESS_PER_MINUTE: integer(
    1,
    Number.MAX_SAFE_INTEGER,
    'must be a positive whole number',
  ).default(30),
  RATE_LIMIT_MAIL_PER_ADDRESS_PER_HOUR: integer(1, Number.MAX_SAFE_INTEGER, 'must be a positive whole number').default(
    20,
  ),
  // Read by the API and by the dashboard's server alike (web/server.js): whose X-Forwarded-For to believe.
  TRUSTED_PROXIES: z
    .string()
    .transform((raw) =>
      raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine(
      (list) => {
        try {
          proxyaddr.compile(list);
          return true;
        } catch {
          return false;
        }
      },
      { error: 'must list addresses, CIDR ranges or loopback, linklocal, uniquelocal, comma separated' },
    )
    .optional(),
  // The computer players in games (api/src/play/computer-seats): thinking time per action.
  COMPUTER_MOVE_MS: integer(50, 60_000, 'must be milliseconds from 50 to 60000').default(2000),
  // Games kept in memory to start a half-move from (api/src/play/core/game-snapshot-cache.ts); 0: none.
  GAME_CACHE_SIZE: integer(0, 1_000_000, 'must be a whole number from 0 to 1000000').default(2000),
  DB_STATEMENT_TIMEOUT_MS: integer(100, 600_000, 'must be milliseconds from 100 to 600000').default(3000),
  DB_CONNECT_TIMEOUT_MS: integer(100, 600_000, 'must be milliseconds from 100 to 600000').default(1000),
  MESSAGES_PER_MINUTE: integer(1, 10_000, 'must be a whole number from 1 to 10000').default(20),
  REPORTS_PER_HOUR: integer(1, 1000, 'must be a whole number from 1 to 1000').default(10),
  STREAMS_PER_USER: integer(1, 1000, 'must be a whole number from 1 to 1000').default(20),
  // Games a bot may create with another bot in any 24 hours (docs/bots.md); 0: none.
  BOT_GAMES_PER_DAY: integer(0, 10_000, 'must be a whole number from 0 to 10000').default(20),
  DEV_MAIL_DIR: z.string().optional(),
  // --- the start command (npm start) ---
  WEB_PORT: port().default(3001),
  HOST: z.string().default('127.0.0.1'),
  PG_PORT: port().default(5433),
  SMTP_PORT: port().default(2525),
  DEV_MAIL: z.enum(['auto', 'on', 'off'], { error: 'must be auto, on or off' }).default('auto'),
  ENTENTE_DATA_DIR: z.string().optional(),
  // --- the dashboard's server ---
  API_URL: url(['http:', 'https:']).optional(),
});

export type Environment = z.output<typeof ENVIRONMENT>;
export type EnvironmentVariable = keyof z.input<typeof ENVIRONMENT>;
/** The variables of the schema, in its order (the README's table follows it). */
export const ENVIRONMENT_VARIABLES = Object.keys(ENVIRONMENT.shape) as EnvironmentVariable[];

/** Values never repeated in an error message. */
const SECRET: ReadonlySet<string> = new Set(['SESSION_SECRET', 'JWT_SECRET']);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/**
 * Parses the variables of `env`, trimmed, empty ones as unset. Throws one ConfigError naming every
 * wrong variable with the value it had (a URL's password and the secrets left out).
 */
export function readEnvironment(env: Env = process.env): Environment {
  const input: Record<string, string> = {};
  for (const name of ENVIRONMENT_VARIABLES) {
    const value = env[name]?.trim();
    if (value) input[name] = value;
  }
  const result = ENVIRONMENT.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const raw = input[name];
    const got = raw === undefined || SECRET.has(name) ? '' : ` (got "${redactPassword(raw)}")`;
    return `${name} ${issue.message}${got}`;
  });
  throw new ConfigError([...new Set(problems)]);
}

/** `postgres://user:secret@host/db` → `postgres://user:***@host/db`, for messages and logs. */
export function redactPassword(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
