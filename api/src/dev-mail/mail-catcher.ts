import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
}

/**
 * A local SMTP server that accepts every message and keeps it, standing in for a real mail
 * server during development (the start command's embedded mode) and in tests. With a folder, each
 * message is stored as `<time>-<id>.eml` so it survives restarts and the API can list it at
 * `GET /dev/mail`; without one, messages are kept in memory only.
 */
export class MailCatcher {
  private server?: SMTPServer;
  private readonly memory: CaughtMail[] = [];
  private readonly waiters: Array<{ test: (m: CaughtMail) => boolean; resolve: (m: CaughtMail) => void }> = [];

  constructor(private readonly dir?: string) {
    if (dir) mkdirSync(dir, { recursive: true });
  }

  /** Listens on `port` (0 = any free port) on localhost; resolves with the bound port. */
  async start(port = 0, host = '127.0.0.1'): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      size: 10 * 1024 * 1024,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          const envelope = session.envelope;
          this.store(
            raw,
            envelope.rcptTo.map((r) => r.address),
          ).then(
            () => callback(),
            (err: Error) => callback(err),
          );
        });
      },
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.removeListener('error', reject);
        resolve();
      });
    });
    return (server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Messages received so far, oldest first (from the folder when there is one). */
  async messages(): Promise<CaughtMail[]> {
    if (!this.dir) return [...this.memory];
    return readCaughtMail(this.dir);
  }

  /** Resolves with the first message (already received or arriving later) that `test` accepts. */
  async waitFor(test: (m: CaughtMail) => boolean = () => true, timeoutMs = 5000): Promise<CaughtMail> {
    const found = (await this.messages()).find(test);
    if (found) return found;
    return new Promise((resolve, reject) => {
      const waiter = { test, resolve };
      this.waiters.push(waiter);
      setTimeout(() => {
        const i = this.waiters.indexOf(waiter);
        if (i >= 0) {
          this.waiters.splice(i, 1);
          reject(new Error(`No matching mail arrived within ${timeoutMs} ms`));
        }
      }, timeoutMs).unref();
    });
  }

  private async store(raw: Buffer, rcptTo: string[]): Promise<void> {
    const receivedAt = new Date();
    const id = randomUUID();
    if (this.dir) writeFileSync(path.join(this.dir, `${receivedAt.getTime()}-${id}.eml`), raw);
    const mail = await parseMail(raw, id, receivedAt, rcptTo);
    if (!this.dir) this.memory.push(mail);
    for (const waiter of [...this.waiters]) {
      if (waiter.test(mail)) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(mail);
      }
    }
  }
}

/** Reads the messages a folder-backed catcher stored, oldest first. */
export async function readCaughtMail(dir: string): Promise<CaughtMail[]> {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  files.sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]) || a.localeCompare(b));
  return Promise.all(
    files.map((f) => {
      const [time, ...rest] = f.replace(/\.eml$/, '').split('-');
      return parseMail(readFileSync(path.join(dir, f)), rest.join('-'), new Date(Number(time)));
    }),
  );
}

async function parseMail(raw: Buffer, id: string, receivedAt: Date, rcptTo?: string[]): Promise<CaughtMail> {
  const parsed = await simpleParser(raw);
  const addresses = (v: typeof parsed.to): string[] =>
    (Array.isArray(v) ? v : v ? [v] : []).flatMap((a) => a.value.map((x) => x.address ?? '')).filter(Boolean);
  return {
    id,
    receivedAt: receivedAt.toISOString(),
    from: parsed.from?.text ?? '',
    to: rcptTo && rcptTo.length > 0 ? rcptTo : addresses(parsed.to),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : undefined,
  };
}
