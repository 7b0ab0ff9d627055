import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { CaughtMail, readCaughtMail, writeCaughtMail } from './caught-mail';

export type { CaughtMail } from './caught-mail';

/**
 * A local SMTP server that accepts every message and keeps it, standing in for a real mail
 * server during development (the start command's embedded mode) and in tests. With a folder, each
 * message is stored there (caught-mail.ts) so it survives restarts and the API can list it at
 * `GET /dev/mail`; without one, messages are kept in memory only.
 *
 * This is the only module that loads smtp-server and mailparser; only the start command's
 * embedded mode (and the tests) import it.
 */
export class MailCatcher {
  private server?: SMTPServer;
  private readonly memory: CaughtMail[] = [];
  private readonly waiters: Array<{ test: (m: CaughtMail) => boolean; resolve: (m: CaughtMail) => void }> = [];

  /** `onProblem` hears of sessions that went wrong (a reset, garbage); none stops the catcher. */
  constructor(
    private readonly dir?: string,
    private readonly onProblem: (error: Error) => void = () => undefined,
  ) {
    if (dir) mkdirSync(dir, { recursive: true });
  }

  /**
   * Listens on `port` (0 = any free port) on `host`, loopback unless told otherwise: nothing but
   * this machine's own servers sends mail here. Resolves with the bound port.
   */
  async start(port = 0, host = '127.0.0.1'): Promise<number> {
    if (this.dir) await this.parseUnparsed(this.dir);
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      size: 10 * 1024 * 1024,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('error', (err: Error) => this.onProblem(err));
        stream.on('end', () => {
          const rcptTo = session.envelope.rcptTo.map((r) => r.address);
          this.store(Buffer.concat(chunks), rcptTo).then(
            () => callback(),
            (err: Error) => callback(err),
          );
        });
      },
    });
    // smtp-server re-emits every connection's error (ECONNRESET, a broken pipe, a protocol error)
    // on the server; an EventEmitter without an 'error' listener throws it, which would take the
    // whole process down — API, dashboard and PostgreSQL with it. So a listener stays for good.
    server.on('error', (err: Error) => this.onProblem(err));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      // Before listening, an error (EADDRINUSE) means the start failed.
      const failed = (err: Error) => reject(err);
      server.server.once('error', failed);
      server.listen(port, host, () => {
        server.server.removeListener('error', failed);
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
    const mail = await parseMail(raw, randomUUID(), new Date(), rcptTo);
    if (this.dir) writeCaughtMail(this.dir, raw, mail);
    else this.memory.push(mail);
    for (const waiter of [...this.waiters]) {
      if (waiter.test(mail)) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(mail);
      }
    }
  }

  /** Messages an older catcher kept as .eml only get their parsed .json now. */
  private async parseUnparsed(dir: string): Promise<void> {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.eml'))) {
      const base = file.replace(/\.eml$/, '');
      if (existsSync(path.join(dir, `${base}.json`))) continue;
      const [time, ...id] = base.split('-');
      const raw = readFileSync(path.join(dir, file));
      writeCaughtMail(dir, raw, await parseMail(raw, id.join('-'), new Date(Number(time))));
    }
  }
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
