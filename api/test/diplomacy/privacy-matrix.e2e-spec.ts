import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { load } from 'js-yaml';
import { channelsOf } from '../../src/play/negotiation/channels';
import { MESSAGE_EMAIL_QUIET_MS } from '../../src/play/negotiation/message-notifications';
import { OutboxDispatcher } from '../../src/delivery/notifications/outbox-dispatcher';
import { WebhookDispatcher } from '../../src/delivery/webhooks/webhook-dispatcher';
import { clockOf, eventually } from '../correspondence/helpers';
import { SmtpRecorder } from '../correspondence/smtp-recorder';
import { newPlayer, type Player, startCoalitionGame } from '../game-server-fixtures';
import { ladderGame, newClub, seasonAroundToday } from '../ladder-fixtures';
import { SseClient } from '../support/sse-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { act, type Json, post } from './fixtures';
import { invite007 } from '../support/games';

jest.setTimeout(240_000);

/**
 * The privacy matrix of the negotiation: while a game runs, a message is readable only by the
 * holders of its channel's seats, and notes only by their writer — through every route there is.
 * Each channel of three games (a ladder game in a club, a strawman game, a 007 game) gets a secret
 * message, each player secret notes; then every viewer (the players, a club member who does not
 * play, an outsider) reads through every route: every GET operation of openapi.yaml with its path
 * parameters filled in every way the data allows, the SSE streams (the game's, the game's
 * messages, their own), their webhooks, their emails and in-app notifications. A secret seen by a
 * viewer it is not for is a hole. After the games end, the same again with the rules of a reveal
 * (one game reveals, one never does; notes are never revealed). Prints the cells and holes.
 */
describe('privacy matrix of the negotiation', () => {
  let t: TestApp;
  let smtp: SmtpRecorder;
  let hooks: Server;
  let hookBase = '';
  const hookBodies = new Map<string, string[]>();
  const streams: { viewer: string; route: string; client: SseClient }[] = [];

  beforeAll(async () => {
    smtp = new SmtpRecorder();
    await smtp.start();
    hooks = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const who = String(req.url).slice(1);
        hookBodies.set(who, [...(hookBodies.get(who) ?? []), Buffer.concat(chunks).toString('utf8')]);
        res.statusCode = 204;
        res.end();
      });
    });
    await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
    hookBase = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}`;
    t = await startTestApp({ config: { smtpUrl: smtp.url, webhooksAllowPrivate: true, messagesPerMinute: 1000 } });
  });
  afterAll(async () => {
    for (const s of streams) s.client.close();
    await t?.close();
    await smtp.stop();
    await new Promise((resolve) => hooks.close(resolve));
  });

  it('has no holes while the games run, nor after they end', async () => {
    // --- The people.
    const names = ['ya', 'bl', 'gr', 're', 'straw', 'sb', 'sr', 'wh', 'bk', 'member', 'outsider'] as const;
    const people = {} as Record<(typeof names)[number], Player>;
    for (const n of names) people[n] = await newPlayer(t, n);
    const viewers = Object.entries(people) as [string, Player][];
    const nameOf = new Map(viewers.map(([n, p]) => [p.id, n]));

    // --- The games: a ladder game of a public club, a strawman game (never revealed), a 007 game.
    const club = await newClub(t, people.ya, [people.bl, people.gr, people.re, people.member]);
    const ladder = (
      await t.http
        .post(`/clubs/${club}/ladders`)
        .set(people.ya.auth)
        .send({ name: 'Matrix', variant: 'coalition', options: { setupPhase: false }, season: seasonAroundToday() })
        .expect(201)
    ).body;
    const ladderSeats = { yellow: people.ya, black: people.bl, green: people.gr, red: people.re };
    const g1 = (
      await t.http.get(`/games/${await ladderGame(t, ladder.id, people.ya, ladderSeats)}`).set(people.ya.auth)
    ).body as Json;
    const strawSeats = { yellow: people.straw, green: people.straw, black: people.sb, red: people.sr };
    const g2 = await startCoalitionGame(t, strawSeats, { pressReveal: 'never' });
    const created = await invite007(t, people.wh, people.bk.username);
    await t.http.post(`/games/${created.body.id}/seats/black/accept`).set(people.bk.auth).expect(200);
    const g3 = (await t.http.get(`/games/${created.body.id}`).set(people.wh.auth)).body as Json;
    const games = [
      { game: g1, seats: ladderSeats as Record<string, Player> },
      { game: g2, seats: strawSeats as Record<string, Player> },
      { game: g3, seats: { white: people.wh, black: people.bk } as Record<string, Player> },
    ];

    // --- Every viewer listens everywhere before anything is said.
    for (const [n, p] of viewers) {
      await t.http
        .post('/me/webhooks')
        .set(p.auth)
        .send({ url: `${hookBase}/${n}`, kinds: [] })
        .expect(201);
      const routes = [
        '/me/stream',
        ...games.flatMap(({ game }) => [`/games/${game.id}/stream`, `/games/${game.id}/channels/stream`]),
      ];
      for (const route of routes) {
        const client = new SseClient(`${t.baseUrl}${route}`, p.auth);
        await client.open();
        streams.push({ viewer: n, route, client });
      }
    }

    // --- The secrets: one message in every channel of every game, and every player's notes.
    type Secret = { text: string; readers: Set<string>; game: Json; kind: 'message' | 'note' };
    const secrets: Secret[] = [];
    const nonce = () => Math.random().toString(36).slice(2, 10);
    for (const { game, seats } of games) {
      for (const channel of channelsOf(game as never)) {
        const writer = seats[channel.members[channel.members.length - 1]];
        const text = `SECRET-${channel.id}-${nonce()}`;
        await post(t, writer, game.id, channel.id, text, channel.members[channel.members.length - 1]);
        secrets.push({
          text,
          kind: 'message',
          game,
          readers: new Set(channel.members.map((seat) => nameOf.get(seats[seat].id)!)),
        });
      }
      for (const p of new Set(Object.values(seats))) {
        const text = `NOTE-${nameOf.get(p.id)}-${nonce()}`;
        await t.http.put(`/games/${game.id}/notes`).set(p.auth).send({ text }).expect(200);
        secrets.push({ text, kind: 'note', game, readers: new Set([nameOf.get(p.id)!]) });
      }
    }
    // Coalitions in the ladder game, so the alliance history and the ladder pages have something to show.
    let live = g1;
    live = await act(t, people.ya, live, { move: 'c2c3' });
    live = await act(t, people.bl, live, { move: 'c9c8' });
    live = await act(t, people.gr, live, { type: 'declare', ally: 'yellow' });
    live = await act(t, people.gr, live, { move: 'i4h4' });
    live = await act(t, people.re, live, { type: 'declare', ally: 'black' });

    // Everything told is delivered: emails after the quiet spell, webhooks, streams.
    clockOf(t).advance(MESSAGE_EMAIL_QUIET_MS + 1_000);
    await t.app.get(OutboxDispatcher).drain();
    const pending = async (sql: string) => Number((await t.db.query(sql))[0].n);
    await eventually(
      async () =>
        (await pending(`SELECT count(*) AS n FROM outbox WHERE delivered_at IS NULL AND failed_at IS NULL`)) === 0,
      20_000,
      'every email handled',
    );
    expect(smtp.mails.some((m) => /new message/.test(m.subject))).toBe(true);
    await t.app.get(WebhookDispatcher).drain();
    await eventually(
      async () =>
        (await pending(
          `SELECT count(*) AS n FROM webhook_deliveries WHERE delivered_at IS NULL AND failed_at IS NULL`,
        )) === 0,
      20_000,
      'every webhook delivered',
    );
    expect([...hookBodies.values()].flat().some((b) => b.includes('"type":"message"'))).toBe(true);
    // A member's streams have their secrets (so the streams are live, and a hole would show).
    await eventually(
      async () =>
        secrets
          .filter((s) => s.kind === 'message')
          .every((s) =>
            [...s.readers].some((r) =>
              streams.some(
                (x) =>
                  x.viewer === r &&
                  x.route.endsWith('/channels/stream') &&
                  JSON.stringify(x.client.frames).includes(s.text),
              ),
            ),
          ),
      20_000,
      'every secret on a member’s message stream',
    );

    // --- The sweep.
    const spec = load(readFileSync(path.join(__dirname, '../../../openapi.yaml'), 'utf8')) as Json;
    const usernames = viewers.map(([, p]) => p.username);
    const webhookIds = new Map<string, string>();
    for (const [n, p] of viewers) webhookIds.set(n, (await t.http.get('/me/webhooks').set(p.auth)).body[0].id);
    const expand = (template: string, viewer: string): string[] => {
      let urls = [template];
      const fill = (param: string, values: string[]) => {
        urls = urls.flatMap((u) =>
          u.includes(`{${param}}`) ? values.map((v) => u.replace(`{${param}}`, encodeURIComponent(v))) : [u],
        );
      };
      if (template.startsWith('/games/{id}')) {
        urls = games.map(({ game }) => template.replace('{id}', game.id));
        urls = urls.flatMap((u) => {
          if (!u.includes('{channel}')) return [u];
          const game = games.find(({ game }) => u.includes(game.id))!.game;
          return channelsOf(game as never).map((c) => u.replace('{channel}', encodeURIComponent(c.id)));
        });
      }
      if (template.startsWith('/ladders/{id}')) fill('id', [ladder.id]);
      if (template.startsWith('/clubs/{id}')) fill('id', [club]);
      fill('clubId', [club]);
      fill('username', usernames);
      if (template.startsWith('/me/webhooks/{id}')) fill('id', [webhookIds.get(viewer)!]);
      return urls.filter((u) => !u.includes('{'));
    };
    const getRoutes = Object.entries(spec.paths as Json)
      .filter(([route, ops]) => ops.get && !route.endsWith('/stream') && route !== '/notifications/unsubscribe')
      .map(([route]) => route);

    // What tells a person of something (notifications of every kind): never revealed, only ever for members.
    const isNotification = (source: string) =>
      /^(webhooks|email|SSE \/me\/stream|GET \/me\/notifications|GET \/me\/webhooks)/.test(source);
    const sweep = async (phase: string, allowed: (s: Secret, viewer: string, source: string) => boolean) => {
      const holes: string[] = [];
      let cells = 0;
      const check = (viewer: string, source: string, text: string) => {
        cells += 1;
        for (const s of secrets)
          if (text.includes(s.text) && !allowed(s, viewer, source)) holes.push(`${viewer} ← ${source}: ${s.text}`);
      };
      for (const [n, p] of viewers) {
        const urls = getRoutes.flatMap((template) =>
          expand(template, n).flatMap((url) =>
            template === '/alliances/partners' ? usernames.map((u) => `${url}?player=${u}`) : [url],
          ),
        );
        // A few requests at a time: the sweep is long, the server is not the thing measured.
        for (let i = 0; i < urls.length; i += 6) {
          await Promise.all(
            urls.slice(i, i + 6).map(async (url) => {
              const res = await t.http.get(url).set(p.auth);
              if (res.status >= 500) holes.push(`${n} ← GET ${url}: ${res.status}`);
              check(n, `GET ${url}`, res.text ?? JSON.stringify(res.body));
            }),
          );
        }
        for (const s of streams.filter((x) => x.viewer === n))
          check(n, `SSE ${s.route}`, JSON.stringify(s.client.frames));
        check(n, 'webhooks', (hookBodies.get(n) ?? []).join('\n'));
        check(
          n,
          'email',
          smtp
            .to(p.email)
            .map((m) => `${m.subject}\n${m.text}\n${m.html}`)
            .join('\n'),
        );
      }
      console.log(`privacy matrix (${phase}): ${viewers.length} viewers, ${cells} cells, ${holes.length} holes`);
      return holes;
    };

    // While the games run: a message for its channel's seat holders, a note for its writer.
    expect(await sweep('running', (s, viewer) => s.readers.has(viewer))).toEqual([]);

    // The games end: the ladder game reveals its channels, the strawman game never does, and 007's table.
    await act(t, people.ya, live, { type: 'resign' });
    await act(t, people.sb, g2, { type: 'resign', seat: 'black' });
    await act(t, people.wh, g3, { type: 'resign' });
    for (const { game, seats } of games) {
      const state = (await t.http.get(`/games/${game.id}`).set(Object.values(seats)[0].auth)).body;
      expect(['finished', 'aborted']).toContain(state.status);
    }
    // A word after the game, so the streams have woken after the reveal.
    await post(t, people.bl, g1.id, 'table', 'gg');
    await eventually(
      async () =>
        streams
          .filter((x) => x.route === `/games/${g1.id}/channels/stream`)
          .every((x) => JSON.stringify(x.client.frames).includes('"gg"')),
      20_000,
      'the post-game word on every stream of the ladder game',
    );
    const revealed = (s: Secret, viewer: string, source: string) =>
      s.readers.has(viewer) || (s.kind === 'message' && s.game.id !== g2.id && !isNotification(source));
    expect(await sweep('after the end', revealed)).toEqual([]);
    // And the reveal did reach everyone who may see the ladder game: the outsider reads its private channels.
    const outsiderView = await t.http.get(`/games/${g1.id}/record`).set(people.outsider.auth).expect(200);
    for (const s of secrets.filter((x) => x.kind === 'message' && x.game.id === g1.id))
      expect(outsiderView.text).toContain(s.text);
  });
});
