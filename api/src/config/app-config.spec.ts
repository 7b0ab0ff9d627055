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
      publicUrl: 'http://localhost:3001',
      logLevel: 'log',
    });
    expect(c.smtpUrl).toBeUndefined();
    expect(c.devMailDir).toBeUndefined();
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
    });
    expect(c).toMatchObject({
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

  it('requires a secret in production only', () => {
    expect(problemsOf({ ...base, NODE_ENV: 'production' }).join()).toContain('SESSION_SECRET is required');
    expect(problemsOf({ ...base, NODE_ENV: 'development' })).toEqual([]);
  });
});
