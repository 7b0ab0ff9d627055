import { request as httpRequest, type ClientRequest } from 'node:http';

/** One server-sent event frame as parsed. */
export interface Frame {
  id?: string;
  event?: string;
  data?: unknown;
  comment?: string;
}

/** A minimal SSE client over node:http that parses frames as they arrive. */
export class SseClient {
  readonly frames: Frame[] = [];
  private req?: ClientRequest;
  status = 0;
  contentType = '';

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
            this.frames.push(parseFrame(buffer.slice(0, cut)));
            buffer = buffer.slice(cut + 2);
          }
        });
        res.on('error', () => undefined);
        resolve();
      });
      this.req.on('error', (e) => (this.status ? undefined : reject(e)));
      this.req.end();
    });
  }

  events(): Frame[] {
    return this.frames.filter((f) => f.event);
  }

  close(): void {
    this.req?.destroy();
  }
}

function parseFrame(text: string): Frame {
  const f: Frame = {};
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) f.comment = line.slice(1).trim();
    else if (line.startsWith('id: ')) f.id = line.slice(4);
    else if (line.startsWith('event: ')) f.event = line.slice(7);
    else if (line.startsWith('data: ')) f.data = JSON.parse(line.slice(6));
  }
  return f;
}
