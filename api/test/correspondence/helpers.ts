import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { Clock } from '../../src/platform/time/clock';
import { type Player, start007Game } from '../game-server-fixtures';
import type { TestApp } from '../support/test-app';

export const DAY = 86_400_000;
export const HOUR = 3_600_000;

/** Creates and starts a 007 game with a time control: white (creator) invites black, black accepts. */
export function start007(
  t: TestApp,
  white: Player,
  black: Player,
  timeControl: Record<string, unknown>,
): Promise<{ id: string; version: number }> {
  return start007Game(t, white, black, { timeControl });
}

/** Plays a whole 007 turn; returns the new version. */
export async function turn(t: TestApp, p: Player, gameId: string, version: number, moves: string[]): Promise<number> {
  const res = await t.http.post(`/games/${gameId}/turns`).set(p.auth).send({ moves, expectedVersion: version });
  if (res.status !== 201) throw new Error(`turn failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.version;
}

export function clockOf(t: TestApp): Clock {
  return t.app.get(Clock);
}

/** Polls a condition (a real background worker must catch up); fails after `ms`. Never a fixed sleep. */
export async function eventually<T>(
  probe: () => Promise<T | undefined | null | false>,
  ms = 10_000,
  what = 'condition',
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * A second API instance on the first one's database (same createApp, its own pools, pg-boss
 * workers and LISTEN connection). `close()` closes only this instance.
 */
export async function startSecondInstance(first: TestApp): Promise<TestApp> {
  const app = await createApp(first.config);
  await app.listen(0, '127.0.0.1');
  const baseUrl = `http://127.0.0.1:${app.getHttpServer().address().port}`;
  return {
    ...first,
    app,
    baseUrl,
    http: request(baseUrl),
    agent: () => request.agent(baseUrl),
    db: app.get(DataSource),
    close: () => app.close(),
  };
}
