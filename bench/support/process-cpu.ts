import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock tick for /proc CPU times (USER_HZ, 100 on every mainstream build). */
const TICK_MS = 10;

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces). */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // gone, or not Linux
  }
}

/** CPU time (user + system, ms) a process has used so far; 0 once it is gone. */
export function cpuMsOf(pid: number): number {
  const f = statFields(pid);
  return f ? (Number(f[11]) + Number(f[12])) * TICK_MS : 0;
}

/** A process and its children (e.g. a PostgreSQL server and its backends), as of now. */
export function processTree(pid: number): number[] {
  const children = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((p) => statFields(p)?.[1] === String(pid));
  return [pid, ...children];
}

/** Whether CPU times can be read here (/proc, i.e. Linux). */
export function canMeasureCpu(): boolean {
  return statFields(process.pid) !== null;
}
