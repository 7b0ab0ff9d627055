import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { independentPerft } from '../../../packages/engine/test/independent-counter/independent-counter';

/** The `entente` binary for Coalition Chess, as outside tests use it (docs/architecture.md). */
const BIN = join(__dirname, '..', '..', '..', 'bin', 'entente.js');

function entente(args: string[], input = '') {
  const r = spawnSync(process.execPath, [BIN, ...args], { input, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, lines: r.stdout.trim().split('\n'), json: () => JSON.parse(r.stdout) };
}

describe('entente for Coalition Chess', () => {
  it('perft counts from the default array with Yellow to move, also when setupPhase is on; --moves and --divide', () => {
    const plain = entente(['perft', '--variant', 'coalition', '--depth', '2']);
    expect(plain.code).toBe(0);
    expect(plain.lines.at(-1)).toBe(String(independentPerft([], 2)));
    const moved = entente(['perft', '--variant', 'coalition', '--moves', 'f2f3,c9c7,i5g5', '--depth', '2', '--divide']);
    expect(moved.code).toBe(0);
    expect(moved.lines.at(-1)).toBe(String(independentPerft(['f2f3', 'c9c7', 'i5g5'], 2)));
    for (const line of moved.lines.slice(0, -1)) expect(line).toMatch(/^e1[a-j]\d+ \d+$|^[a-j]\d+[a-j]\d+ \d+$/);
  });

  it('play starts with the set-up phase by default', () => {
    const r = entente(['play', '--variant', 'coalition'], '[]');
    expect(r.code).toBe(0);
    expect(r.json()).toEqual({
      ok: true,
      status: 'setup',
      toMove: [
        { seat: 'black', color: 'black', part: 1, of: 1, reason: 'setup' },
        { seat: 'green', color: 'green', part: 1, of: 1, reason: 'setup' },
        { seat: 'red', color: 'red', part: 1, of: 1, reason: 'setup' },
      ],
      legalMoves: [],
      result: null,
      coalitions: [],
      plies: 0,
    });
  });

  it('play applies moves and declarations and prints the contract object', () => {
    const actions = [
      { type: 'move', move: 'c2c4' },
      { type: 'move', move: 'd9d7' },
      { type: 'declare', seat: 'green', ally: 'black' },
      { type: 'move', move: 'j5j3' },
      { type: 'move', move: 'a5c1' },
    ];
    const r = entente(['play', '--variant', 'coalition', '--options', '{"setupPhase":false}'], JSON.stringify(actions));
    expect(r.code).toBe(0);
    expect(r.json()).toMatchObject({
      ok: true,
      status: 'finished',
      toMove: [],
      result: { winners: ['black', 'green'], reason: 'checkmate', points: { yellow: 0, black: 6, green: 6, red: 0 } },
      coalitions: [['black', 'green']],
      plies: 4,
    });
  });

  it('play reports the first refused action and bad options', () => {
    const r = entente(
      ['play', '--variant', 'coalition', '--options', '{"setupPhase":false}'],
      JSON.stringify([
        { type: 'move', move: 'e2e4' },
        { type: 'move', move: 'e2e4' },
      ]),
    );
    expect(r.code).toBe(1);
    expect(r.json()).toMatchObject({ ok: false, index: 1, error: { code: 'ILLEGAL_MOVE' } });
    const bad = entente(['play', '--variant', 'coalition', '--options', '{"order":"YRGB"}'], '[]');
    expect(bad.code).toBe(1);
    expect(bad.json()).toMatchObject({ ok: false, index: -1, error: { code: 'BAD_OPTIONS' } });
  });

  it('--position starts from the position text', () => {
    const position =
      '9bK/10/10/10/10/10/10/10/10/yK9 phase=active round=5 turn=b out=gr coalitions=yg@1:declaration,br@1:declaration';
    const r = entente(['play', '--variant', 'coalition', '--position', position], '[]');
    expect(r.json()).toMatchObject({
      ok: true,
      status: 'active',
      toMove: [{ seat: 'black', reason: 'turn' }],
      legalMoves: ['j10i10', 'j10i9', 'j10j9'],
    });
  });
});
