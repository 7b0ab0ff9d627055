import { apiGet } from '../lib/api';

// Health is read on every request: the page doubles as a quick "is everything up" check.
export const dynamic = 'force-dynamic';

interface Health {
  status: string;
  version: string;
  database: { status: string };
}

async function readHealth(): Promise<Health | undefined> {
  try {
    const { body } = await apiGet<Health>('/health');
    return body && typeof body.version === 'string' ? body : undefined;
  } catch {
    return undefined;
  }
}

export default async function HomePage() {
  const health = await readHealth();
  const up = health?.status === 'ok';
  return (
    <>
      <h1>Entente</h1>
      <p>Correspondence play of two chess variants for more than one mind at the board.</p>
      <div className="cards">
        <section className="card">
          <h2>Coalition Chess</h2>
          <p>Schönberg&apos;s Koalitionsschach: four parties on a 10×10 board, two great and two small powers, and alliances that decide the game.</p>
          <a href="/rules/coalition">Rules</a>
        </section>
        <section className="card">
          <h2>007 Chess</h2>
          <p>Jackman&apos;s variant: every turn is three half-moves — your piece, your opponent&apos;s piece, your piece again.</p>
          <a href="/rules/007">Rules</a>
        </section>
        <section className="card" data-testid="server-status">
          <h2>Server</h2>
          {health ? (
            <p className={up ? 'status-up' : 'status-down'}>
              API {health.version}: {up ? 'running' : 'degraded'}, database {health.database.status}
            </p>
          ) : (
            <p className="status-down">The API does not answer.</p>
          )}
        </section>
      </div>
    </>
  );
}
