import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../platform/database/prepared-query';
import type { EventSince } from './plan-matcher';
import type { PlanChange, PlanVersion } from './plan-version';

const COLUMNS = `game_id AS "gameId", user_id AS "userId", seat, version, change, active, lines,
       from_version AS "fromVersion", detail, created_at AS "createdAt", prev_hash AS "prevHash", hash`;

/**
 * The plans of games (`game_plans`, append-only versions) and the seats with a live plan that the
 * game's row carries (`games.planned_seats`). Every write here happens under the game's row lock:
 * by a plan's own use case (PlansService) or by the plan effect of a change (PlannedAnswerEffect).
 */
@Injectable()
export class PlanRepository {
  /** The newest version of each player's plan in the game, live or not. */
  async current(manager: EntityManager, gameId: string): Promise<PlanVersion[]> {
    const rows = await preparedQuery(
      manager,
      `SELECT DISTINCT ON (user_id) ${COLUMNS}
         FROM game_plans WHERE game_id = $1 ORDER BY user_id, version DESC`,
      [gameId],
    );
    return rows.map(toVersion);
  }

  /** One player's versions of the plan in a game, oldest first, after a version. */
  async history(
    manager: EntityManager,
    gameId: string,
    userId: string,
    after = 0,
    limit = 2_147_483_647,
  ): Promise<PlanVersion[]> {
    const rows = await preparedQuery(
      manager,
      `SELECT ${COLUMNS} FROM game_plans WHERE game_id = $1 AND user_id = $2 AND version > $3 ORDER BY version LIMIT $4`,
      [gameId, userId, after, limit],
    );
    return rows.map(toVersion);
  }

  async append(manager: EntityManager, v: PlanVersion): Promise<void> {
    await preparedQuery(
      manager,
      `INSERT INTO game_plans (game_id, user_id, seat, version, change, active, lines, from_version, detail, created_at, prev_hash, hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9::jsonb, $10, $11, $12)`,
      [
        v.gameId,
        v.userId,
        v.seat,
        v.version,
        v.change,
        v.active,
        JSON.stringify(v.lines),
        v.fromVersion,
        v.detail === null ? null : JSON.stringify(v.detail),
        v.createdAt,
        v.prevHash,
        v.hash,
      ],
    );
  }

  /** Sets the seats with a live plan on the game's row (no event: see the migration). */
  async setPlannedSeats(manager: EntityManager, gameId: string, seats: readonly string[]): Promise<void> {
    await preparedQuery(manager, `UPDATE games SET planned_seats = $2::text[] WHERE id = $1`, [gameId, [...seats]]);
  }

  /**
   * The game's events after a seq, as the plan matcher reads them: a board move's half-move is
   * the engine's (its `moved` effect), as a plan's steps are written.
   */
  async eventsSince(manager: EntityManager, gameId: string, after: number): Promise<EventSince[]> {
    const rows = await preparedQuery(
      manager,
      `SELECT seq, type, seat,
              (SELECT e->>'move' FROM jsonb_array_elements(payload->'effects') e WHERE e->>'type' = 'moved' LIMIT 1) AS move
         FROM game_events WHERE game_id = $1 AND seq > $2 ORDER BY seq`,
      [gameId, after],
    );
    return rows.map((r) => ({
      seq: r.seq as number,
      type: r.type as string,
      seat: r.seat as string | null,
      move: (r.move as string | null) ?? null,
    }));
  }
}

function toVersion(r: Record<string, unknown>): PlanVersion {
  return {
    gameId: r.gameId as string,
    userId: r.userId as string,
    seat: r.seat as string,
    version: r.version as number,
    change: r.change as PlanChange,
    active: r.active as boolean,
    lines: r.lines as string[][],
    fromVersion: r.fromVersion as number,
    detail: (r.detail as Record<string, unknown> | null) ?? null,
    createdAt: r.createdAt as Date,
    prevHash: r.prevHash as string,
    hash: r.hash as string,
  };
}
