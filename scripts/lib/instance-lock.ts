import { closeSync, existsSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/**
 * One start command per folder: a lock file created atomically (O_EXCL) holding the owner's pid.
 * A lock whose process is gone (crash, kill -9) is stale and taken over.
 */
export interface LockHolder {
  pid: number;
  startedAt: string;
}

export class InstanceLock {
  private held = false;

  constructor(readonly file: string) {}

  /** Takes the lock, or returns the live holder that owns it. */
  acquire(): { ok: true } | { ok: false; holder: LockHolder } {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const fd = openSync(this.file, 'wx');
        writeSync(fd, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }));
        closeSync(fd);
        this.held = true;
        return { ok: true };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
        const holder = readHolder(this.file);
        if (holder && processAlive(holder.pid)) return { ok: false, holder };
        rmSync(this.file, { force: true }); // stale: its process is gone
      }
    }
    throw new Error(`Could not take the lock ${this.file}`);
  }

  release(): void {
    if (!this.held) return;
    this.held = false;
    const holder = readHolder(this.file);
    if (holder?.pid === process.pid) rmSync(this.file, { force: true });
  }
}

function readHolder(file: string): LockHolder | undefined {
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LockHolder) : undefined;
  } catch {
    return undefined;
  }
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** PID of a postgres still running on `dataDir` (from its postmaster.pid), if any. */
export function postgresRunningOn(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0]);
    return pid > 0 && processAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}
