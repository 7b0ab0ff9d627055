import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GameChangeService } from '../src/play/core/game-change.service';
import type { TriggerEffect } from '../src/play/core/game-change';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The effects a change to a game declares (GameChangeService.effects) are the whole list: every
 * trigger it names is installed by the migration it names, and no other trigger acts on the
 * tables a change inserts into, so nothing happens that the list does not say.
 */
describe('the effects of a change to a game', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 30_000);
  afterAll(() => t.close());

  const triggerEffects = (): TriggerEffect[] =>
    t.app.get(GameChangeService).effects.filter((e): e is TriggerEffect => e.kind === 'trigger');

  it('are named, each once, in the order they take place', () => {
    const effects = t.app.get(GameChangeService).effects;
    expect(new Set(effects.map((e) => e.name)).size).toBe(effects.length);
    const kinds = effects.map((e) => e.kind);
    // Row effects are computed before the statement, inserts and triggers run in it, locked effects after it.
    const order = ['row', 'insert', 'trigger', 'locked'];
    expect([...kinds].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(kinds);
    expect(effects.map((e) => e.name)).toEqual([
      'seat clocks and deadline',
      'notifications',
      'turns kept in time',
      'in-app notifications, webhook deliveries, user and outbox wake-ups',
      "the row's stamp",
      'stream wake-ups',
      'list keys of the seats',
      'stale drafts dropped',
      'alliance history',
      'negotiation system lines',
      'ladder results, standings and ratings',
      'tournament results, rounds and the end',
      'Coalition ratings',
      'reliability: seats lost, games held to the end',
      'computer turn due',
      'seat holders',
      'lobby listing at the end',
      'conditional turns (plans)',
    ]);
  });

  it('name every trigger on the rows a change writes, and the migration that creates it', async () => {
    const installed: { table: string; trigger: string }[] = await t.db.query(
      `SELECT c.relname AS table, tg.tgname AS trigger FROM pg_trigger tg JOIN pg_class c ON c.oid = tg.tgrelid
        WHERE NOT tg.tgisinternal
          AND ((c.relname IN ('game_events', 'outbox') AND pg_get_triggerdef(tg.oid) ~ ' INSERT ')
               OR (c.relname = 'games' AND pg_get_triggerdef(tg.oid) ~ ' (INSERT|UPDATE) '))
        ORDER BY 1, 2`,
    );
    const declared = triggerEffects()
      .map((e) => ({ table: e.table, trigger: e.trigger }))
      .sort((a, b) => a.table.localeCompare(b.table) || a.trigger.localeCompare(b.trigger));
    expect(installed).toEqual(declared);
    for (const e of triggerEffects()) {
      const migration = join(__dirname, '..', '..', 'migrations', e.migration);
      expect(existsSync(migration)).toBe(true);
      expect(readFileSync(migration, 'utf8')).toMatch(
        new RegExp(`CREATE TRIGGER ${e.trigger} (BEFORE|AFTER) (INSERT|UPDATE)[^\n]* ON ${e.table}\\b`),
      );
    }
  });
});
