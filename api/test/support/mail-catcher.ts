import { MailCatcher } from '../../src/platform/dev-mail/mail-catcher';

export interface TestMailServer {
  catcher: MailCatcher;
  port: number;
  /** SMTP_URL for the app under test. */
  url: string;
  stop(): Promise<void>;
}

/** A real SMTP server (smtp-server) on a free port that keeps every message it receives. */
export async function startMailCatcher(dir?: string): Promise<TestMailServer> {
  const catcher = new MailCatcher(dir);
  const port = await catcher.start(0);
  return { catcher, port, url: `smtp://127.0.0.1:${port}`, stop: () => catcher.stop() };
}
