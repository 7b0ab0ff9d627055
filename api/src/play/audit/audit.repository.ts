import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../platform/database/prepared-query';
import type { GameEventDto } from './event.dto';
import type { AuditedGame } from './game-replay';

/** The event row `e` as the JSON of a GameEventDto (createdAt as JS writes it). */
const EVENT_JSON = `json_build_object('seq', e.seq, 'type', e.type, 'seat', e.seat, 'userId', e.user_id,
    'payload', e.payload, 'createdAt', to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'prevHash', e.prev_hash, 'hash', e.hash)`;

/** The events of game `g` as a JSON array of GameEventDto, in seq order. */
const EVENTS_JSON = `(SELECT coalesce(json_agg(${EVENT_JSON} ORDER BY e.seq), '[]'::json)
  FROM game_events e WHERE e.game_id = g.id)`;

/** What a verification compares (the snapshot, as AuditedGame) and the events, in one statement. */
const SNAPSHOT_WITH_EVENTS = `SELECT g.id, g.variant, g.rules_edition AS "rulesEdition",
    g.edition_upgrade AS "editionUpgrade", g.options, g.status, g.version, g.head_hash AS "headHash",
    g.state, g.view, ${EVENTS_JSON} AS events
  FROM games g WHERE g.id = $1`;

/**
 * Where the verification's statement runs: an EntityManager, or the audit worker's own connection
 * (audit-database.ts), which has no Nest and no TypeORM.
 */
export interface AuditConnection {
  query(text: string, values: unknown[]): Promise<unknown[]>;
}

/**
 * A game's audit as PostgreSQL builds it: the record's JSON (its header, then its events piece by
 * piece), the board half-moves of its PGN, and the snapshot with every event that a verification
 * compares. Shared by the API (GameAuditService) and the audit worker (audit.worker.ts), which
 * makes its own instance.
 */
@Injectable()
export class AuditRepository {
  /** The game's row as the JSON text of a GameRecordDto's first members. */
  async recordHeader(manager: EntityManager, gameId: string): Promise<string> {
    const [{ header }] = await preparedQuery<{ header: string }>(
      manager,
      `SELECT json_build_object('gameId', g.id, 'variant', g.variant, 'rulesEdition', g.rules_edition,
                'options', g.options, 'status', g.status,
                'version', g.version, 'headHash', g.head_hash, 'result', g.result)::text AS header
         FROM games g WHERE g.id = $1`,
      [gameId],
    );
    return header;
  }

  /**
   * Up to `limit` events after seq `after` and up to `version`, as GameEventDto JSON texts joined
   * by commas, and the last seq among them (both null when there is none).
   */
  async recordPiece(
    manager: EntityManager,
    gameId: string,
    after: number,
    version: number,
    limit: number,
  ): Promise<{ piece: string | null; last: number | null }> {
    const [{ piece, last }] = await preparedQuery<{ piece: string | null; last: number | null }>(
      manager,
      `SELECT string_agg(${EVENT_JSON}::text, ',' ORDER BY e.seq) AS piece, max(e.seq) AS last
         FROM (SELECT * FROM game_events WHERE game_id = $1 AND seq > $2 AND seq <= $3 ORDER BY seq LIMIT $4) e`,
      [gameId, after, version, limit],
    );
    return { piece, last };
  }

  /** Every board half-move's `moved` effect up to `version`, in order, separated by spaces. */
  async boardMoves(manager: EntityManager, gameId: string, version: number): Promise<string> {
    const [{ moves }] = await preparedQuery<{ moves: string }>(
      manager,
      `SELECT coalesce(string_agg(e.effect->>'move', ' ' ORDER BY g.seq, e.n), '') AS moves
         FROM game_events g, jsonb_array_elements(g.payload->'effects') WITH ORDINALITY AS e(effect, n)
        WHERE g.game_id = $1 AND g.seq <= $2 AND e.effect->>'type' = 'moved'`,
      [gameId, version],
    );
    return moves;
  }

  /** The snapshot and every event of the game, in one statement so they agree; null for no such game. */
  async verifiable(
    connection: AuditConnection,
    gameId: string,
  ): Promise<(AuditedGame & { events: GameEventDto[] }) | null> {
    const [row] = (await connection.query(SNAPSHOT_WITH_EVENTS, [gameId])) as (AuditedGame & {
      events: GameEventDto[];
    })[];
    return row ?? null;
  }
}
