import { spawn, type ChildProcess } from 'node:child_process';
import * as path from 'node:path';
import { freePort } from '../../src/platform/config/free-port';
import { PROJECT_ROOT } from '../../src/platform/config/paths';

/** The API as `npm run start:api` runs it, in a process of its own on a free loopback port. */
export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  /** SIGTERM (graceful), SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['-r', path.join(PROJECT_ROOT, 'scripts', 'register-swc.js'), path.join(PROJECT_ROOT, 'api/src/main.ts')],
    {
      cwd: PROJECT_ROOT,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error', ...env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const errors: string[] = [];
  child.stderr?.on('data', (d: Buffer) => {
    errors.push(d.toString());
    if (errors.length > 50) errors.shift();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}):\n${errors.join('')}`);
    try {
      const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`the API did not answer within 90 s:\n${errors.join('')}`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return {
    url,
    child,
    exited,
    stop: async (graceMs = 10_000) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
