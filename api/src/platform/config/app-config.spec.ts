import { ConfigError, loadConfig } from './app-config';

const base = { DATABASE_URL: 'postgres://u:p@localhost:5432/db' };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  return [];
}

describe('loadConfig', () => {
  it('applies defaults for a development setup', () => {
    const c = loadConfig(base);
    expect(c).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      publicUrl: 'http://127.0.0.1:3001',
      logLevel: 'log',
      rateLimits: { authPerMinute: 10, apiPerMinute: 1200 },
      vacationDaysPerYear: 30,
    });
    expect(c.webhooksAllowPrivate).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
    expect(c.devMailDir).toBeUndefined();
  });

  it('serves /metrics only when METRICS=on, with a token of some length', () => {
    expect(loadConfig(base).metrics).toBeUndefined();
    expect(loadConfig({ ...base, METRICS: 'on', METRICS_TOKEN: 't'.repeat(16) })).toMatchObject({
      metrics: true,
      metricsToken: 't'.repeat(16),
    });
    expect(problemsOf({ ...base, METRICS: 'yes' }).join(' ')).toMatch(/METRICS.*on or off/);
    expect(problemsOf({ ...base, METRICS_TOKEN: 'short' }).join(' ')).toMatch(/METRICS_TOKEN.*16/);
  });

  it('reads every documented variable', () => {
    const c = loadConfig({
      ...base,
      NODE_ENV: 'production',
      PORT: '8080',
      SMTP_URL: 'smtps://user:pw@mail.example.org:465',
      MAIL_FROM: 'Entente <games@example.org>',
      PUBLIC_URL: 'https://entente.example.org/',
      SESSION_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'debug',
      VACATION_DAYS_PER_YEAR: '12',
      WEBHOOKS_ALLOW_PRIVATE: 'TRUE',
      RATE_LIMIT_AUTH_PER_MINUTE: '5',
      RATE_LIMIT_API_PER_MINUTE: '600',
    });
    expect(c).toMatchObject({
      vacationDaysPerYear: 12,
      webhooksAllowPrivate: true,
      rateLimits: { authPerMinute: 5, apiPerMinute: 600 },
      nodeEnv: 'production',
      port: 8080,
      smtpUrl: 'smtps://user:pw@mail.example.org:465',
      mailFrom: 'Entente <games@example.org>',
      publicUrl: 'https://entente.example.org',
      sessionSecret: 'x'.repeat(40),
      logLevel: 'debug',
    });
  });

  it('accepts JWT_SECRET as an alias of SESSION_SECRET', () => {
    expect(loadConfig({ ...base, JWT_SECRET: 'j'.repeat(32) }).sessionSecret).toBe('j'.repeat(32));
  });

  it('names each wrong or missing setting, all at once', () => {
    const problems = problemsOf({ PORT: '70000', SMTP_URL: 'http://x', LOG_LEVEL: 'loud', PUBLIC_URL: 'nope' });
    const text = problems.join('\n');
    expect(problems).toHaveLength(5);
    for (const name of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'LOG_LEVEL', 'PUBLIC_URL']) expect(text).toContain(name);
  });

  it('rejects a non-postgres DATABASE_URL and a short secret', () => {
    expect(problemsOf({ DATABASE_URL: 'mysql://x/y' }).join()).toContain('DATABASE_URL');
    expect(problemsOf({ ...base, SESSION_SECRET: 'short' }).join()).toContain('SESSION_SECRET');
  });

  it('takes booleans strictly: "yes" is an error naming the variable, not a silent false', () => {
    expect(problemsOf({ ...base, WEBHOOKS_ALLOW_PRIVATE: 'yes' })).toEqual([
      'WEBHOOKS_ALLOW_PRIVATE must be true or false (got "yes")',
    ]);
    expect(problemsOf({ ...base, WEBHOOKS_ALLOW_PRIVATE: '1' }).join()).toContain('WEBHOOKS_ALLOW_PRIVATE');
    expect(loadConfig({ ...base, WEBHOOKS_ALLOW_PRIVATE: 'false' }).webhooksAllowPrivate).toBeUndefined();
  });

  it('validates the rate limits with everything else', () => {
    const problems = problemsOf({ ...base, RATE_LIMIT_AUTH_PER_MINUTE: '0', RATE_LIMIT_API_PER_MINUTE: 'lots' });
    expect(problems).toEqual([
      'RATE_LIMIT_AUTH_PER_MINUTE must be a positive whole number (got "0")',
      'RATE_LIMIT_API_PER_MINUTE must be a positive whole number (got "lots")',
    ]);
  });

  it("never repeats a secret or a URL's password in a message", () => {
    const text = problemsOf({ DATABASE_URL: 'mysql://u:hunter2@x/y', SESSION_SECRET: 'short-secret' }).join('\n');
    expect(text).toContain(
      'DATABASE_URL must be a URL starting with postgres:// or postgresql:// (got "mysql://u:***@x/y")',
    );
    expect(text).toContain('SESSION_SECRET must be at least 32 characters long');
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('short-secret');
  });

  it('trusts the dashboard on PUBLIC_URL, the loopback names and HOST, at WEB_PORT', () => {
    expect(loadConfig(base).trustedOrigins).toEqual([
      'http://127.0.0.1:3001',
      'http://localhost:3001',
      'http://[::1]:3001',
    ]);
    const named = loadConfig({
      ...base,
      HOST: 'entente.lan',
      WEB_PORT: '8001',
      PUBLIC_URL: 'https://games.example.org/x',
    });
    expect(named.publicUrl).toBe('https://games.example.org/x');
    expect(named.trustedOrigins).toEqual([
      'https://games.example.org',
      'http://127.0.0.1:8001',
      'http://localhost:8001',
      'http://[::1]:8001',
      'http://entente.lan:8001',
    ]);
    // Bound to every interface, the printed address (and PUBLIC_URL's default) is 127.0.0.1.
    const wildcard = loadConfig({ ...base, HOST: '0.0.0.0' });
    expect(wildcard.publicUrl).toBe('http://127.0.0.1:3001');
    expect(wildcard.trustedOrigins).not.toContain('http://0.0.0.0:3001');
  });

  it('requires a secret in production only', () => {
    expect(problemsOf({ ...base, NODE_ENV: 'production' }).join()).toContain('SESSION_SECRET is required');
    expect(problemsOf({ ...base, NODE_ENV: 'development' })).toEqual([]);
  });
});
