import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import fc from 'fast-check';
import { load } from 'js-yaml';
import { PROJECT_ROOT } from '../../src/platform/config/paths';
import { recordFigure } from '../support/figures';
import { newPlayer, type Player, start007Game } from '../game-server-fixtures';
import { newClub } from '../ladder-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

jest.setTimeout(600_000);

interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: string }[];
  hasBody: boolean;
}

/** Every operation of the committed contract. */
function operations(): Operation[] {
  const doc = load(readFileSync(path.join(PROJECT_ROOT, 'openapi.yaml'), 'utf8')) as {
    paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; requestBody?: unknown }>>;
  };
  return Object.entries(doc.paths).flatMap(([p, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path: p,
      parameters: op.parameters ?? [],
      hasBody: op.requestBody !== undefined,
    })),
  );
}

/** A path segment as a client would escape it; a lone surrogate goes as its CESU-8 bytes. */
function encodeSegment(text: string): string {
  return text
    .replace(/[\ud800-\udfff]/g, '\u0001')
    .split('\u0001')
    .map(encodeURIComponent)
    .join('%ED%A0%80');
}

/** Text a careless or hostile client sends. */
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff\ud800',
    '1e20',
    '-1',
    '0',
    '9007199254740993',
    '2147483648',
    'NaN',
    'null',
    '../../etc/passwd',
    '%00',
    '%',
    '%ff',
    "'; DROP TABLE users; --",
    '------------------------------------.x',
    'ä'.repeat(300),
    ' ',
    '[]',
    '{}',
  ),
);
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(
    fc.constantFrom(
      'login',
      'password',
      'email',
      'username',
      'name',
      'seats',
      'move',
      'moves',
      'expectedVersion',
      'options',
      'variant',
      'url',
      'kinds',
      'scopes',
      'visibility',
      'type',
      'invite',
      'season',
      'timeControl',
      'digestHour',
      'reminders',
      'language',
    ),
    fc.oneof(
      nasty,
      fc.integer(),
      fc.double(),
      fc.constant(1e20),
      fc.boolean(),
      fc.constant(null),
      fc.array(nasty, { maxLength: 3 }),
      fc.jsonValue({ maxDepth: 3 }),
    ),
  ),
  fc.integer({ min: 40, max: 3000 }).map((n) => JSON.parse('['.repeat(n) + ']'.repeat(n)) as unknown),
);

/**
 * The fuzz suite of issue 14: every operation of openapi.yaml, driven with generated bad input
 * (path, query, body, credentials) against the real API on a real PostgreSQL; no answer may be a
 * 5xx. The count is bounded (FUZZ_RUNS per operation, 6 by default) so CI stays short.
 */
describe('fuzzing every operation of openapi.yaml', () => {
  let t: TestApp;
  let ann: Player;
  const known: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp({ config: { webhooksAllowPrivate: false } });
    // Fuzzed once ready, as a load balancer would send it traffic: before its job workers run,
    // /health/ready rightly answers 503.
    for (let i = 0; i < 300 && (await t.http.get('/health/ready')).status !== 200; i++)
      await new Promise((r) => setTimeout(r, 100));
    ann = await newPlayer(t, 'fz');
    const bob = await newPlayer(t, 'fb');
    known.game = (await start007Game(t, ann, bob)).id;
    known.club = await newClub(t, ann, [bob]);
    known.username = bob.username;
  });
  afterAll(() => t.close());

  it('answers no generated request with a 5xx', async () => {
    const runs = Number(process.env.FUZZ_RUNS ?? 6);
    const failures: string[] = [];
    let requests = 0;
    const ops = operations();
    expect(ops.length).toBeGreaterThan(50);
    for (const op of ops) {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            pathValues: fc.array(fc.oneof(nasty, fc.uuid(), fc.constantFrom(known.game, known.club, known.username)), {
              minLength: 4,
              maxLength: 4,
            }),
            query: fc.dictionary(
              fc.constantFrom(...op.parameters.filter((p) => p.in === 'query').map((p) => p.name), 'x'),
              nasty,
              { maxKeys: 3 },
            ),
            body: anyJson,
            rawBody: fc.option(fc.oneof(nasty, fc.constant('{"a":'), fc.constant('\u0000')), { freq: 4 }),
            auth: fc.constantFrom('jwt', 'jwt', 'none', 'garbage', 'cookie'),
            idempotency: fc.option(nasty, { freq: 3 }),
          }),
          async (input) => {
            let i = 0;
            const url = op.path.replace(/\{[^}]+\}/g, () => encodeSegment(input.pathValues[i++ % 4]));
            const qs = new URLSearchParams(input.query as Record<string, string>).toString();
            const headers: Record<string, string> = { 'content-type': 'application/json' };
            if (input.auth === 'jwt') headers.authorization = `Bearer ${ann.jwt}`;
            if (input.auth === 'garbage') headers.authorization = 'Bearer ent_' + 'x'.repeat(40);
            if (input.auth === 'cookie') headers.cookie = 'entente_session=------------------------------------.x';
            if (input.idempotency !== null && /^[\x20-\x7e]*$/.test(input.idempotency))
              headers['idempotency-key'] = input.idempotency;
            const body =
              op.method === 'GET' || op.method === 'HEAD' ? undefined : (input.rawBody ?? JSON.stringify(input.body));
            const controller = new AbortController();
            const timer = setTimeout(() => controller.abort(), 10_000);
            let status = 0;
            try {
              const res = await fetch(`${t.baseUrl}${url}${qs ? `?${qs}` : ''}`, {
                method: op.method,
                headers,
                body,
                signal: controller.signal,
              });
              status = res.status;
              await res.body?.cancel();
            } catch (error) {
              status = (error as Error).name === 'AbortError' ? 0 : -1;
            } finally {
              clearTimeout(timer);
            }
            requests += 1;
            // 0: no answer within 10 s (counted as a failure too: a hang is no answer).
            if (status >= 500 || status <= 0) failures.push(`${op.method} ${url}${qs ? `?${qs}` : ''} → ${status}`);
          },
        ),
        { numRuns: runs, endOnFailure: false },
      );
    }
    recordFigure('fuzz', { requests, operations: ops.length }, { '5xx': failures.length });
    expect(failures).toEqual([]);
  });
});
