import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { load } from 'js-yaml';

type Service = {
  image?: string;
  build?: unknown;
  ports?: string[];
  environment?: Record<string, unknown>;
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  configs?: { source: string; target: string }[];
};
type Compose = { services: Record<string, Service>; configs?: Record<string, { content?: string }> };

const file = path.join(__dirname, '..', 'docker-compose.yml');
const text = readFileSync(file, 'utf8');
const compose = load(text) as Compose;

/**
 * docker-compose.yml runs the README's scale-out shape — three API replicas on one PostgreSQL
 * behind a proxy. No Docker engine runs here, so its structure is checked instead: what each
 * service depends on exists and starts in order, the replicas are reached only through the proxy,
 * and the proxy's configuration survives Compose's own variable interpolation.
 */
describe('docker-compose.yml', () => {
  const { services } = compose;

  it('runs three API replicas, reached only through the proxy, after the one-shot migration', () => {
    expect(services.api.deploy?.replicas).toBe(3);
    expect(services.api.ports).toBeUndefined();
    expect(services.api.depends_on?.migrate).toEqual({ condition: 'service_completed_successfully' });
    expect(services.migrate.depends_on?.postgres).toEqual({ condition: 'service_healthy' });
    // Every replica shares the settings that must be equal (README: "Running past one machine").
    const { '<<': shared, ...own } = (services.api.environment ?? {}) as Record<string, unknown>; // a YAML merge key
    const environment = { ...(shared as Record<string, unknown>), ...own };
    for (const name of ['DATABASE_URL', 'SESSION_SECRET', 'PUBLIC_URL', 'SMTP_URL', 'MAIL_FROM'])
      expect(environment).toHaveProperty(name);
  });

  it('puts an nginx proxy in front, which the dashboard and the published port use', () => {
    const proxy = services.proxy;
    expect(proxy.image).toMatch(/^nginx:\d/);
    expect(proxy.ports).toEqual(['${PORT:-3000}:80']);
    expect(proxy.depends_on?.api).toEqual({ condition: 'service_healthy' });
    expect(services.web.environment?.API_URL).toBe('http://proxy:80');
    const [config] = proxy.configs ?? [];
    expect(config.target).toBe('/etc/nginx/conf.d/default.conf');
    const content = compose.configs?.[config.source]?.content ?? '';
    expect(content).toMatch(/upstream entente_api \{\s*server api:3000;/);
    expect(content).toContain('proxy_pass http://entente_api;');
    // Streams pass through unbuffered and stay open; the client's address is set, not appended.
    expect(content).toContain('proxy_buffering off;');
    expect(content).toMatch(/proxy_read_timeout \d+h;/);
    expect(content).toContain('proxy_set_header X-Forwarded-For $$remote_addr;');
    // Compose interpolates `$name`: every nginx variable must be written `$$name`.
    expect(content.replace(/\$\$/g, '')).not.toContain('$');
  });

  it('names only services and configs that exist', () => {
    for (const service of Object.values(services)) {
      for (const dependency of Object.keys(service.depends_on ?? {}))
        expect(Object.keys(services)).toContain(dependency);
      for (const c of service.configs ?? []) expect(Object.keys(compose.configs ?? {})).toContain(c.source);
      expect(service.image ?? service.build).toBeDefined();
    }
  });
});
