import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { freePort } from '../../../api/src/platform/config/free-port';
import { startMailCatcher, TestMailServer } from '../../../api/test/support/mail-catcher';
import { startTestApp, TestApp } from '../../../api/test/support/test-app';
import { ensureWebBuild } from '../../../scripts/lib/web-build';
import { startWebServer, WebServer } from '../../../scripts/lib/web-server';

export interface TestDashboard {
  api: TestApp;
  mail: TestMailServer;
  web: WebServer;
  url: string;
  close(): Promise<void>;
}

/**
 * The product as the start command runs it, on free ports: API on a fresh database, a mail
 * catcher storing to a folder the API lists at /dev/mail, and the built dashboard (its standalone server)
 * whose /api proxy points at this API.
 */
export async function startTestDashboard(): Promise<TestDashboard> {
  await ensureWebBuild(() => undefined);
  const mailDir = mkdtempSync(path.join(tmpdir(), 'entente-mail-'));
  const mail = await startMailCatcher(mailDir);
  // The dashboard's port is chosen first: the API writes it into emailed links (PUBLIC_URL).
  const port = await freePort();
  // Several users sign up and in from one address within a minute in these tests.
  process.env.RATE_LIMIT_AUTH_PER_MINUTE ??= '1000';
  const api = await startTestApp({
    config: { devMailDir: mailDir, smtpUrl: mail.url, publicUrl: `http://127.0.0.1:${port}` },
  });
  let web: WebServer;
  try {
    // Idle connections kept for 2 minutes: a test's request context reuses its pooled sockets
    // without reading the server's Keep-Alive hint, so a 5 s close races the next call (ECONNRESET).
    web = await startWebServer({ port, apiUrl: api.baseUrl, env: { KEEP_ALIVE_TIMEOUT: '120000' } });
  } catch (e) {
    await api.close();
    await mail.stop();
    throw e;
  }
  return {
    api,
    mail,
    web,
    url: web.url,
    close: async () => {
      await web.stop();
      await api.close();
      await mail.stop();
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}
