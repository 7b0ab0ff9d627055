import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import * as path from 'node:path';
import nodemailer from 'nodemailer';
import { MailCatcher } from '../src/platform/dev-mail/mail-catcher';
import { startTestApp, TestApp } from './support/test-app';

/** This machine's first address that is not loopback (the caller connects "from outside"). */
function outsideAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
}

describe('GET /dev/mail: caught mail for a person at this machine only', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'entente-dev-mail-'));
  const catcher = new MailCatcher(dir);
  let t: TestApp;
  let everywhere: Server;
  let port: number;

  beforeAll(async () => {
    const smtp = await catcher.start(0);
    await nodemailer
      .createTransport({ host: '127.0.0.1', port: smtp, secure: false })
      .sendMail({ from: 'a@example.org', to: 'b@example.org', subject: 'Reset your password', text: 'secret link' });
    t = await startTestApp({ config: { devMailDir: dir, publicUrl: 'http://127.0.0.1:3001' } });
    // The same app bound to every interface, as with HOST=0.0.0.0.
    everywhere = createServer(t.app.getHttpAdapter().getInstance());
    await new Promise<void>((resolve) => everywhere.listen(0, '0.0.0.0', resolve));
    port = (everywhere.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => everywhere?.close(resolve));
    await t?.close();
    await catcher.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists the mail to a client connected over loopback, with CORS for the dashboard only', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/dev/mail`, { headers: { origin: 'http://localhost:3001' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
    const body = (await res.json()) as { messages: Array<{ subject: string; text: string }> };
    expect(body.messages).toEqual([expect.objectContaining({ subject: 'Reset your password', text: 'secret link\n' })]);
    const foreign = await fetch(`http://127.0.0.1:${port}/dev/mail`, { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a client whose connection comes from another address, whatever its headers say', async () => {
    const address = outsideAddress();
    if (!address) {
      console.log('skip: this machine has no non-loopback IPv4 address to connect from');
      return;
    }
    const claims: Array<Record<string, string>> = [
      {},
      { 'x-forwarded-for': '127.0.0.1' },
      { origin: 'http://127.0.0.1:3001' },
    ];
    for (const headers of claims) {
      const res = await fetch(`http://${address}:${port}/dev/mail`, { headers });
      expect(res.status).toBe(403);
      const body = (await res.json()) as { code: string; messages?: unknown };
      expect(body.code).toBe('FORBIDDEN');
      expect(body.messages).toBeUndefined();
    }
  });

  it('refuses a request relayed by a proxy on this machine (the headers it adds can only refuse)', async () => {
    for (const header of ['x-forwarded-for', 'x-forwarded-host', 'forwarded']) {
      const res = await fetch(`http://127.0.0.1:${port}/dev/mail`, { headers: { [header]: '192.0.2.9' } });
      expect([header, res.status]).toEqual([header, 403]);
    }
  });

  it('does not exist without the embedded mail catcher', async () => {
    const plain = await startTestApp();
    try {
      const res = await plain.http.get('/dev/mail').expect(404);
      expect(res.body.code).toBe('NOT_FOUND');
    } finally {
      await plain.close();
    }
  });
});
