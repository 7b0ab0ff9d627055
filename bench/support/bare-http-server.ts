/**
 * The benchmark's ceiling reference: the raw transaction (one UPDATE + one INSERT) behind the
 * plainest HTTP server Node has — `node:http`, a `pg` pool, no framework, no auth, no validation.
 * Run in its own process like the API, so the load generator, this server and PostgreSQL share
 * the machine's cores exactly as in the HTTP phase. What separates this rate from the raw rate is
 * the price of HTTP itself on this machine; what separates the API from it is everything else.
 *
 *   node -r ./scripts/register-swc.js bench/support/bare-http-server.ts   (DATABASE_URL, PORT, POOL_SIZE)
 */
import { createServer } from 'node:http';
import { Pool } from 'pg';

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });
const payload = JSON.stringify({
  action: { type: 'move', move: 'e2e4', seat: 'white' },
  effects: [{ type: 'moved', seat: 'white', color: 'white', move: 'e2e4', san: 'e4', capture: false }],
});

async function transaction(game: number): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query(
      `UPDATE bench_games SET version = version + 1, state = $2, updated_at = now() WHERE id = $1 RETURNING version`,
      [game, 'y'.repeat(200)],
    );
    await client.query(
      `INSERT INTO bench_events (game_id, seq, payload, created_at) VALUES ($1, $2, $3::jsonb, now())`,
      [game, rows[0].version, payload],
    );
    await client.query('COMMIT');
    return rows[0].version as number;
  } finally {
    client.release();
  }
}

const server = createServer((req, res) => {
  const match = /^\/games\/(\d+)\/tx$/.exec(req.url ?? '');
  req.resume();
  req.on('end', () => {
    const reply = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
      res.end(text);
    };
    if (req.method !== 'POST' || !match) return reply(404, { error: 'not found' });
    transaction(Number(match[1])).then(
      (version) => reply(201, { version }),
      (error: Error) => reply(500, { error: error.message }),
    );
  });
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
