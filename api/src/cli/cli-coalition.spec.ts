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

  describe('--edition', () => {
    const move = (m: string) => ({ type: 'move', move: m });
    // Alliances first, every piece back home; then Yellow's machine gun steps forward and back
    // while the others shuffle pieces that have no double step: four cycles of two rounds.
    const opening = [
      ...['g1f3', 'd10e8'].map(move),
      { type: 'declare', seat: 'green', ally: 'yellow' },
      move('j5h4'),
      { type: 'declare', seat: 'red', ally: 'black' },
      ...['a6a4', 'f3g1', 'e8d10', 'h4j5', 'a4a6'].map(move),
    ];
    const cycle = ['c2c3', 'd10e8', 'j5h4', 'a6a4', 'c3c2', 'e8d10', 'h4j5', 'a4a6'].map(move);
    const game = JSON.stringify([...opening, ...cycle, ...cycle, ...cycle, ...cycle]);
    const options = ['--options', '{"setupPhase":false}'];

    it('coalition/1 ends the machine-gun cycle by fivefold repetition a cycle early; coalition/2, the default, plays on', () => {
      const older = entente(['play', '--variant', 'coalition', ...options, '--edition', 'coalition/1'], game);
      expect(older.code).toBe(1);
      expect(older.json()).toMatchObject({ ok: false, index: 39, error: { code: 'GAME_OVER' } });
      const ended = JSON.stringify(JSON.parse(game).slice(0, 39));
      expect(
        entente(['play', '--variant', 'coalition', ...options, '--edition', 'coalition/1'], ended).json(),
      ).toMatchObject({ ok: true, status: 'finished', result: { reason: 'fivefold-repetition' } });
      for (const edition of [[], ['--edition', 'coalition/2']]) {
        const r = entente(['play', '--variant', 'coalition', ...options, ...edition], game);
        expect(r.code).toBe(0);
        expect(r.json()).toMatchObject({ ok: true, status: 'active', plies: 40 });
      }
    });

    it('refuses an edition the variant does not have like invalid options, in play, perft and match', () => {
      for (const edition of ['coalition/9', '007/1', '']) {
        const played = entente(['play', '--variant', 'coalition', '--edition', edition], '[]');
        expect({ edition, code: played.code }).toEqual({ edition, code: 1 });
        expect(played.json()).toMatchObject({ ok: false, index: -1, error: { code: 'UNKNOWN_EDITION' } });
      }
      const perft = entente(['perft', '--variant', '007', '--edition', 'coalition/2', '--depth', '1']);
      expect(perft.code).toBe(1);
      expect(perft.json()).toMatchObject({ ok: false, index: -1, error: { code: 'UNKNOWN_EDITION' } });
      const match = entente([
        'match',
        '--variant',
        'coalition',
        '--edition',
        'coalition/0',
        '--players',
        'random',
        '--games',
        '1',
        '--seed',
        '1',
      ]);
      expect(match.code).toBe(1);
      expect(match.json()).toMatchObject({ ok: false, index: -1, error: { code: 'UNKNOWN_EDITION' } });
    });

    it('perft and match take an edition: perft counts the same board moves in every edition', () => {
      const counts = ['coalition/1', 'coalition/2'].map((edition) =>
        entente(['perft', '--variant', 'coalition', '--edition', edition, '--depth', '2']).lines.at(-1),
      );
      expect(counts[0]).toBe(counts[1]);
      expect(counts[0]).toBe(String(independentPerft([], 2)));
      const match = entente([
        'match',
        '--variant',
        '007',
        '--edition',
        '007/1',
        '--players',
        'random,greedy',
        '--games',
        '1',
        '--seed',
        '3',
        '--nodes',
        '200',
      ]);
      expect(match.code).toBe(0);
      expect(match.lines.at(-1)).toMatch(/^score: /);
    });
  });
});
