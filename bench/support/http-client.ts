import { Agent, request } from 'node:http';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface HttpAnswer {
  readonly status: number;
  readonly body: Json;
  /** The body's size in bytes, as sent. */
  readonly bytes: number;
}

/**
 * A lean HTTP/1.1 client for one origin (node:http with keep-alive: on a shared two-core machine
 * fetch costs the load generator several times more CPU per request).
 */
export function httpClient(origin: string, maxSockets = 50) {
  let agent = new Agent({ keepAlive: true, maxSockets });
  const call = (method: string, route: string, token?: string, body?: unknown): Promise<HttpAnswer> =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        `${origin}${route}`,
        {
          method,
          agent,
          headers: {
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const text = raw.toString('utf8');
            let parsed: Json = {};
            try {
              parsed = text ? JSON.parse(text) : {};
            } catch {
              parsed = { text };
            }
            resolve({ status: res.statusCode ?? 0, body: parsed, bytes: raw.length });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  const must = async (method: string, route: string, token: string | undefined, body: unknown, status: number) => {
    const res = await call(method, route, token, body);
    if (res.status !== status) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  /**
   * Drops the kept-alive sockets: a phase that sends no request can outlast the server's keep-alive
   * timeout (5 s), and a request sent on a socket the server is just closing fails with ECONNRESET.
   */
  const freshConnections = () => {
    agent.destroy();
    agent = new Agent({ keepAlive: true, maxSockets });
  };
  return { call, must, freshConnections, close: () => agent.destroy() };
}

export type HttpClient = ReturnType<typeof httpClient>;
