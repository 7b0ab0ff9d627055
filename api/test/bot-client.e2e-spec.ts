import { type ChildProcess, spawn } from 'node:child_process';
import * as path from 'node:path';
import { newPlayer, type Player } from './game-server-fixtures';
import { createGame, invite007 } from './support/games';
import { startTestApp, type TestApp } from './support/test-app';
import { tokenAuth } from './support/tokens';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'entente.js');
const ENGINE = `${JSON.stringify(process.execPath)} ${JSON.stringify(path.join(ROOT, 'examples', 'random-engine.js'))}`;

type Game = Record<string, any>;

/** `entente bot` as a child process, its log collected. */
function startClient(t: TestApp, token: string, engine = ENGINE): { child: ChildProcess; log: () => string } {
  let log = '';
  const child = spawn(process.execPath, [BIN, 'bot', '--server', t.baseUrl, '--token', token, '--engine', engine], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  return { child, log: () => log };
}

const exited = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((r) => child.once('exit', (code) => r(code)));

/** The client logs after the server has answered, and its output arrives through a pipe: wait for it. */
const logged = (client: { log(): string }, line: RegExp): Promise<true> =>
  until(`the client to log ${line.source}`, async () => (line.test(client.log()) ? true : undefined), 10_000);

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 40_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

describe('entente bot: a local engine program playing as a bot', () => {
  let t: TestApp;
  let human: Player;
  let bot: Player;
  let token: string;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    human = await newPlayer(t, 'hum');
    bot = await newPlayer(t, 'bot');
    token = (await tokenAuth(t, bot, ['bot:play'])).Authorization.slice('Bearer '.length);
    const auth = { Authorization: `Bearer ${token}` };
    await t.http.post('/me/bot').set(auth).expect(201);
    await t.http
      .put('/bot/profile')
      .set(auth)
      .send({
        variants: ['007', 'coalition'],
        optionSets: {},
        timeControls: ['per-move'],
        minDays: 1,
        maxDays: 30,
        maxGames: 4,
        acceptBots: false,
      })
      .expect(200);
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await t?.close();
  });

  const game = async (id: string): Promise<Game> => (await t.http.get(`/games/${id}`).set(human.auth).expect(200)).body;
  /** The human plays its seat's half-moves until the bot's seat must act; the game as it is then. */
  const humanPlays = async (id: string, seat: string): Promise<Game> => {
    for (;;) {
      const g = await game(id);
      if (g.status !== 'active' || !g.toMove.some((m: { seat: string }) => m.seat === seat)) return g;
      await t.http
        .post(`/games/${id}/moves`)
        .set(human.auth)
        .send({ move: g.legalMoves[0], expectedVersion: g.version })
        .expect(201);
    }
  };
  const botToMove = (g: Game, seat: string) => g.toMove.some((m: { seat: string }) => m.seat === seat);

  it('accepts a 007 game by its profile, plays its turns, survives a kill and a restart, stops on SIGTERM', async () => {
    let client = startClient(t, token);
    children.push(client.child);
    const id = (await invite007(t, human, bot.username, { timeControl: { type: 'per-move', days: 3 } })).body.id;
    await until('the bot to accept', async () => ((await game(id)).status === 'active' ? true : undefined));
    // Three times: the human's turn, then the bot's three half-moves of its turn.
    let played = 0;
    for (let round = 0; round < 3; round++) {
      const before = await humanPlays(id, 'white');
      if (before.status !== 'active') break;
      await until('the bot to play its turn', async () => {
        const g = await game(id);
        return g.status !== 'active' || !botToMove(g, 'black') ? g : undefined;
      });
      played += 1;
    }
    expect(played).toBe(3);
    // Killed outright mid-game: the human moves meanwhile, a new client carries on.
    client.child.kill('SIGKILL');
    await exited(client.child);
    const waiting = await humanPlays(id, 'white');
    expect(botToMove(waiting, 'black')).toBe(true);
    client = startClient(t, token);
    children.push(client.child);
    const after = await until('the restarted bot to play', async () => {
      const g = await game(id);
      return !botToMove(g, 'black') ? g : undefined;
    });
    // Each of the bot's half-moves was played once: the event log has no gap nor repeat.
    const events = (await t.http.get(`/games/${id}/events?limit=1000`).set(human.auth).expect(200)).body;
    const items = (events.items ?? events) as { seq: number }[];
    expect(items.map((e) => e.seq)).toEqual(items.map((_, i) => i + 1));
    expect(after.version).toBe(items.length);
    client.child.kill('SIGTERM');
    expect(await exited(client.child)).toBe(0);
    await logged(client, /stopped/);
  });

  it('declines a challenge its profile no longer allows, saying why, and plays Coalition beside two computers', async () => {
    const auth = { Authorization: `Bearer ${token}` };
    const profile = (await t.http.get('/bot/profile').set(auth).expect(200)).body;
    // The server holds a new invitation to the profile; one sent before the profile changed
    // reaches the client, which declines it by the profile it reads when it connects.
    const slow = await invite007(t, human, bot.username, { timeControl: { type: 'per-move', days: 5 } });
    await t.http
      .put('/bot/profile')
      .set(auth)
      .send({ ...profile, maxDays: 4 })
      .expect(200);
    const client = startClient(t, token);
    children.push(client.child);
    await until('the bot to decline', async () => {
      const g = await game(slow.body.id);
      return g.seats.find((s: { seat: string }) => s.seat === 'black').state === 'open' ? true : undefined;
    });
    await logged(client, /declined 007 game .* tooSlow/);
    const coalition = await createGame(t, human, {
      variant: 'coalition',
      options: { setupPhase: false },
      seats: [
        { seat: 'yellow', me: true },
        { seat: 'black', invite: bot.username },
        { seat: 'green', computer: 'random' },
        { seat: 'red', computer: 'random' },
      ],
    });
    const id = coalition.body.id as string;
    // The bot's seat acts (a declaration, pass or move) once the game reaches it.
    await until(
      'the bot to act in Coalition Chess',
      async () => {
        const g = await game(id);
        if (g.status === 'active' && botToMove(g, 'yellow') && g.legalMoves.length > 0)
          await t.http
            .post(`/games/${id}/moves`)
            .set(human.auth)
            .send({ move: g.legalMoves[0], seat: 'yellow', expectedVersion: g.version });
        const events = (await t.http.get(`/games/${id}/events?limit=1000`).set(human.auth).expect(200)).body;
        const items = (events.items ?? events) as { seat: string | null; user_id?: string; userId?: string }[];
        return items.some((e) => e.seat === 'black' && (e.userId ?? e.user_id) === bot.id) ? true : undefined;
      },
      60_000,
    );
    client.child.kill('SIGTERM');
    expect(await exited(client.child)).toBe(0);
  });

  it('answers challenges (POST /challenges) from the stream: accepts by its profile, declines with the reason', async () => {
    const auth = { Authorization: `Bearer ${token}` };
    const challenge = async (days: number) =>
      (
        await t.http
          .post('/challenges')
          .set(human.auth)
          .send({ to: bot.username, variant: '007', timeControl: { type: 'per-move', days } })
          .expect(201)
      ).body.id as string;
    const inProfile = await challenge(3);
    const tooSlow = await challenge(4);
    const profile = (await t.http.get('/bot/profile').set(auth).expect(200)).body;
    await t.http
      .put('/bot/profile')
      .set(auth)
      .send({ ...profile, maxDays: 3 })
      .expect(200);
    const client = startClient(t, token);
    children.push(client.child);
    const read = async (id: string) => (await t.http.get(`/challenges/${id}`).set(human.auth).expect(200)).body;
    const accepted = await until('the bot to accept', async () => {
      const c = await read(inProfile);
      return c.status === 'accepted' ? c : undefined;
    });
    expect((await game(accepted.gameId)).status).toBe('active');
    const declined = await until('the bot to decline', async () => {
      const c = await read(tooSlow);
      return c.status === 'declined' ? c : undefined;
    });
    expect(declined.reason).toBe('tooSlow');
    await logged(client, /declined 007 challenge .* tooSlow/);
    client.child.kill('SIGTERM');
    expect(await exited(client.child)).toBe(0);
  });
});
