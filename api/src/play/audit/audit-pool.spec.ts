import 'reflect-metadata';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { transformFileSync } from '@swc/core';
import { eventHash, GENESIS_HASH } from '../events/event-hash';
import { PROJECT_ROOT } from '../../platform/config/paths';
import { AuditPool, auditWorkerEntry } from './audit-pool';
import type { GameEventDto } from './event.dto';
import { EngineAdapter } from '../core/engine.adapter';
import type { AuditedGame } from './game-replay';

const engine = new EngineAdapter();
const GAME_ID = '0b7f6f4c-6a0e-4c3e-9d1a-2f3b4c5d6e7f';

/** A 007 game as the server stores it: events hash-chained from creation, the snapshot at the end. */
function playedGame(moves: string[]): { game: AuditedGame; events: GameEventDto[] } {
  const options = engine.normalizeOptions('007', {});
  const rules = { variant: '007', rulesEdition: '007/1', options };
  const start = engine.start(rules);
  const steps = engine.apply(
    rules,
    start.state,
    moves.map((move) => ({ type: 'move' as const, move })),
  );
  const bodies = [
    { type: 'game-created', seat: null, payload: { variant: '007', rulesEdition: '007/1', options } },
    { type: 'game-started', seat: null, payload: { state: start.state } },
    ...steps.map((step, i) => ({
      type: 'move',
      seat: 'white',
      payload: { action: { type: 'move', move: moves[i] }, effects: step.effects },
    })),
  ];
  let prevHash = GENESIS_HASH;
  const events = bodies.map((b, i) => {
    const fields = {
      gameId: GAME_ID,
      seq: i + 1,
      type: b.type,
      seat: b.seat,
      userId: null,
      payload: b.payload as Record<string, unknown>,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      prevHash,
    };
    const hash = eventHash(fields);
    prevHash = hash;
    return { ...fields, createdAt: fields.createdAt.toISOString(), hash };
  });
  const last = steps[steps.length - 1];
  return {
    game: {
      id: GAME_ID,
      variant: '007',
      rulesEdition: '007/1',
      editionUpgrade: null,
      options,
      status: 'active',
      version: events.length,
      headHash: prevHash,
      state: last.state,
      view: last.view,
    },
    events: events.map(({ gameId: _game, ...e }) => e),
  };
}

/**
 * The audit's long computations run in worker threads (piscina), loaded from the TypeScript
 * sources (with the SWC hook, as under `npm start` and jest) and from compiled JavaScript (a build).
 */
describe('the audit worker pool', () => {
  const pool = new AuditPool();
  afterAll(() => pool.onModuleDestroy());

  it('verifies a game in a worker thread and finds a rewritten move', async () => {
    const { game, events } = playedGame(['e2e4', 'e7e5', 'g1f3', 'b8c6']);
    const eventsJson = JSON.stringify(events);
    expect(await pool.verify({ game, eventsJson })).toEqual({
      ok: true,
      events: 6,
      chainIntact: true,
      replayMatches: true,
      firstMismatch: null,
    });

    const forged = events.map((e) =>
      e.seq === 4 ? { ...e, payload: { ...e.payload, action: { type: 'move', move: 'e7e6' } } } : e,
    );
    const result = await pool.verify({ game, eventsJson: JSON.stringify(forged) });
    expect(result).toMatchObject({ ok: false, chainIntact: false, firstMismatch: { seq: 4 } });
  });

  it('exports PGN in a worker thread', async () => {
    const { game } = playedGame(['e2e4', 'e7e5', 'g1f3', 'b8c6']);
    const pgn = await pool.pgn({
      rules: game,
      state: game.state!,
      moves: 'e2e4 e7e5 g1f3 b8c6',
      tags: { Event: 'Test' },
    });
    expect(pgn).toContain('[Event "Test"]');
    expect(pgn).toMatch(/1\. e4 e5 2\. Nf3 .*Nc6 \*/);
  });

  it('loads the TypeScript entry with the SWC hook under jest and npm start', () => {
    const entry = auditWorkerEntry();
    expect(entry.filename).toBe(path.join(__dirname, 'audit.worker.ts'));
    expect(entry.execArgv).toEqual(['-r', path.join(PROJECT_ROOT, 'scripts', 'register-swc.js')]);
  });

  it('runs from a compiled build: the .js worker next to the compiled pool, without the SWC hook', async () => {
    // Compile api/src the way a build does (same SWC settings), inside the repository so that
    // node_modules resolve, then use the compiled pool.
    const out = path.join(PROJECT_ROOT, 'node_modules', '.cache', 'entente-audit-build');
    rmSync(out, { recursive: true, force: true });
    const compile = (dir: string, into: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) compile(file, path.join(into, name));
        else if (name.endsWith('.ts') && !name.endsWith('.spec.ts') && !name.endsWith('.d.ts')) {
          const target = path.join(into, name).replace(/\.ts$/, '.js');
          mkdirSync(path.dirname(target), { recursive: true });
          const swcrc = path.join(PROJECT_ROOT, '.swcrc');
          writeFileSync(target, transformFileSync(file, { swcrc: true, configFile: swcrc }).code);
        }
      }
    };
    compile(path.join(PROJECT_ROOT, 'api', 'src'), path.join(out, 'api', 'src'));
    // The engine package as the build has it (its dist/), found by the compiled code before the
    // repository's node_modules, whatever state the repository's own build is in.
    const engine = path.join(out, 'node_modules', '@entente', 'engine');
    compile(path.join(PROJECT_ROOT, 'packages', 'engine', 'src'), path.join(engine, 'dist'));
    writeFileSync(
      path.join(engine, 'package.json'),
      JSON.stringify({ name: '@entente/engine', main: 'dist/index.js' }),
    );
    const compiled = path.join(out, 'api', 'src', 'play', 'audit', 'audit-pool.js');
    const { AuditPool: CompiledPool, auditWorkerEntry: compiledEntry } = jest.requireActual(compiled) as {
      AuditPool: typeof AuditPool;
      auditWorkerEntry: typeof auditWorkerEntry;
    };
    expect(compiledEntry()).toEqual({ filename: path.join(path.dirname(compiled), 'audit.worker.js'), execArgv: [] });
    const built = new CompiledPool();
    try {
      const { game, events } = playedGame(['d2d4', 'd7d5']);
      expect(await built.verify({ game, eventsJson: JSON.stringify(events) })).toMatchObject({ ok: true, events: 4 });
    } finally {
      await built.onModuleDestroy();
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});
