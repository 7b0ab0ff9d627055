import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface RecordedMail {
  messageId: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
  /** A header's raw value as sent (unfolded), by lower-case name. */
  header(name: string): string | undefined;
}

/**
 * A real SMTP server (smtp-server) that records every message with its headers, and can be
 * stopped and started again on the same port — the "mail server is down for a while" of the tests.
 */
export class SmtpRecorder {
  readonly mails: RecordedMail[] = [];
  private server?: SMTPServer;
  port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // Pooled clients keep connections open; "down" must mean down at once.
      closeTimeout: 50,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          simpleParser(Buffer.concat(chunks)).then(
            (p) => {
              this.mails.push({
                messageId: p.messageId ?? '',
                to: session.envelope.rcptTo.map((r) => r.address),
                subject: p.subject ?? '',
                text: p.text ?? '',
                html: typeof p.html === 'string' ? p.html : '',
                headers: p.headers,
                header: (name: string) => {
                  const line = p.headerLines.find((h) => h.key === name.toLowerCase())?.line;
                  return line
                    ?.slice(line.indexOf(':') + 1)
                    .replace(/\r?\n[ \t]+/g, ' ')
                    .trim();
                },
              });
              callback();
            },
            (e: Error) => callback(e),
          );
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(address: string): RecordedMail[] {
    return this.mails.filter((m) => m.to.includes(address));
  }
}
