/**
 * An engine program on the other end of the JSON-lines protocol of docs/bots.md: one request per
 * line on its stdin, one answer per line on its stdout, in order. Requests are queued, so one
 * process serves every game of a bot in turn. Anything the engine writes to stderr is passed on.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** What an engine is asked (docs/bots.md, "Requests"). */
export type EngineRequest =
  | {
      readonly type: 'turn';
      readonly game: string;
      readonly variant: string;
      /** The game's rules edition (`coalition/1`, …); the variant's newest when absent. */
      readonly edition?: string;
      readonly options: unknown;
      readonly seat: string;
      readonly position: string;
      readonly legal: readonly unknown[];
      readonly timeMs: number | null;
      readonly version?: number;
    }
  | { readonly type: 'gameOver'; readonly game: string; readonly result?: unknown };

/** An engine's answer to a turn: one action, or resign. */
export type EngineAnswer = { readonly action: Record<string, unknown> } | { readonly resign: true };

export class EngineError extends Error {}

/** How long an engine may think over one turn before the turn is given up for now. */
export const ENGINE_TIMEOUT_MS = 60_000;

/** Answers a turn may get refused as malformed before the client stops asking for it. */
export const MALFORMED_PER_TURN = 3;

export class EngineProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiting: Array<(line: string | null) => void> = [];
  private queue: Promise<unknown> = Promise.resolve();
  private exited = false;
  /** Answers still owed to requests given up on: the next lines are theirs, and dropped. */
  private late = 0;

  constructor(
    readonly command: string,
    private readonly log: (line: string) => void,
    private readonly timeoutMs = ENGINE_TIMEOUT_MS,
  ) {
    this.child = spawn(command, { shell: true, stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stdin.on('error', () => undefined);
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      if (this.late > 0) this.late -= 1;
      else this.waiting.shift()?.(line);
    });
    createInterface({ input: this.child.stderr }).on('line', (line) => this.log(`engine: ${line}`));
    this.child.on('exit', (code, signal) => {
      this.exited = true;
      if (!this.stopping) this.log(`engine exited (${signal ?? code})`);
      for (const w of this.waiting.splice(0)) w(null);
    });
  }

  private stopping = false;

  get alive(): boolean {
    return !this.exited;
  }

  /** Tells the engine something that needs no answer (a game's end, an error). */
  tell(message: Record<string, unknown>): void {
    if (!this.exited) this.child.stdin.write(JSON.stringify(message) + '\n');
  }

  /**
   * The engine's answer to a turn: asked again with an error line after a malformed answer, at
   * most MALFORMED_PER_TURN times; then, or when the engine is gone or silent, an EngineError.
   */
  ask(request: EngineRequest & { type: 'turn' }): Promise<EngineAnswer> {
    const run = this.queue.then(() => this.askNow(request));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async askNow(request: EngineRequest & { type: 'turn' }): Promise<EngineAnswer> {
    for (let attempt = 1; attempt <= MALFORMED_PER_TURN; attempt++) {
      if (this.exited) throw new EngineError('the engine is not running');
      const line = await this.exchange(request);
      if (line === null) throw new EngineError('the engine gave no answer');
      const parsed = parseAnswer(line, request.legal);
      if (typeof parsed !== 'string') return parsed;
      this.log(`malformed answer from the engine (${parsed}): ${line.slice(0, 200)}`);
      this.tell({ type: 'error', message: parsed, line: line.slice(0, 200) });
    }
    throw new EngineError(`${MALFORMED_PER_TURN} malformed answers in a row`);
  }

  private exchange(request: EngineRequest): Promise<string | null> {
    return new Promise((resolve) => {
      let done = false;
      const finish = (line: string | null) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        resolve(line);
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(finish), 1);
        this.late += 1;
        finish(null);
      }, this.timeoutMs);
      this.waiting.push(finish);
      this.child.stdin.write(JSON.stringify(request) + '\n');
    });
  }

  /** Closes the engine's stdin (its signal to end), then kills it if it lingers. */
  async stop(): Promise<void> {
    if (this.exited) return;
    this.stopping = true;
    this.child.stdin.end();
    const gone = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 2000);
    await gone;
    clearTimeout(timer);
  }
}

/**
 * An answer line read: `{"actions": [action]}` (or `{"action": action}`) with one action the
 * seat may take (one of `legal`, or a resignation or draw offer), or `{"resign": true}`. A string
 * says why the line is refused.
 */
export function parseAnswer(line: string, legal: readonly unknown[]): EngineAnswer | string {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return 'not JSON';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not a JSON object';
  const answer = value as Record<string, unknown>;
  if (answer.resign === true) return { resign: true };
  const given = Array.isArray(answer.actions) ? answer.actions : answer.action !== undefined ? [answer.action] : null;
  if (given === null) return 'no "actions" (nor "resign": true)';
  if (given.length !== 1) return '"actions" must hold exactly one action';
  const action = given[0] as unknown;
  if (typeof action !== 'object' || action === null || typeof (action as { type?: unknown }).type !== 'string')
    return 'an action is an object with a "type"';
  const type = (action as { type: string }).type;
  // An arrangement is one of many (legal lists one): the rules judge it when it is sent.
  if (type === 'resign' || type === 'offer-draw' || type === 'arrange')
    return { action: action as Record<string, unknown> };
  const key = canonical(action);
  if (!legal.some((l) => canonical(l) === key)) return `not one of the legal actions: ${JSON.stringify(action)}`;
  return { action: action as Record<string, unknown> };
}

/** A JSON text with keys sorted, so two spellings of one action compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}
