import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { ENVIRONMENT, ENVIRONMENT_VARIABLES, readEnvironment } from './environment';

/** The rows of README.md's configuration table: variable name → default cell. */
function readmeTable(): Map<string, string> {
  const readme = readFileSync(path.join(__dirname, '..', '..', '..', '..', 'README.md'), 'utf8');
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^#{2,3} /m)[0] ?? '';
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const name = /^`([A-Z][A-Z0-9_]*)`$/.exec(cells[1] ?? '')?.[1];
    if (name) rows.set(name, cells[2]);
  }
  return rows;
}

describe('the configuration schema', () => {
  it("lists exactly the README's configuration table, in its order", () => {
    expect([...readmeTable().keys()]).toEqual(ENVIRONMENT_VARIABLES);
  });

  it('has the defaults the README states', () => {
    const table = readmeTable();
    for (const name of ENVIRONMENT_VARIABLES) {
      const fallback = ENVIRONMENT.shape[name].parse(undefined);
      if (fallback !== undefined) expect(`${name}: ${table.get(name)}`).toContain(`${name}: \`${String(fallback)}\``);
    }
  });

  it('reads only its own variables and takes an empty value as unset', () => {
    const env = readEnvironment({ PORT: '  ', HOST: ' 0.0.0.0 ', SOMETHING_ELSE: 'x' });
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe('0.0.0.0');
    expect(env).not.toHaveProperty('SOMETHING_ELSE');
  });

  it('reports every wrong variable at once', () => {
    expect(() => readEnvironment({ WEB_PORT: '0', PG_PORT: 'x', API_URL: 'ftp://a', NODE_ENV: 'prod' })).toThrow(
      expect.objectContaining({
        problems: [
          'NODE_ENV must be production, development or test (got "prod")',
          'WEB_PORT must be a port number between 1 and 65535 (got "0")',
          'PG_PORT must be a port number between 1 and 65535 (got "x")',
          'API_URL must be a URL starting with http:// or https:// (got "ftp://a")',
        ],
      }),
    );
  });
});
