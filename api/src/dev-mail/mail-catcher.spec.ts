import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import nodemailer from 'nodemailer';
import { MailCatcher, readCaughtMail } from './mail-catcher';

async function send(port: number, subject: string, to = 'bob@example.org'): Promise<void> {
  await nodemailer
    .createTransport({ host: '127.0.0.1', port, secure: false })
    .sendMail({ from: 'Entente <no-reply@example.org>', to, subject, text: `Body of ${subject}` });
}

describe('MailCatcher (real SMTP)', () => {
  it('keeps messages in memory and lets a test wait for one', async () => {
    const catcher = new MailCatcher();
    const port = await catcher.start(0);
    try {
      const waiting = catcher.waitFor((m) => m.subject === 'later');
      await send(port, 'first');
      await send(port, 'later', 'carol@example.org');
      const mail = await waiting;
      expect(mail).toMatchObject({ subject: 'later', to: ['carol@example.org'], text: 'Body of later\n' });
      expect(mail.from).toContain('no-reply@example.org');
      expect((await catcher.messages()).map((m) => m.subject)).toEqual(['first', 'later']);
    } finally {
      await catcher.stop();
    }
  });

  it('stores messages as .eml files that outlive the server', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'entente-catcher-'));
    try {
      const catcher = new MailCatcher(dir);
      const port = await catcher.start(0);
      await send(port, 'one');
      await send(port, 'two');
      await catcher.stop();
      expect(readdirSync(dir).filter((f) => f.endsWith('.eml'))).toHaveLength(2);
      const read = await readCaughtMail(dir);
      expect(read.map((m) => m.subject)).toEqual(['one', 'two']);
      expect(read[0].to).toEqual(['bob@example.org']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('times out when no matching message arrives', async () => {
    const catcher = new MailCatcher();
    await catcher.start(0);
    try {
      await expect(catcher.waitFor(() => true, 100)).rejects.toThrow(/No matching mail/);
    } finally {
      await catcher.stop();
    }
  });
});
