/**
 * `entente bot`: connects an engine program to the server as a bot (docs/bots.md). It reads the
 * bot's stream, answers invitations by the bot's profile, asks the engine at each turn and sends
 * its action with the turn's `expectedVersion` and an Idempotency-Key named after the turn, so a
 * client killed and started again never plays a turn twice: the same turn gets the same key, and
 * a turn already played answers with a version conflict or the first result.
 */
import { type EngineAnswer, EngineError, type EngineProcess } from './engine-process';

export interface BotClientOptions {
  readonly server: string;
  readonly token: string;
  readonly engine: EngineProcess;
  readonly log: (line: string) => void;
}

interface Profile {
  variants: string[];
  timeControls: string[];
  minDays: number;
  maxDays: number;
  maxGames: number;
}

type Frame = { id: string; event: string; data: Record<string, unknown> };

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;
/** Attempts at one challenge or turn on one connection. */
const RETRIES = 4;

export class BotClient {
  private readonly base: string;
  private readonly running = new Set<string>();
  /** Frames handled or being handled (turn ids name a game's version: never the same twice). */
  private readonly handled = new Set<string>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private profile: Profile | null = null;
  private stopped = false;
  private abort = new AbortController();

  constructor(private readonly options: BotClientOptions) {
    this.base = options.server.replace(/\/+$/, '');
  }

  /** Runs until stop(): reconnects after a dropped stream or a server restart, backing off. */
  async run(): Promise<void> {
    let wait = RECONNECT_MIN_MS;
    while (!this.stopped) {
      try {
        this.profile = (await this.request('GET', '/bot/profile')) as Profile;
        await this.follow();
        wait = RECONNECT_MIN_MS;
      } catch (error) {
        if (this.stopped) break;
        if (error instanceof Fatal) throw error;
        this.options.log(`stream: ${(error as Error).message}; again in ${wait} ms`);
      }
      if (this.stopped) break;
      await sleep(wait, this.abort.signal);
      wait = Math.min(wait * 2, RECONNECT_MAX_MS);
    }
  }

  /** Stops reading, lets moves being sent finish, then ends the engine. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.abort.abort();
    await Promise.allSettled([...this.inFlight]);
    await this.options.engine.stop();
  }

  private async follow(): Promise<void> {
    this.abort = new AbortController();
    const res = await fetch(`${this.base}/bot/stream`, {
      headers: { Authorization: `Bearer ${this.options.token}`, Accept: 'text/event-stream' },
      signal: this.abort.signal,
    });
    if (res.status === 401 || res.status === 403) throw new Fatal(`the server refused the token: ${await res.text()}`);
    if (!res.ok || !res.body) throw new Error(`GET /bot/stream answered ${res.status}`);
    this.options.log('connected');
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const frame = parseFrame(buffer.slice(0, cut));
        buffer = buffer.slice(cut + 2);
        if (frame) this.onFrame(frame);
      }
    }
    throw new Error('the stream ended');
  }

  private onFrame(frame: Frame): void {
    const d = frame.data;
    if (frame.event === 'ready') {
      this.running.clear();
      for (const id of (d.games as string[]) ?? []) this.running.add(id);
      return;
    }
    if (frame.event === 'gameStart') return void this.running.add(String(d.gameId));
    if (frame.event === 'gameFinish') {
      this.running.delete(String(d.gameId));
      this.options.engine.tell({ type: 'gameOver', game: d.gameId, result: d.result });
      this.options.log(`game ${String(d.gameId)} over: ${JSON.stringify(d.result)}`);
      return;
    }
    if (frame.event !== 'challenge' && frame.event !== 'turn') return;
    if (this.handled.has(frame.id)) return;
    this.handled.add(frame.id);
    this.track(frame, 1);
  }

  /**
   * Handles a challenge or turn; after a failure (the server restarting, say) tries again a few
   * times, then leaves it to the next connection, which offers it again.
   */
  private track(frame: Frame, attempt: number): void {
    const work = frame.event === 'challenge' ? this.answerChallenge(frame) : this.playTurn(frame);
    const p = work.catch(async (error: unknown) => {
      this.options.log(`error: ${(error as Error).message}`);
      if (this.stopped || attempt >= RETRIES || error instanceof Fatal) return void this.handled.delete(frame.id);
      await sleep(RECONNECT_MIN_MS * 2 ** attempt, this.abort.signal);
      if (!this.stopped) this.track(frame, attempt + 1);
      else this.handled.delete(frame.id);
    });
    this.inFlight.add(p);
    void p.catch(() => undefined).finally(() => this.inFlight.delete(p));
  }

  private async answerChallenge(frame: Frame): Promise<void> {
    const d = frame.data;
    const reason = this.declineReason(d);
    // A challenge (POST /challenges) has its own routes; an invitation is answered at its seat.
    const challenge = typeof d.challengeId === 'string';
    const what = challenge ? `challenge ${d.challengeId as string}` : `game ${String(d.gameId)}`;
    const path = challenge
      ? `/challenges/${d.challengeId as string}/${reason ? 'decline' : 'accept'}`
      : `/games/${String(d.gameId)}/seats/${String(d.seat)}/${reason ? 'decline' : 'accept'}`;
    // 409: answered already, closed, or the server's checks refuse it now (a busy bot, a block).
    await this.request(
      'POST',
      path,
      challenge && reason ? { reason } : undefined,
      challenge ? [403, 404, 409, 429] : [404, 409],
    );
    this.options.log(
      reason
        ? `declined ${String(d.variant)} ${what} from ${String(d.by)}: ${reason}`
        : `accepted ${String(d.variant)} ${what} from ${String(d.by)}`,
    );
  }

  /** Why the profile declines an invitation (the server's reasons of docs/bots.md), or null. */
  private declineReason(d: Record<string, unknown>): string | null {
    const p = this.profile;
    if (!p) return null;
    if (!p.variants.includes(String(d.variant))) return 'variant';
    const tc = (d.timeControl ?? {}) as { type?: string; days?: number; initialDays?: number };
    if (tc.type && !p.timeControls.includes(tc.type)) return 'timeControl';
    const days = tc.type === 'bank' ? tc.initialDays : tc.days;
    if (typeof days === 'number' && days < p.minDays) return 'tooFast';
    if (typeof days === 'number' && days > p.maxDays) return 'tooSlow';
    if (this.running.size >= p.maxGames) return 'busy';
    return null;
  }

  private async playTurn(frame: Frame): Promise<void> {
    const d = frame.data;
    const game = String(d.gameId);
    const deadline = typeof d.deadline === 'string' ? Date.parse(d.deadline) - Date.now() : null;
    let answer: EngineAnswer;
    try {
      answer = await this.options.engine.ask({
        type: 'turn',
        game,
        variant: String(d.variant),
        ...(typeof d.edition === 'string' ? { edition: d.edition } : {}),
        options: d.options,
        seat: String(d.seat),
        position: String(d.position),
        legal: (d.legal as unknown[]) ?? [],
        timeMs: deadline,
        version: Number(d.version),
      });
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      // The game is not harmed: the turn waits, and a new connection offers it again.
      this.handled.delete(frame.id);
      return this.options.log(`turn ${frame.id} not played: ${error.message}`);
    }
    const action = 'resign' in answer ? { type: 'resign', seat: d.seat } : answer.action;
    const body =
      action.type === 'move'
        ? { move: action.move, seat: d.seat, expectedVersion: d.version }
        : { ...action, seat: action.seat ?? d.seat, expectedVersion: d.version };
    const path = `/games/${game}/${action.type === 'move' ? 'moves' : 'actions'}`;
    // 409: the game moved on; 422 a key used with another body: this turn was played already by
    // an earlier run of the client (whose engine chose differently).
    await this.request('POST', path, body, [409, 422], `bot:${frame.id}`);
    this.options.log(`played ${JSON.stringify(action)} in ${game} at version ${String(d.version)}`);
  }

  private async request(
    method: string,
    path: string,
    body?: unknown,
    tolerated: readonly number[] = [],
    idempotencyKey?: string,
  ): Promise<unknown> {
    const headers: Record<string, string> = { Authorization: `Bearer ${this.options.token}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.ok) return text ? JSON.parse(text) : null;
    if (tolerated.includes(res.status)) {
      this.options.log(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
      return null;
    }
    if (res.status === 401 || res.status === 403) throw new Fatal(`${method} ${path}: ${res.status} ${text}`);
    throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  }
}

/** The server refused the bot: no point trying again. */
export class Fatal extends Error {}

function parseFrame(text: string): Frame | null {
  let id = '';
  let event = '';
  let data = '';
  for (const line of text.split('\n')) {
    if (line.startsWith('id: ')) id = line.slice(4);
    else if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data += line.slice(6);
  }
  if (!event || !data) return null;
  return { id, event, data: JSON.parse(data) as Record<string, unknown> };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}
