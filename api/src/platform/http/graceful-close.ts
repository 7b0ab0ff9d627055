import type { Server } from 'node:http';

/**
 * Makes closing the HTTP server quick without cutting requests short. `server.close()` stops
 * accepting connections and waits for open ones; it drops the idle keep-alive connections of that
 * moment, but a connection whose request is still in flight becomes idle only after its response
 * and would then hold the close open until the client's keep-alive timeout (seconds). Once closing
 * has begun we therefore drop each connection as soon as its response has been sent.
 */
export function closeIdleConnectionsAfterResponses(server: Server): void {
  let closing = false;
  const close = server.close.bind(server);
  server.close = ((callback?: (err?: Error) => void) => {
    closing = true;
    return close(callback);
  }) as Server['close'];
  server.on('request', (_req, res) => {
    res.on('finish', () => {
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  });
}
