import { ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { freePort } from '../../src/platform/config/free-port';
import { ENVIRONMENT_VARIABLES } from '../../src/platform/config/environment';

export const ROOT = path.resolve(__dirname, '..', '..', '..');

/** `npm start` as a person runs it: in the repository, with none of Entente's settings inherited. */
export interface RunningStart {
  child: ChildProcess;
  /** Everything printed so far, stdout and stderr. */
  output(): string;
  exited: Promise<number | null>;
  /** Resolves once the start command printed `text` (throws with the output if it exits first). */
  waitFor(text: string | RegExp, ms?: number): Promise<void>;
  /** SIGTERM, as Ctrl-C would; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * The settings of a start command that cannot meet another one: its own data folder and free
 * ports. Everything else is left at its default.
 */
export async function isolatedStartEnv(): Promise<{ env: Record<string, string>; cleanUp(): void }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'entente-start-'));
  // mkdtemp makes a private folder; postgres (run as user `postgres` when we are root) must enter it.
  chmodSync(dataDir, 0o755);
  const env = {
    ENTENTE_DATA_DIR: dataDir,
    PORT: String(await freePort()),
    WEB_PORT: String(await freePort()),
    PG_PORT: String(await freePort()),
    SMTP_PORT: String(await freePort()),
  };
  return { env, cleanUp: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/**
 * Runs the README's start command, `npm start`, with `env` and without any variable of the
 * configuration schema (nor NODE_ENV, which jest sets) from the test's own environment.
 */
export function launchStart(env: Record<string, string>): RunningStart {
  const clean: Record<string, string | undefined> = { ...process.env };
  for (const name of ENVIRONMENT_VARIABLES) delete clean[name];
  let output = '';
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...clean, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  // 'close', not 'exit': the process may exit before its last output has come through the pipes.
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const waitFor = async (text: string | RegExp, ms = 300_000): Promise<void> => {
    const deadline = Date.now() + ms;
    const seen = () => (typeof text === 'string' ? output.includes(text) : text.test(output));
    while (!seen()) {
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}) before "${text}":\n${output}`);
      if (Date.now() > deadline) throw new Error(`timed out waiting for "${text}":\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const stop = async (): Promise<number | null> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  return { child, output: () => output, exited, waitFor, stop };
}

/** The address the start command printed for `what` (`Dashboard`, `API`, `Mail`). */
export function printedUrl(output: string, what: string): string {
  const match = new RegExp(`^\\[entente\\]\\s+${what}\\s+(\\S+)`, 'm').exec(output);
  if (!match) throw new Error(`npm start printed no ${what} address:\n${output}`);
  return match[1];
}
