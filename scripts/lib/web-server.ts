import { ChildProcess, spawn } from 'node:child_process';
import { connectHost } from '../../api/src/platform/config/listen-address';
import { STANDALONE_SERVER } from './web-build';

export interface WebServer {
  child: ChildProcess;
  url: string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves when the process has exited. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Starts the built dashboard (web/server.js as the build placed it in the standalone tree:
 * web/.next/standalone/web/server.js — Next's handler behind the client-address step) on `port`,
 * with API_URL telling its `/api/*` proxy and server components where the API is. Resolves once
 * the server answers HTTP.
 */
export async function startWebServer(options: {
  port: number;
  apiUrl: string;
  host?: string;
  /** Each line the server prints, with the stream it went to. */
  onOutput?: (line: string, stream: 'stdout' | 'stderr') => void;
  env?: Record<string, string>;
}): Promise<WebServer> {
  const host = options.host ?? '127.0.0.1';
  const child = spawn(process.execPath, [STANDALONE_SERVER, '-p', String(options.port), '-H', host], {
    env: {
      ...process.env,
      ...options.env,
      API_URL: options.apiUrl,
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const recent: string[] = []; // the last lines, for the error message when it fails to start
  const emit = (stream: 'stdout' | 'stderr') => (d: Buffer) => {
    for (const line of d.toString().split('\n')) {
      if (!line.trim()) continue;
      recent.push(line);
      if (recent.length > 20) recent.shift();
      options.onOutput?.(line, stream);
    }
  };
  child.stdout?.on('data', emit('stdout'));
  child.stderr?.on('data', emit('stderr'));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // If our process exits without stop() (a second Ctrl-C, a crash), take the server with us.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  void exited.then(() => process.removeListener('exit', killOnExit));
  const stop = async (graceMs = 5000): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  const url = `http://${connectHost(host)}:${options.port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the dashboard server exited with code ${child.exitCode}:\n${recent.join('\n')}`);
    try {
      const res = await fetch(`${url}/favicon.ico`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`The dashboard did not answer on ${url} within 60 s`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return { child, url, stop };
}
