import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MessageTriggerEffect } from '../../src/play/negotiation/message-effects';
import { NegotiationService } from '../../src/play/negotiation/negotiation.service';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * The effects a message declares (NegotiationService.effects) are the whole list: every trigger it
 * names is installed by the migration it names, and no other trigger acts on the rows a message
 * inserts, so nothing happens that the list does not say.
 */
describe('the effects of a message', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 30_000);
  afterAll(() => t.close());

  const effects = () => t.app.get(NegotiationService).effects;

  it('are named, each once, inserts before the triggers they set off', () => {
    expect(effects().map((e) => [e.kind, e.name])).toEqual([
      ['insert', 'notifications'],
      ['trigger', 'in-app notifications, webhook deliveries, user and outbox wake-ups'],
      ['trigger', 'message stream wake-ups'],
    ]);
  });

  it('name every trigger on the rows a message writes, and the migration that creates it', async () => {
    const installed: { table: string; trigger: string }[] = await t.db.query(
      `SELECT c.relname AS table, tg.tgname AS trigger FROM pg_trigger tg JOIN pg_class c ON c.oid = tg.tgrelid
        WHERE NOT tg.tgisinternal AND c.relname IN ('channel_messages', 'outbox') AND pg_get_triggerdef(tg.oid) ~ ' INSERT '
        ORDER BY 1, 2`,
    );
    const triggers = effects().filter((e): e is MessageTriggerEffect => e.kind === 'trigger');
    expect(installed).toEqual(
      triggers
        .map((e) => ({ table: e.table, trigger: e.trigger }))
        .sort((a, b) => a.table.localeCompare(b.table) || a.trigger.localeCompare(b.trigger)),
    );
    for (const e of triggers) {
      const migration = join(__dirname, '..', '..', '..', 'migrations', e.migration);
      expect(existsSync(migration)).toBe(true);
      expect(readFileSync(migration, 'utf8')).toContain(`CREATE TRIGGER ${e.trigger} AFTER INSERT ON ${e.table}`);
    }
  });
});
