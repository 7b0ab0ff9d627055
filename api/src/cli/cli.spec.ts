import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** The `entente` binary as outside tests use it (docs/architecture.md, "The entente command line"). */
const BIN = join(__dirname, '..', '..', '..', 'bin', 'entente.js');

function entente(args: string[], input = '') {
  const r = spawnSync(process.execPath, [BIN, ...args], { input, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, lines: r.stdout.trim().split('\n') };
}

describe('entente perft', () => {
  it('prints the leaf count on its last line', () => {
    const r = entente(['perft', '--variant', '007', '--options', '{"completion":"lax"}', '--depth', '3']);
    expect(r.code).toBe(0);
    expect(r.lines[r.lines.length - 1]).toBe('8902');
  });

  it('--divide prints one "<move> <count>" line per first move before the total', () => {
    const r = entente(['perft', '--variant', '007', '--depth', '2', '--divide']);
    expect(r.code).toBe(0);
    const divide = r.lines.slice(0, -1);
    expect(divide).toHaveLength(20);
    for (const line of divide) expect(line).toMatch(/^[a-h][1-8][a-h][1-8](=[QRBN])? \d+$/);
    expect(divide).toContain('e2e4 20');
    expect(r.lines[r.lines.length - 1]).toBe('400');
  });

  it('--moves plays from the start first; --fen starts from a position', () => {
    const moves = entente(['perft', '--variant', '007', '--moves', 'e2e4,e7e5', '--depth', '1']);
    expect(moves.lines[moves.lines.length - 1]).toBe('29');
    const fen = entente([
      'perft',
      '--variant',
      '007',
      '--options',
      '{"completion":"lax"}',
      '--fen',
      'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
      '--depth',
      '2',
    ]);
    expect(fen.lines[fen.lines.length - 1]).toBe('2039');
  });

  it('ignores the automatic draws that play applies (dead position)', () => {
    const fen = 'k7/8/8/8/8/8/8/K7 w - - 0 1';
    const perft = entente(['perft', '--variant', '007', '--fen', fen, '--depth', '2']);
    expect(perft.lines[perft.lines.length - 1]).toBe('9');
    const played = entente(['play', '--variant', '007', '--fen', fen], '[]');
    expect(JSON.parse(played.stdout)).toMatchObject({
      ok: true,
      status: 'finished',
      result: { reason: 'dead-position' },
    });
  });

  it('exits 2 with a message on stderr for bad arguments', () => {
    for (const args of [
      ['frobnicate'],
      [],
      ['perft', '--variant', '007'],
      ['perft', '--variant', 'xiangqi', '--depth', '1'],
      ['perft', '--variant', '007', '--depth', 'two'],
      ['perft', '--variant', '007', '--depth', '1', '--colour', 'red'],
      ['perft', '--variant', '007', '--depth', '1', '--options', '{nope'],
      ['perft', '--variant', '007', '--depth', '1', '--options', '{"progressive":true,"detente":true}'],
      ['perft', '--variant', '007', '--depth', '1', '--moves', 'e2e5'],
    ]) {
      const r = entente(args);
      expect({ args, code: r.code }).toEqual({ args, code: 2 });
      expect(r.stderr).toMatch(/entente: .+/);
    }
  });
});

describe('entente play', () => {
  const actions = (...moves: string[]) => JSON.stringify(moves.map((move) => ({ type: 'move', move })));

  it('prints the state as one JSON object', () => {
    const r = entente(['play', '--variant', '007'], actions('e2e4', 'e7e5'));
    expect(r.code).toBe(0);
    expect(r.lines).toHaveLength(1);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out).sort()).toEqual(['coalitions', 'legalMoves', 'ok', 'plies', 'result', 'status', 'toMove']);
    expect(out).toMatchObject({ ok: true, status: 'active', result: null, coalitions: [], plies: 2 });
    expect(out.toMove).toEqual([expect.objectContaining({ seat: 'white', color: 'white', part: 3 })]);
    expect(out.legalMoves).toContain('g1f3');
  });

  it('reports the result of a finished game, with points', () => {
    const fen = 'k7/7p/1K6/8/8/8/P7/6R1 w - - 0 1';
    const r = entente(['play', '--variant', '007', '--fen', fen], actions('a2a3', 'h7h6', 'g1g8'));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      ok: true,
      status: 'finished',
      toMove: [],
      legalMoves: [],
      result: { winners: ['white'], reason: 'checkmate', points: { white: 6, black: 0 } },
      coalitions: [],
      plies: 3,
    });
  });

  it('refuses the first illegal action with its index and exits 1', () => {
    const r = entente(['play', '--variant', '007'], actions('e2e4', 'e7e5', 'e4e5'));
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toEqual({
      ok: false,
      index: 2,
      error: { code: 'ILLEGAL_MOVE', message: expect.any(String) },
    });
    const turn = entente(['play', '--variant', '007'], JSON.stringify([{ type: 'claim-draw', seat: 'black' }]));
    expect(JSON.parse(turn.stdout)).toMatchObject({ ok: false, index: 0, error: { code: 'NOT_YOUR_TURN' } });
  });

  it('refuses invalid options with index -1 and exits 1', () => {
    const r = entente(['play', '--variant', '007', '--options', '{"progressive":true,"balanced":true}'], '[]');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toEqual({
      ok: false,
      index: -1,
      error: { code: 'BAD_OPTIONS', message: expect.stringContaining('Balanced') },
    });
  });

  it('exits 2 when standard input is not a JSON array', () => {
    const r = entente(['play', '--variant', '007'], '{"type":"move"}');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/JSON array/);
  });
});

describe('entente match', () => {
  const GAME_LINE =
    /^game \d+: (\w+=(random|greedy|search) ?)+\| (won by [\w+]+|no winner) \([\w-]+\) after \d+ plies \| (\w+=\d+ ?)+$/;

  it('plays n seeded games, one line each, then the points per level', () => {
    const args = ['match', '--variant', '007', '--players', 'greedy,random', '--games', '4', '--seed', '1'];
    const r = entente(args);
    expect(r.code).toBe(0);
    expect(r.lines).toHaveLength(5);
    for (const line of r.lines.slice(0, 4)) expect(line).toMatch(GAME_LINE);
    // Seats rotate: greedy is white in games 1 and 3, black in 2 and 4.
    expect(r.lines[0]).toContain('white=greedy black=random');
    expect(r.lines[1]).toContain('white=random black=greedy');
    const score = /^score: greedy=(\d+) random=(\d+)$/.exec(r.lines[4]);
    expect(score).not.toBeNull();
    const perGame = r.lines.slice(0, 4).map((line) => Number(/greedy=(\d+)/.exec(line.split('| ')[2])![1]));
    expect(Number(score![1])).toBe(perGame.reduce((a, b) => a + b, 0));
    // Same seed, same games.
    expect(entente(args).stdout).toBe(r.stdout);
  });

  it('plays Coalition Chess with one level per seat (fewer levels repeat in seat order)', () => {
    const r = entente(['match', '--variant', 'coalition', '--players', 'greedy,random', '--games', '2', '--seed', '5']);
    expect(r.code).toBe(0);
    expect(r.lines[0]).toContain('yellow=greedy black=random green=greedy red=random');
    expect(r.lines[1]).toContain('yellow=random black=greedy green=random red=greedy');
    expect(r.lines[2]).toMatch(/^score: greedy=\d+ random=\d+$/);
  });

  it('takes the options and a node budget', () => {
    const r = entente([
      'match',
      ...['--variant', '007', '--options', '{"balanced":true,"detente":true}'],
      ...['--players', 'search,random', '--games', '1', '--seed', 'x', '--nodes', '500'],
    ]);
    expect(r.code).toBe(0);
    expect(r.lines[0]).toMatch(GAME_LINE);
  });

  it('exits 2 with a message for bad arguments', () => {
    for (const args of [
      ['match', '--variant', '007', '--games', '1', '--seed', '1'],
      ['match', '--variant', '007', '--players', 'greedy,champion', '--games', '1', '--seed', '1'],
      ['match', '--variant', '007', '--players', 'greedy,random,search', '--games', '1', '--seed', '1'],
      ['match', '--variant', '007', '--players', 'greedy', '--games', '0', '--seed', '1'],
      ['match', '--variant', '007', '--players', 'greedy', '--games', '1'],
      ['match', '--variant', '007', '--players', 'greedy', '--games', '1', '--seed', '1', '--options', '{"fast":1}'],
    ]) {
      const r = entente(args);
      expect({ args, code: r.code }).toEqual({ args, code: 2 });
      expect(r.stderr).toMatch(/entente: .+/);
    }
  });
});
