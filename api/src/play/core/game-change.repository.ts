import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../platform/database/prepared-query';
import { SqlParams, valuesOnlyWith } from '../../platform/database/sql-params';
import { eventHash } from '../events/event-hash';
import type { NewEvent } from '../events/event.repository';
import type { OutboxEntry } from '../../platform/outbox/outbox.repository';
import type { GameRecord } from './game-record';

/** The events of a change as rows of the chain: seqs and hashes continuing from the game's head. */
export interface ChainedEvents {
  readonly rows: readonly ChainedEvent[];
  /** The seq of the last row: the game's new version. */
  readonly version: number;
  /** The hash of the last row: the game's new head hash. */
  readonly headHash: string;
}

export interface ChainedEvent extends NewEvent {
  readonly gameId: string;
  readonly seq: number;
  readonly createdAt: Date;
  readonly prevHash: string;
  readonly hash: string;
}

/**
 * An INSERT into another table as a part (a data-modifying CTE) of the change's one statement;
 * with `onlyWith`, the name of a CTE of that statement, its rows go in only if that CTE returned a
 * row (see valuesOnlyWith). Null when the change has no rows for it.
 */
export type InsertPart = (p: SqlParams, onlyWith: string | undefined) => string | null;

/** The statement to run and its parameters. */
export interface Statement {
  readonly sql: string;
  readonly values: readonly unknown[];
}

/**
 * The SQL of a change to a game: one statement that appends the events, inserts the other rows
 * (the notifications, and whatever else GameChangeService's effects add) and updates the
 * snapshot — one round trip. Two forms:
 *
 * - `locked`: run in the caller's transaction, which holds the game's row lock;
 * - `guarded`: run alone, with no transaction: its UPDATE applies only while the game is exactly
 *   the record the change was computed from (same stamp, `games.touched`), and every insert only
 *   with it, so a stale change writes nothing at all.
 *
 * The statements as SQL, with example parameters: api/src/queries/game-change.repository.sql.
 */
@Injectable()
export class GameChangeRepository {
  /** Seqs, hashes and the instant of `events`, continuing `game`'s chain. Computes only. */
  chain(
    game: Pick<GameRecord, 'id' | 'version' | 'headHash'>,
    events: readonly NewEvent[],
    createdAt: Date,
  ): ChainedEvents {
    const rows: ChainedEvent[] = [];
    let prevHash = game.headHash;
    let seq = game.version;
    for (const event of events) {
      seq += 1;
      const { type, seat, userId, payload } = event;
      const fields = { gameId: game.id, seq, type, seat, userId, payload, createdAt, prevHash };
      const hash = eventHash(fields);
      rows.push({ ...fields, hash });
      prevHash = hash;
    }
    return { rows, version: seq, headHash: prevHash };
  }

  /**
   * The locked form: `WITH <inserts> UPDATE games … RETURNING touched`; the caller holds the row
   * lock. Returns the row's new stamp.
   */
  locked(events: ChainedEvents, after: GameRecord, inserts: readonly InsertPart[]): Statement {
    const p = new SqlParams();
    const parts = [insertEvents(p, events, undefined), ...inserts.map((insert) => insert(p, undefined))];
    return { sql: `WITH ${ctes(parts)}\n${updateGame(p, after)}\nRETURNING touched`, values: p.values };
  }

  /**
   * The guarded form: `WITH applied AS (UPDATE games … WHERE touched = … RETURNING touched),
   * <inserts only with applied> SELECT touched FROM applied`. The stamp (`games.touched`) changes
   * with anything a read of the game returns — every event, clock, plan, seat, name or vacation
   * (migrations/1796130000000-game-touched.ts) — so the statement applies only while the game is
   * exactly the record the change was computed from, however old that record is. Under concurrency
   * the losing statement waits for the winner's row lock, re-checks the condition and updates (so
   * inserts) nothing. Returns the new stamp when it applied, else no row.
   */
  guarded(
    seen: Pick<GameRecord, 'touched'>,
    events: ChainedEvents,
    after: GameRecord,
    inserts: readonly InsertPart[],
  ): Statement {
    const p = new SqlParams();
    const update = `${updateGame(p, after)}
     AND touched = ${p.add(seen.touched)}
  RETURNING touched`;
    const parts = [insertEvents(p, events, 'applied'), ...inserts.map((insert) => insert(p, 'applied'))];
    return {
      sql: `WITH applied AS (\n${indent(update)}\n),\n${ctes(parts)}\nSELECT touched FROM applied`,
      values: p.values,
    };
  }

  /** The notifications as outbox rows (see OutboxRepository for the table and its fan-out trigger). */
  notifications(entries: readonly OutboxEntry[]): InsertPart {
    return (p, onlyWith) => {
      if (entries.length === 0) return null;
      const rows = entries.map(
        (e) =>
          `(${p.add(e.kind)}::text, ${p.add(e.userId ?? null)}::uuid, ${p.add(e.email ?? null)}::text, ${p.add(e.gameId ?? null)}::uuid, ${p.add(JSON.stringify(e.payload))}::jsonb)`,
      );
      return `INSERT INTO outbox (kind, user_id, email, game_id, payload)\n${valuesOnlyWith(rows, onlyWith)}`;
    };
  }

  /**
   * Runs a statement; the game's new stamp, or null when the guarded form did not apply (the
   * locked form always does).
   */
  async run(manager: EntityManager, statement: Statement): Promise<number | null> {
    const rows = await preparedQuery<{ touched: number }>(manager, statement.sql, [...statement.values]);
    return rows.length === 1 ? rows[0].touched : null;
  }
}

/** The events' INSERT. Every value is cast: in the guarded form the VALUES list has no target columns to infer from. */
function insertEvents(p: SqlParams, events: ChainedEvents, onlyWith: string | undefined): string {
  const rows = events.rows.map(
    (e) =>
      `(${p.add(e.gameId)}::uuid, ${p.add(e.seq)}::int, ${p.add(e.type)}::text, ${p.add(e.seat)}::text, ${p.add(e.userId)}::uuid, ${p.add(JSON.stringify(e.payload))}::jsonb, ${p.add(e.createdAt)}::timestamptz, ${p.add(e.prevHash)}::text, ${p.add(e.hash)}::text)`,
  );
  return `INSERT INTO game_events (game_id, seq, type, seat, user_id, payload, created_at, prev_hash, hash)\n${valuesOnlyWith(rows, onlyWith)}`;
}

/** The snapshot's UPDATE to the row `s` (its seats and creator are not written). */
function updateGame(
  p: SqlParams,
  s: Pick<
    GameRecord,
    | 'id'
    | 'status'
    | 'version'
    | 'headHash'
    | 'state'
    | 'view'
    | 'toMove'
    | 'result'
    | 'startedAt'
    | 'finishedAt'
    | 'deadlineAt'
    | 'clocks'
    | 'updatedAt'
    | 'rulesEdition'
    | 'editionUpgrade'
  >,
): string {
  return `UPDATE games
     SET status = ${p.add(s.status)}, version = ${p.add(s.version)}, head_hash = ${p.add(s.headHash)},
         state = ${p.add(s.state)}, view = ${p.add(s.view === null ? null : JSON.stringify(s.view))}::jsonb,
         to_move = ${p.add(s.toMove)}::text[], result = ${p.add(s.result === null ? null : JSON.stringify(s.result))}::jsonb,
         started_at = ${p.add(s.startedAt)}::timestamptz, finished_at = ${p.add(s.finishedAt)}::timestamptz,
         deadline_at = ${p.add(s.deadlineAt)}::timestamptz, clocks = ${p.add(JSON.stringify(s.clocks))}::jsonb,
         updated_at = ${p.add(s.updatedAt)}::timestamptz, rules_edition = ${p.add(s.rulesEdition)},
         edition_upgrade = ${p.add(s.editionUpgrade === null ? null : JSON.stringify(s.editionUpgrade))}::jsonb
   WHERE id = ${p.add(s.id)}`;
}

/**
 * The inserts as data-modifying CTEs of the one statement that also updates the snapshot.
 * PostgreSQL runs every part whether or not it is referenced.
 */
function ctes(parts: readonly (string | null)[]): string {
  return parts
    .filter((sql): sql is string => sql !== null)
    .map((sql, i) => `w${i} AS (\n${indent(sql)}\n)`)
    .join(',\n');
}

function indent(sql: string): string {
  return sql.replace(/^/gm, '  ');
}
