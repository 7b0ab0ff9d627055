import { type ClientRequest, request as httpRequest } from 'node:http';

export interface SseFrame {
  id?: string;
  event?: string;
  data?: unknown;
  comment?: string;
  /** When the frame was read (performance.now()), for latency measurements. */
  at: number;
}

/** A minimal server-sent-events client over node:http that parses frames as they arrive. */
export class SseClient {
  readonly frames: SseFrame[] = [];
  status = 0;
  contentType = '';
  private req?: ClientRequest;
  private readonly listeners = new Set<(f: SseFrame) => void>();

  constructor(
    private readonly url: string,
    private readonly headers: Record<string, string>,
  ) {}

  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.req = httpRequest(this.url, { headers: { Accept: 'text/event-stream', ...this.headers } }, (res) => {
        this.status = res.statusCode ?? 0;
        this.contentType = String(res.headers['content-type']);
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const frame = parseFrame(buffer.slice(0, cut));
            buffer = buffer.slice(cut + 2);
            this.frames.push(frame);
            for (const l of this.listeners) l(frame);
          }
        });
        res.on('error', () => undefined);
        resolve();
      });
      this.req.on('error', (e) => (this.status ? undefined : reject(e)));
      this.req.end();
    });
  }

  /** Frames that carry an event (not comments). */
  events(): SseFrame[] {
    return this.frames.filter((f) => f.event);
  }

  onFrame(listener: (f: SseFrame) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.req?.destroy();
  }
}

function parseFrame(text: string): SseFrame {
  const f: SseFrame = { at: performance.now() };
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) f.comment = line.slice(1).trim();
    else if (line.startsWith('id: ')) f.id = line.slice(4);
    else if (line.startsWith('event: ')) f.event = line.slice(7);
    else if (line.startsWith('data: ')) f.data = JSON.parse(line.slice(6));
  }
  return f;
}

/** The frame type under its earlier name (tests written before the latency field). */
export type Frame = SseFrame;
