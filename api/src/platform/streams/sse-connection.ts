import type { Request, Response } from 'express';

/**
 * One server-sent-events response: frames with `id`/`event`/`data`, a comment every
 * `keepAliveMs` so proxies and clients keep an idle stream open, and writes serialised so a
 * catch-up read and a live wake-up can never interleave their frames. With `ndjson`, the same
 * frames as one JSON object a line (`{"id", "event", "data"}`) and an empty line to keep alive,
 * for clients that read lines rather than SSE.
 */
export class SseConnection {
  private closed = false;
  private chain: Promise<void> = Promise.resolve();
  private readonly keepAlive: NodeJS.Timeout;
  private readonly closeHandlers: Array<() => void> = [];

  constructor(
    req: Request,
    private readonly res: Response,
    keepAliveMs: number,
    private readonly ndjson = false,
  ) {
    res.status(200);
    res.setHeader('Content-Type', ndjson ? 'application/x-ndjson; charset=utf-8' : 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('Connection', 'keep-alive');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    res.write(ndjson ? '\n' : 'retry: 3000\n: connected\n\n');
    this.keepAlive = setInterval(() => this.write(ndjson ? '\n' : ': keep-alive\n\n'), keepAliveMs);
    req.on('close', () => this.close());
  }

  get isClosed(): boolean {
    return this.closed;
  }

  onClose(handler: () => void): void {
    this.closeHandlers.push(handler);
  }

  send(id: string, event: string, data: unknown): void {
    if (this.ndjson) this.write(`${JSON.stringify({ id, event, data })}\n`);
    else this.write(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** Runs `task` after every task queued before it (catch-ups and wake-ups in order). */
  serial(task: () => Promise<void>): void {
    this.chain = this.chain.then(() => (this.closed ? undefined : task())).catch(() => this.close());
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.keepAlive);
    for (const h of this.closeHandlers) h();
    this.res.end();
  }

  private write(frame: string): void {
    if (!this.closed) this.res.write(frame);
  }
}
