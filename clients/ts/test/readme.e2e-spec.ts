import ts from 'typescript';
import * as entente from '../src';
import { createEntenteClient, EntenteProblem, unwrap } from '../src';
import { errorCode } from '../../../api/src/platform/errors/error-codes';
import { GAME_EXAMPLE } from '../../../api/src/openapi/response-examples';
import { newPlayer, type Player, start007Game } from '../../../api/test/game-server-fixtures';
import { startTestApp, type TestApp } from '../../../api/test/support/test-app';
import { readmeExample } from './readme';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * Runs the README's example as written — compiled as a user's project would compile it, its
 * `import … from '@entente/client'` given this package — with ENTENTE_URL and ENTENTE_TOKEN set;
 * answers what it printed.
 */
async function runReadmeExample(env: { ENTENTE_URL: string; ENTENTE_TOKEN: string }): Promise<string[]> {
  const js = ts.transpileModule(readmeExample(), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const printed: string[] = [];
  const requireOf = (id: string) => {
    if (id !== '@entente/client') throw new Error(`the example imports ${id}`);
    return entente;
  };
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<void>;
  const example = new AsyncFunction('require', 'exports', 'process', 'console', js);
  await example(requireOf, {}, { env }, { log: (...parts: unknown[]) => printed.push(parts.join(' ')) });
  return printed;
}

/** The EntenteProblem a call (through unwrap) was refused with; fails when it was not refused. */
async function refusal(call: Promise<unknown>): Promise<EntenteProblem> {
  try {
    await call;
  } catch (e) {
    if (e instanceof EntenteProblem) return e;
    throw e;
  }
  throw new Error('the call was not refused');
}

describe('@entente/client against the API', () => {
  let t: TestApp;
  let white: Player;
  let black: Player;

  beforeAll(async () => {
    t = await startTestApp();
    white = await newPlayer(t, 'cw');
    black = await newPlayer(t, 'cb');
  });
  afterAll(() => t.close());

  const apiToken = async (p: Player): Promise<string> =>
    (
      await t.http
        .post('/tokens')
        .set(p.auth)
        .send({ name: 'readme example', scopes: ['games:read', 'games:play'] })
        .expect(201)
    ).body.token;
  const eventsOf = async (id: string) =>
    (await t.http.get(`/games/${id}/events?limit=100`).set(white.auth).expect(200)).body.items as {
      seq: number;
      type: string;
      seat: string | null;
      userId: string | null;
      payload: { action?: { move?: string } };
    }[];

  it('the README example signs in with an API token and plays a half-move where my seat must act', async () => {
    const game = await start007Game(t, white, black);
    const token = await apiToken(white);
    expect(token).toMatch(/^ent_/);

    const printed = await runReadmeExample({ ENTENTE_URL: t.baseUrl, ENTENTE_TOKEN: token });

    const now = (await t.http.get(`/games/${game.id}`).set(white.auth).expect(200)).body;
    expect(now.version).toBe(game.version + 1);
    // The contract's example game (what a client author reads first) has the fields the server sends.
    expect(Object.keys(GAME_EXAMPLE).sort()).toEqual(Object.keys(now).sort());
    const last = (await eventsOf(game.id)).at(-1)!;
    expect(last).toMatchObject({ seq: now.version, type: 'move', seat: 'white', userId: white.id });
    expect(printed).toEqual([`Played ${last.payload.action?.move}; the game is at version ${now.version}.`]);

    // Black's seat does not act in the middle of White's turn: nothing for Black's token to play.
    expect(await runReadmeExample({ ENTENTE_URL: t.baseUrl, ENTENTE_TOKEN: await apiToken(black) })).toEqual([
      'Nothing to play: no game waits for me.',
    ]);
    expect((await t.http.get(`/games/${game.id}`).set(white.auth).expect(200)).body.version).toBe(now.version);
  });

  it('sends the token on every request and a fresh Idempotency-Key on each play; a retry with its key is replayed', async () => {
    const game = await start007Game(t, white, black);
    const token = await apiToken(white);
    const sent: { method: string; path: string; authorization: string | null; key: string | null }[] = [];
    const client = createEntenteClient({
      baseUrl: `${t.baseUrl}/`,
      token,
      fetch: (request) => {
        sent.push({
          method: request.method,
          path: new URL(request.url).pathname,
          authorization: request.headers.get('authorization'),
          key: request.headers.get('idempotency-key'),
        });
        return fetch(request);
      },
    });

    const before = await unwrap(client.GET('/games/{id}', { params: { path: { id: game.id } } }));
    const params = { path: { id: game.id } };
    const first = await client.POST('/games/{id}/moves', {
      params,
      body: { move: 'e2e4', expectedVersion: before.version },
    });
    expect(first.response.status).toBe(201);
    const second = await client.POST('/games/{id}/moves', {
      params,
      body: { move: 'e7e5', expectedVersion: first.data!.version },
    });
    expect(second.response.status).toBe(201);

    expect(sent.map((s) => [s.method, s.path, s.authorization])).toEqual([
      ['GET', `/games/${game.id}`, `Bearer ${token}`],
      ['POST', `/games/${game.id}/moves`, `Bearer ${token}`],
      ['POST', `/games/${game.id}/moves`, `Bearer ${token}`],
    ]);
    const [read, firstKey, secondKey] = sent.map((s) => s.key);
    expect(read).toBeNull();
    expect(firstKey).toMatch(UUID);
    expect(secondKey).toMatch(UUID);
    expect(secondKey).not.toBe(firstKey);

    // The first move again with its key (its answer was "lost"): the stored answer, nothing played.
    const retry = await client.POST('/games/{id}/moves', {
      params,
      body: { move: 'e2e4', expectedVersion: before.version },
      headers: { 'Idempotency-Key': firstKey! },
    });
    expect(sent.at(-1)!.key).toBe(firstKey);
    expect(retry.response.status).toBe(201);
    expect(retry.response.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.data!.version).toBe(first.data!.version);
    const moves = (await eventsOf(game.id)).filter((e) => e.type === 'move').map((e) => e.payload.action?.move);
    expect(moves).toEqual(['e2e4', 'e7e5']);
  });

  it('answers a refusal as the operation’s problem; unwrap() throws it as an EntenteProblem', async () => {
    const game = await start007Game(t, white, black);
    const client = createEntenteClient({ baseUrl: t.baseUrl, token: await apiToken(white) });
    const params = { path: { id: game.id } };

    const illegal = await client.POST('/games/{id}/moves', {
      params,
      body: { move: 'e2e5', expectedVersion: game.version },
    });
    expect(illegal.data).toBeUndefined();
    expect(illegal.response.status).toBe(422);
    expect(illegal.response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(illegal.error).toMatchObject({ status: 422, code: 'ILLEGAL_MOVE', instance: `/games/${game.id}/moves` });

    const conflict = await refusal(
      unwrap(client.POST('/games/{id}/moves', { params, body: { move: 'e2e4', expectedVersion: game.version - 1 } })),
    );
    expect([conflict.code, conflict.status, conflict.problem.game?.version]).toEqual([
      'VERSION_CONFLICT',
      409,
      game.version,
    ]);

    // Headers of the client's options go with every request: German titles for a German reader.
    const german = createEntenteClient({
      baseUrl: t.baseUrl,
      token: await apiToken(white),
      headers: { 'Accept-Language': 'de' },
    });
    const refused = await refusal(
      unwrap(german.POST('/games/{id}/moves', { params, body: { move: 'e2e5', expectedVersion: game.version } })),
    );
    expect([refused.code, refused.problem.title]).toEqual(['ILLEGAL_MOVE', errorCode('ILLEGAL_MOVE')?.de]);

    // No answer at all (nothing listens there): an EntenteProblem too, the failure as its cause.
    const away = createEntenteClient({ baseUrl: 'http://127.0.0.1:9', token: 'ent_x' });
    const lost = await refusal(unwrap(away.GET('/users/me')));
    expect([lost.code, lost.status]).toEqual(['UNKNOWN', 0]);
    // (fetch's own TypeError, of Node's realm rather than the test's: compared by its message.)
    expect(lost.problem.detail).toBe((lost.cause as { message?: string } | undefined)?.message);
    expect(lost.problem.detail).toMatch(/fetch failed/);
  });
});
