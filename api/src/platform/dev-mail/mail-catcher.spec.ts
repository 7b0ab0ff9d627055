import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import nodemailer from 'nodemailer';
import { readCaughtMail } from './caught-mail';
import { MailCatcher } from './mail-catcher';

async function send(port: number, subject: string, to = 'bob@example.org'): Promise<void> {
  await nodemailer
    .createTransport({ host: '127.0.0.1', port, secure: false })
    .sendMail({ from: 'Entente <no-reply@example.org>', to, subject, text: `Body of ${subject}` });
}

/** An SMTP session by hand: connects, waits for the greeting, then lets the test misbehave. */
async function session(
  port: number,
): Promise<{ socket: Socket; said: () => string; until(text: string): Promise<void> }> {
  const socket = connect(port, '127.0.0.1');
  let said = '';
  socket.on('data', (d: Buffer) => (said += d.toString('latin1')));
  socket.on('error', () => undefined); // our own reset surfaces here too
  const until = async (text: string) => {
    while (!said.includes(text)) {
      if (socket.destroyed) throw new Error(`session closed before "${text}": ${said}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  await until('220 ');
  return { socket, said: () => said, until };
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

  it('stores each message as .eml and parsed .json that outlive the server', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'entente-catcher-'));
    try {
      const catcher = new MailCatcher(dir);
      const port = await catcher.start(0);
      await send(port, 'one');
      await send(port, 'two');
      await catcher.stop();
      expect(readdirSync(dir).filter((f) => f.endsWith('.eml'))).toHaveLength(2);
      expect(readdirSync(dir).filter((f) => f.endsWith('.json'))).toHaveLength(2);
      const read = readCaughtMail(dir);
      expect(read.map((m) => m.subject)).toEqual(['one', 'two']);
      expect(read[0].to).toEqual(['bob@example.org']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('parses the .eml an older catcher left without .json when it starts', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'entente-catcher-'));
    try {
      const eml = 'From: a@example.org\r\nTo: b@example.org\r\nSubject: kept from before\r\n\r\nHello\r\n';
      writeFileSync(path.join(dir, '1700000000000-0f0e.eml'), eml);
      const catcher = new MailCatcher(dir);
      await catcher.start(0);
      await catcher.stop();
      expect(readCaughtMail(dir)).toEqual([
        expect.objectContaining({ id: '0f0e', subject: 'kept from before', to: ['b@example.org'] }),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('survives a TCP reset mid-session and a malformed session, and keeps serving', async () => {
    const problems: Error[] = [];
    const catcher = new MailCatcher(undefined, (e) => problems.push(e));
    const port = await catcher.start(0);
    try {
      // A reset inside a transaction (after MAIL FROM): smtp-server re-emits the ECONNRESET on
      // the server, and before the fix no listener was there — the error was thrown out of the
      // process. Then one in the middle of a message's data.
      const reset = await session(port);
      reset.socket.write('EHLO mallory\r\n');
      await reset.until('250 ');
      reset.socket.write('MAIL FROM:<m@example.org>\r\n');
      await reset.until('250 Accepted');
      reset.socket.resetAndDestroy();
      const midData = await session(port);
      midData.socket.write('EHLO mallory\r\nMAIL FROM:<m@example.org>\r\nRCPT TO:<v@example.org>\r\nDATA\r\n');
      await midData.until('354 ');
      await new Promise<void>((resolve) => midData.socket.write('Subject: half\r\n\r\nhalf a mes', () => resolve()));
      midData.socket.resetAndDestroy();

      // Garbage instead of SMTP, an overlong line and binary noise, then a close.
      const garbage = await session(port);
      garbage.socket.write('\x00\xff\xfe GET / HTTP/1.1\r\n');
      garbage.socket.write(`HELO ${'x'.repeat(100_000)}\r\n`);
      garbage.socket.write(Buffer.from([0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00]));
      await garbage.until('\r\n');
      garbage.socket.end();
      await new Promise((r) => garbage.socket.once('close', r));

      // Reset right after the greeting, before saying anything.
      (await session(port)).socket.resetAndDestroy();

      // Still serving: a real message goes through.
      await send(port, 'after the storm');
      await catcher.waitFor((m) => m.subject === 'after the storm');
      expect((await catcher.messages()).map((m) => m.subject)).toEqual(['after the storm']);
      // The reset did reach the server, as an error event that was heard, not thrown.
      expect(problems.map((e) => (e as NodeJS.ErrnoException).code)).toContain('ECONNRESET');
    } finally {
      await catcher.stop();
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
