import { Body, Controller, Get, Logger, Module, Post, Query } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsString, Min, MinLength, ValidateNested } from 'class-validator';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import nodemailer from 'nodemailer';
import { DomainError } from '../src/platform/errors/domain-error';
import { JsonLogger } from '../src/platform/logging/json-logger';
import { startMailCatcher } from './support/mail-catcher';
import { startTestApp, TestApp } from './support/test-app';

class InnerDto {
  @IsInt() @Min(1) depth!: number;
}
class ProbeDto {
  @IsString() @MinLength(3) name!: string;
  @ValidateNested() @Type(() => InnerDto) inner!: InnerDto;
}

/** A controller only these tests mount, to drive the error filter and the shutdown. */
@Controller('probe')
class ProbeController {
  private readonly logger = new Logger('Probe');

  @Post()
  echo(@Body() body: ProbeDto): { name: string; depth: number; isDto: boolean } {
    return { name: body.name, depth: body.inner.depth, isDto: body instanceof ProbeDto };
  }

  @Get('domain')
  domain(): never {
    throw new DomainError('VERSION_CONFLICT', 'The game moved on.', { currentVersion: 7 });
  }

  @Get('unmapped')
  unmapped(): never {
    throw new DomainError('NO_SUCH_CODE_ANYWHERE', 'oops');
  }

  @Get('crash')
  crash(): never {
    throw new Error('secret internal detail');
  }

  @Get('log')
  log(): { ok: true } {
    this.logger.log('inside the handler');
    return { ok: true };
  }

  @Get('slow')
  async slow(@Query('ms') ms: string): Promise<{ done: true }> {
    const wait = Math.min(Number(ms) || 0, 5000);
    await new Promise((r) => setTimeout(r, wait));
    return { done: true };
  }
}
@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('API foundation', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await startTestApp({ extraImports: [ProbeModule], logger: new JsonLogger('log', (l) => lines.push(l)) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /health reports database connectivity and the version', async () => {
    const res = await t.http.get('/health').expect(200);
    const pkg = require('../../package.json');
    expect(res.body).toMatchObject({ status: 'ok', version: pkg.version, database: { status: 'up' } });
    expect(res.body.database.serverVersion).toMatch(/^17\./);
    expect(typeof res.body.database.latencyMs).toBe('number');
  });

  it('answers unknown routes with a problem+json 404', async () => {
    const res = await t.http.get('/no/such/route').expect(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      instance: '/no/such/route',
      type: '/problems/not-found',
    });
    expect(res.body.title).toBe('There is nothing at this address.');
  });

  it('validates input: wrong, missing and unknown fields give VALIDATION_FAILED with per-field errors', async () => {
    const res = await t.http
      .post('/probe')
      .send({ name: 'ab', inner: { depth: 0 }, extra: 1 })
      .expect(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    const fields = (res.body.errors as { field: string; messages: string[] }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['extra', 'inner.depth', 'name']);
    for (const e of res.body.errors) expect(e.messages.length).toBeGreaterThan(0);
  });

  it('transforms valid input into the DTO class', async () => {
    const res = await t.http
      .post('/probe')
      .send({ name: 'abc', inner: { depth: 3 } })
      .expect(201);
    expect(res.body).toEqual({ name: 'abc', depth: 3, isDto: true });
  });

  it('answers malformed JSON with a 400 problem, not an HTML page', async () => {
    const res = await t.http.post('/probe').set('Content-Type', 'application/json').send('{"name": ').expect(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.code).toBe('BAD_REQUEST');
  });

  it('maps a DomainError through the code table and keeps its extensions', async () => {
    const res = await t.http.get('/probe/domain').expect(409);
    expect(res.body).toMatchObject({
      code: 'VERSION_CONFLICT',
      status: 409,
      detail: 'The game moved on.',
      currentVersion: 7,
    });
  });

  it('turns an unmapped code and an unexpected error into 500 INTERNAL_ERROR without leaking details', async () => {
    const a = await t.http.get('/probe/unmapped').expect(500);
    expect(a.body.code).toBe('INTERNAL_ERROR');
    const b = await t.http.get('/probe/crash').expect(500);
    expect(b.body.code).toBe('INTERNAL_ERROR');
    expect(JSON.stringify(b.body)).not.toContain('secret internal detail');
  });

  it('keeps an acceptable X-Request-Id, echoes it, puts it in the problem body and in every log line', async () => {
    const res = await t.http.get('/probe/domain').set('X-Request-Id', 'trace-abc.123').expect(409);
    expect(res.headers['x-request-id']).toBe('trace-abc.123');
    expect(res.body.requestId).toBe('trace-abc.123');

    lines.length = 0;
    const ok = await t.http.get('/probe/log').set('X-Request-Id', 'log-check-1').expect(200);
    expect(ok.headers['x-request-id']).toBe('log-check-1');
    const mine = lines.map((l) => JSON.parse(l)).filter((l) => l.requestId === 'log-check-1');
    expect(mine.map((l) => l.msg)).toEqual(expect.arrayContaining(['inside the handler', 'request']));
    expect(mine.find((l) => l.msg === 'request')).toMatchObject({ method: 'GET', path: '/probe/log', status: 200 });
  });

  it('replaces an unacceptable X-Request-Id with a fresh UUID', async () => {
    const res = await t.http.get('/health').set('X-Request-Id', 'bad id with spaces').expect(200);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /dev/mail', () => {
  it('does not exist unless the start command runs the mail catcher', async () => {
    const t = await startTestApp();
    try {
      const res = await t.http.get('/dev/mail').expect(404);
      expect(res.body.code).toBe('NOT_FOUND');
    } finally {
      await t.close();
    }
  });

  it("lists the catcher's messages, newest first", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'entente-devmail-'));
    const mail = await startMailCatcher(dir);
    const t = await startTestApp({ config: { devMailDir: dir, smtpUrl: mail.url } });
    try {
      const transport = nodemailer.createTransport({ host: '127.0.0.1', port: mail.port, secure: false });
      await transport.sendMail({ from: 'a@example.org', to: 'b@example.org', subject: 'older', text: '1' });
      await transport.sendMail({ from: 'a@example.org', to: 'b@example.org', subject: 'newer', text: '2' });
      const res = await t.http.get('/dev/mail').expect(200);
      expect(res.body.messages.map((m: { subject: string }) => m.subject)).toEqual(['newer', 'older']);
    } finally {
      await t.close();
      await mail.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('graceful shutdown', () => {
  it('lets an in-flight request finish when the app closes', async () => {
    const t = await startTestApp({ extraImports: [ProbeModule] });
    const inFlight = fetch(`${t.baseUrl}/probe/slow?ms=800`);
    // Give the request time to reach the handler before closing.
    await new Promise((r) => setTimeout(r, 200));
    const closing = t.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
    // And the server no longer accepts connections.
    await expect(fetch(`${t.baseUrl}/health`)).rejects.toThrow();
  });
});
