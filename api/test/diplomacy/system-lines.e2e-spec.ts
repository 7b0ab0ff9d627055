import { type CoalitionSeat, fourPlayers, type Player, startCoalitionGame } from '../game-server-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { act, type Json } from './fixtures';

jest.setTimeout(120_000);

/**
 * The coalition events the issue names — a coalition formed by check and by capture (declaration
 * is in negotiation.e2e-spec.ts) and the neutrality abort — as system lines of the table, played
 * through the API from the opening (the lines found with the rules engine, setupPhase false).
 */
describe('system lines of coalition events', () => {
  let t: TestApp;
  let p: Record<CoalitionSeat, Player>;

  beforeAll(async () => {
    t = await startTestApp();
    p = await fourPlayers(t, 's');
  });
  afterAll(() => t.close());

  /** Plays `seat:move` steps (or `seat:declare:ally`) as the seats' holders; returns the game. */
  const playLine = async (game: Json, steps: string[]) => {
    for (const step of steps) {
      const [seat, move, ally] = step.split(':') as [CoalitionSeat, string, string?];
      game = await act(t, p[seat], game, move === 'declare' ? { type: 'declare', seat, ally } : { move, seat });
    }
    return game;
  };
  const table = async (gameId: string) =>
    (await t.http.get(`/games/${gameId}/channels/table/messages`).set(p.yellow.auth).expect(200)).body.items as Json[];
  /** The table's system lines, each with the game event it reports checked against /events. */
  const systemLines = async (gameId: string) => {
    const events = (await t.http.get(`/games/${gameId}/events`).set(p.yellow.auth).expect(200)).body.items as Json[];
    const lines = (await table(gameId)).filter((m) => m.kind === 'system');
    for (const line of lines) {
      const event = events.find((e) => e.seq === line.system.gameSeq);
      expect([line.system.gameEventHash, line.gameVersion]).toEqual([event?.hash, event?.seq]);
    }
    const verified = (await t.http.get(`/games/${gameId}/channels/table/verify`).set(p.red.auth).expect(200)).body;
    expect(verified).toMatchObject({ ok: true, chainIntact: true, systemLinesMatch: true });
    return lines;
  };

  it('tells a coalition formed by giving check', async () => {
    // Red's a5d2 checks Yellow's King in round 3: Red joins Black (and round 3 ends).
    const game = await playLine(await startCoalitionGame(t, p), [
      'yellow:g1f3',
      'black:d10c8',
      'green:i7j8',
      'red:b7d7',
      'yellow:g2g3',
      'black:d9e8',
      'green:j8i7',
      'red:d7d6',
      'yellow:c1b1',
      'black:h9i9',
      'green:i4j4',
      'red:a5d2',
    ]);
    expect(game.coalitions).toEqual([{ seats: ['black', 'red'], round: 3, by: 'check' }]);
    const lines = await systemLines(game.id);
    expect(lines.map((l) => [l.text, l.system.coalition])).toEqual([
      ['Red joins Black by giving check in round 3.', { seats: ['black', 'red'], round: 3, by: 'check' }],
      // The check was the last move of round 3, Green still in no coalition: the game is aborted.
      ['The game is aborted: a small power stayed in no coalition to the end of round 3.', undefined],
    ]);
  });

  it('tells a coalition formed by a capture', async () => {
    // Red's a6c2 takes a yellow piece in round 2: Red joins Black.
    const game = await playLine(await startCoalitionGame(t, p), [
      'yellow:c1b1',
      'black:g9h8',
      'green:j6j7',
      'red:b5d5',
      'yellow:g2g4',
      'black:c9b8',
      'green:j5j2',
      'red:a6c2',
    ]);
    expect(game.coalitions).toEqual([{ seats: ['black', 'red'], round: 2, by: 'capture' }]);
    const lines = await systemLines(game.id);
    expect(lines.map((l) => [l.text, l.system.coalition])).toEqual([
      ['Red joins Black by a capture in round 2.', { seats: ['black', 'red'], round: 2, by: 'capture' }],
    ]);
  });

  it('tells the neutrality abort after the coalition it follows, in their order', async () => {
    // Green joins Yellow; Red stays in no coalition to the end of round 3 (coalition.md §6).
    const game = await playLine(await startCoalitionGame(t, p), [
      'yellow:c1a1',
      'black:c10a10',
      'green:declare:yellow',
      'green:i4g4',
      'red:a5a7',
      'yellow:a1a2',
      'black:a10a7',
      'green:g4f3',
      'red:a6a10',
      'yellow:a2a1',
      'black:a7a1',
      'green:f3e3',
      'red:a10a6',
    ]);
    expect([game.status, game.result?.reason]).toEqual(['aborted', 'neutrality']);
    const lines = await systemLines(game.id);
    expect(lines.map((l) => [l.text, l.system.event])).toEqual([
      ['Green joins Yellow by declaration in round 1.', 'coalition-formed'],
      ['The game is aborted: a small power stayed in no coalition to the end of round 3.', 'game-over'],
    ]);
    expect(lines[1].system.outcome).toMatchObject({ status: 'aborted', result: { reason: 'neutrality' } });
  });

  it('lets the alliance history say when a game’s negotiation is open to read: after its end, unless never revealed', async () => {
    const opening = ['yellow:c1a1', 'black:c10a10', 'green:declare:yellow'];
    const revealing = await playLine(await startCoalitionGame(t, p), opening);
    const kept = await playLine(await startCoalitionGame(t, p, { pressReveal: 'never' }), opening);
    const alliance = async (gameId: string) => {
      const page = (await t.http.get(`/alliances?player=${p.green.username}&limit=100`).set(p.red.auth).expect(200))
        .body.items as Json[];
      return page.find((a) => a.gameId === gameId)!;
    };
    expect((await alliance(revealing.id)).negotiationRevealed).toBe(false);
    await act(t, p.black, revealing, { type: 'resign', seat: 'black' });
    await act(t, p.black, kept, { type: 'resign', seat: 'black' });
    expect(await alliance(revealing.id)).toMatchObject({ outcome: 'won', negotiationRevealed: true });
    expect(await alliance(kept.id)).toMatchObject({ outcome: 'won', negotiationRevealed: false });
  });
});
