import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { EngineError, EngineProcess, parseAnswer } from './engine-process';

const ROOT = join(__dirname, '..', '..', '..');
const BIN = join(ROOT, 'bin', 'entente.js');
const node = (script: string) =>
  `${JSON.stringify(process.execPath)} -e ${JSON.stringify(script.replace(/\s*\n\s*/g, ' '))}`;
const LEGAL = [
  { type: 'move', move: 'e2e4' },
  { type: 'move', move: 'd2d4' },
];
const turn = {
  type: 'turn' as const,
  game: 'g',
  variant: '007',
  options: {},
  seat: 'white',
  position: 'unused',
  legal: LEGAL,
  timeMs: null,
};

describe('the engine protocol (docs/bots.md)', () => {
  it('reads an answer: one legal action, either spelling of its keys, or a resignation', () => {
    expect(parseAnswer('{"actions":[{"move":"e2e4","type":"move"}]}', LEGAL)).toEqual({
      action: { move: 'e2e4', type: 'move' },
    });
    expect(parseAnswer('{"action":{"type":"move","move":"d2d4"}}', LEGAL)).toEqual({
      action: { type: 'move', move: 'd2d4' },
    });
    expect(parseAnswer('{"resign":true}', LEGAL)).toEqual({ resign: true });
    expect(parseAnswer('e2e4', LEGAL)).toBe('not JSON');
    expect(parseAnswer('[1]', LEGAL)).toBe('not a JSON object');
    expect(parseAnswer('{"actions":[]}', LEGAL)).toMatch(/exactly one/);
    expect(parseAnswer('{"actions":[{"type":"move","move":"e2e5"}]}', LEGAL)).toMatch(/not one of the legal/);
  });

  it('answers a malformed line with an error line and asks again; gives up after three', async () => {
    const log: string[] = [];
    // Answers garbage first, then echoes the error it was sent, then plays the first legal action.
    const engine = new EngineProcess(
      node(`
        const rl = require('readline').createInterface({ input: process.stdin });
        let n = 0;
        rl.on('line', (l) => {
          const r = JSON.parse(l);
          if (r.type === 'error') return console.error('told: ' + r.message);
          n += 1;
          if (n === 1) console.log('this is not json');
          else console.log(JSON.stringify({ actions: [r.legal[0]] }));
        });`),
      (line) => log.push(line),
    );
    try {
      await expect(engine.ask(turn)).resolves.toEqual({ action: LEGAL[0] });
      expect(log[0]).toMatch(/malformed answer from the engine \(not JSON\): this is not json/);
      await new Promise((r) => setTimeout(r, 100));
      expect(log).toContain('engine: told: not JSON');
    } finally {
      await engine.stop();
    }
    const stubborn = new EngineProcess(
      node(
        `require('readline').createInterface({ input: process.stdin }).on('line', (l) => JSON.parse(l).type === 'turn' && console.log('{}'))`,
      ),
      () => undefined,
    );
    try {
      await expect(stubborn.ask(turn)).rejects.toThrow(EngineError);
    } finally {
      await stubborn.stop();
    }
  });

  it('gives up on a silent engine after its time and stays in step for the next turn', async () => {
    // Answers its first request late, the second at once.
    const engine = new EngineProcess(
      node(`
        let n = 0;
        require('readline').createInterface({ input: process.stdin }).on('line', (l) => {
          const r = JSON.parse(l);
          n += 1;
          const answer = JSON.stringify({ actions: [r.legal[n === 1 ? 0 : 1]] });
          if (n === 1) setTimeout(() => console.log(answer), 2500); else console.log(answer);
        });`),
      () => undefined,
      1500,
    );
    try {
      await expect(engine.ask(turn)).rejects.toThrow(EngineError);
      await new Promise((r) => setTimeout(r, 1500));
      await expect(engine.ask(turn)).resolves.toEqual({ action: LEGAL[1] });
    } finally {
      await engine.stop();
    }
  });
});

describe('entente match --players cmd:<command>', () => {
  it('seats an external engine beside a level, and the built-in player through the protocol', () => {
    const engine = `cmd:node ${join(ROOT, 'examples', 'random-engine.js')}`;
    const r = spawnSync(
      process.execPath,
      [
        BIN,
        'match',
        '--variant',
        '007',
        '--players',
        `${engine},greedy`,
        '--games',
        '2',
        '--seed',
        '3',
        '--max-plies',
        '60',
      ],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toContain(`white=${engine} black=greedy`);
    expect(lines[2]).toMatch(
      new RegExp(
        `^rating: ${engine.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} scored [\\d.]+% against greedy over 2 games: [+-]?\\d+ Elo`,
      ),
    );
    expect(lines[3]).toMatch(/^score: cmd:.*=\d+ greedy=\d+$/);
    const builtin = spawnSync(
      process.execPath,
      [
        BIN,
        'match',
        '--variant',
        'coalition',
        '--options',
        '{"setupPhase":false}',
        '--players',
        `cmd:node ${BIN} engine --level greedy,random`,
        '--games',
        '1',
        '--seed',
        '1',
        '--max-plies',
        '40',
      ],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(builtin.status).toBe(0);
    expect(builtin.stdout).toMatch(/score: cmd:.*engine --level greedy=\d+ random=\d+/);
  });

  it('refuses a player that is neither a level nor a command', () => {
    const r = spawnSync(
      process.execPath,
      [BIN, 'match', '--variant', '007', '--players', 'cmd:,random', '--games', '1', '--seed', '1'],
      {
        encoding: 'utf8',
      },
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/unknown player "cmd:"/);
  });
});
