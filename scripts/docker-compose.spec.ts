import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { load } from 'js-yaml';

type Service = {
  image?: string;
  profiles?: string[];
  build?: unknown;
  ports?: string[];
  environment?: Record<string, unknown>;
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  configs?: { source: string; target: string }[];
};
type Compose = { services: Record<string, Service>; configs?: Record<string, { content?: string; file?: string }> };

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

  it('has an optional monitoring profile: Prometheus scraping each replica with the token, Grafana with the dashboard', () => {
    expect(services.prometheus.profiles).toEqual(['monitoring']);
    expect(services.grafana.profiles).toEqual(['monitoring']);
    // The rest of the product runs without the profile.
    for (const name of ['postgres', 'migrate', 'api', 'proxy', 'web']) expect(services[name].profiles).toBeUndefined();
    const { '<<': shared } = (services.api.environment ?? {}) as Record<string, Record<string, string>>;
    expect(shared.METRICS).toBe('${METRICS:-on}');
    const token = shared.METRICS_TOKEN;
    const prometheus = load(compose.configs?.['prometheus-conf']?.content ?? '') as {
      scrape_configs: { metrics_path: string; authorization: { credentials: string }; dns_sd_configs: unknown[] }[];
    };
    const [job] = prometheus.scrape_configs;
    expect(job.metrics_path).toBe('/metrics');
    expect(job.authorization.credentials).toBe(token);
    expect(job.dns_sd_configs).toEqual([{ names: ['api'], type: 'A', port: 3000 }]);
    // The proxy, the public address, never passes /metrics on.
    expect(compose.configs?.['proxy-conf']?.content).toMatch(/location = \/metrics \{\s*return 404;/);
    // The dashboard file exists, is Grafana's JSON and reads the metrics the API exports.
    const file = compose.configs?.['grafana-dashboard']?.file ?? '';
    const dashboard = JSON.parse(readFileSync(path.join(__dirname, '..', file), 'utf8')) as {
      uid: string;
      panels: { targets: { expr: string }[] }[];
    };
    const exprs = dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr)).join('\n');
    for (const metric of [
      'http_request_duration_seconds',
      'entente_half_moves_total',
      'entente_games',
      'entente_outbox_pending',
      'entente_outbox_oldest_seconds',
      'entente_job_queue_depth',
      'entente_streams_open',
      'nodejs_eventloop_lag_seconds',
      'entente_db_pool_connections',
    ])
      expect(exprs).toContain(metric);
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
