import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '../../src/platform/config/free-port';
import { PROJECT_ROOT } from '../../src/platform/config/paths';

/** A private PostgreSQL in its own process (postgres-process.ts) that a test may stop, start and freeze. */
export interface PostgresChild {
  url: string;
  /** The postmaster's pid, while it runs. */
  pid: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP / SIGCONT on the postmaster and every backend it has forked. */
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

/**
 * `dataDir`: where its data lives (default: a fresh temporary folder); `database` and `user` as
 * `npm start` has them when a test needs its layout (the user's password is its name).
 */
export async function startPostgresChild(
  options: { dataDir?: string; database?: string; user?: string } = {},
): Promise<PostgresChild> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'entente-own-pg-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '-r',
      path.join(PROJECT_ROOT, 'scripts', 'register-swc.js'),
      path.join(PROJECT_ROOT, 'api/test/support/postgres-process.ts'),
      dataDir,
      String(await freePort()),
      ...(options.database ? [options.database, ...(options.user ? [options.user] : [])] : []),
    ],
    { cwd: PROJECT_ROOT, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout! });
  const waiting: Array<(line: string) => void> = [];
  lines.on('line', (line) => waiting.shift()?.(line));
  const next = () =>
    new Promise<string>((resolve, reject) => {
      waiting.push(resolve);
      child.once('exit', (code) => reject(new Error(`postgres process exited (${code})`)));
    });
  const readyLine = async () => {
    const [word, url, pid] = (await next()).split(' ');
    if (word !== 'ready') throw new Error(`postgres process said ${word}`);
    return { url, pid: Number(pid) };
  };
  let frozen: number[] = [];
  const first = await readyLine();
  const handle: PostgresChild = {
    url: first.url,
    pid: first.pid,
    stop: async () => {
      child.stdin!.write('stop\n');
      await next();
    },
    start: async () => {
      child.stdin!.write('start\n');
      handle.pid = (await readyLine()).pid;
    },
    freeze: () => {
      frozen = processTree(handle.pid);
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    },
    thaw: () => {
      for (const pid of [...frozen].reverse()) {
        try {
          process.kill(pid, 'SIGCONT');
        } catch {
          // gone meanwhile
        }
      }
      frozen = [];
    },
    close: async () => {
      handle.thaw();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin!.write('exit\n');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return handle;
}

/** A process and all its descendants, from /proc. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  const walk = (pid: number) => {
    out.push(pid);
    for (const c of children.get(pid) ?? []) walk(c);
  };
  walk(root);
  return out;
}
