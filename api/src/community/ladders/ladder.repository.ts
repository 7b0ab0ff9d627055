import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PointsTable } from '../../play/core/points-table';
import type { HolderCredit } from './ladder-credit';

export interface LadderRow {
  readonly id: string;
  readonly clubId: string;
  readonly name: string;
  readonly variant: '007' | 'coalition';
  readonly options: Record<string, unknown>;
  readonly optionsFixed: boolean;
  readonly timeControl: Record<string, unknown>;
  readonly pointsTable: PointsTable;
  readonly allowStrawmen: boolean;
  readonly rated: boolean;
  /** How a seat that changed hands is credited (ladder-credit.ts). */
  readonly holderCredit: HolderCredit;
  /** Whether a game in which a computer held a seat counts. */
  readonly computerGames: boolean;
  readonly firstGameAt: Date | null;
  readonly createdAt: Date;
}

/** A ladder's settings as they are written, new or changed. */
export type LadderSettings = Pick<
  LadderRow,
  | 'name'
  | 'options'
  | 'optionsFixed'
  | 'timeControl'
  | 'pointsTable'
  | 'allowStrawmen'
  | 'rated'
  | 'holderCredit'
  | 'computerGames'
>;

export type LadderEventType =
  'ladder-created' | 'ladder-updated' | 'season-added' | 'game-annulled' | 'standings-rebuilt';

export interface LadderEventRow {
  readonly id: string;
  readonly type: string;
  readonly seasonId: string | null;
  readonly gameId: string | null;
  readonly actor: { readonly id: string; readonly username: string; readonly displayName: string };
  readonly payload: Record<string, unknown>;
  readonly createdAt: Date;
}

/**
 * Ladders (`ladders`) and each ladder's audit log (`ladder_events`). Annulments live in the log, not
 * on the game's hash chain: an annulment is the club's decision about the ladder, it changes nothing
 * in the game (whose chain must still replay to the same snapshot), and the same game's record
 * stays true whatever a ladder decides about it.
 */
@Injectable()
export class LadderRepository {
  async find(m: EntityManager, ladderId: string): Promise<LadderRow | null> {
    return this.one(m, ladderId, false);
  }

  /** Reads the ladder under FOR UPDATE: changes of its scoring and its first game are ordered by it. */
  async lock(m: EntityManager, ladderId: string): Promise<LadderRow | null> {
    return this.one(m, ladderId, true);
  }

  /** A club's ladders by name. */
  async ofClub(m: EntityManager, clubId: string): Promise<LadderRow[]> {
    const rows: Record<string, unknown>[] = await m.query(
      `SELECT * FROM ladders WHERE club_id = $1 ORDER BY lower(name), id`,
      [clubId],
    );
    return rows.map(toLadder);
  }

  /** Whether the club has a ladder of that name, whatever the case. */
  async nameTaken(m: EntityManager, clubId: string, name: string): Promise<boolean> {
    const taken = await m.query(`SELECT 1 FROM ladders WHERE club_id = $1 AND lower(name) = lower($2)`, [clubId, name]);
    return taken.length > 0;
  }

  async insert(
    m: EntityManager,
    ladder: LadderSettings & { clubId: string; variant: LadderRow['variant']; createdBy: string },
  ): Promise<string> {
    const [{ id }] = await m.query(
      `INSERT INTO ladders (club_id, name, variant, options, options_fixed, time_control, points_table, allow_strawmen, rated, created_by,
                            holder_credit, computer_games)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6::jsonb, $7::jsonb, $8, $9, $10, $11, $12) RETURNING id`,
      [
        ladder.clubId,
        ladder.name,
        ladder.variant,
        JSON.stringify(ladder.options),
        ladder.optionsFixed,
        JSON.stringify(ladder.timeControl),
        JSON.stringify(ladder.pointsTable),
        ladder.allowStrawmen,
        ladder.rated,
        ladder.createdBy,
        ladder.holderCredit,
        ladder.computerGames,
      ],
    );
    return id;
  }

  async update(m: EntityManager, ladderId: string, next: LadderSettings): Promise<void> {
    await m.query(
      `UPDATE ladders SET name = $2, options = $3::jsonb, options_fixed = $4, time_control = $5::jsonb, points_table = $6::jsonb,
              allow_strawmen = $7, rated = $8, holder_credit = $9, computer_games = $10 WHERE id = $1`,
      [
        ladderId,
        next.name,
        JSON.stringify(next.options),
        next.optionsFixed,
        JSON.stringify(next.timeControl),
        JSON.stringify(next.pointsTable),
        next.allowStrawmen,
        next.rated,
        next.holderCredit,
        next.computerGames,
      ],
    );
  }

  /** Notes the ladder's first game (once): its scoring is fixed from then on. */
  async markFirstGame(m: EntityManager, ladderId: string): Promise<void> {
    await m.query(`UPDATE ladders SET first_game_at = coalesce(first_game_at, now()) WHERE id = $1`, [ladderId]);
  }

  async appendEvent(
    m: EntityManager,
    e: {
      ladderId: string;
      seasonId?: string | null;
      gameId?: string | null;
      type: LadderEventType;
      actorId: string;
      payload: Record<string, unknown>;
    },
  ): Promise<void> {
    await m.query(
      `INSERT INTO ladder_events (ladder_id, season_id, game_id, type, actor_id, payload) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
      [e.ladderId, e.seasonId ?? null, e.gameId ?? null, e.type, e.actorId, JSON.stringify(e.payload)],
    );
  }

  /** Up to `limit` events of the ladder's log, newest first, before the event `beforeId`. */
  async events(
    m: EntityManager,
    ladderId: string,
    beforeId: string | undefined,
    limit: number,
  ): Promise<LadderEventRow[]> {
    const params: unknown[] = [ladderId];
    let before = '';
    if (beforeId !== undefined) {
      params.push(beforeId);
      before = `AND e.id < $2::bigint`;
    }
    params.push(limit);
    const rows: Record<string, unknown>[] = await m.query(
      `SELECT e.id::text AS id, e.type, e.season_id, e.game_id, e.payload, e.created_at, u.id AS actor_id, u.username, u.display_name
         FROM ladder_events e JOIN users u ON u.id = e.actor_id WHERE e.ladder_id = $1 ${before} ORDER BY e.id DESC LIMIT $${params.length}`,
      params,
    );
    return rows.map((r) => ({
      id: r.id as string,
      type: r.type as string,
      seasonId: r.season_id as string | null,
      gameId: r.game_id as string | null,
      actor: { id: r.actor_id as string, username: r.username as string, displayName: r.display_name as string },
      payload: r.payload as Record<string, unknown>,
      createdAt: r.created_at as Date,
    }));
  }

  private async one(m: EntityManager, ladderId: string, lock: boolean): Promise<LadderRow | null> {
    const rows: Record<string, unknown>[] = await m.query(
      `SELECT * FROM ladders WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [ladderId],
    );
    return rows.length > 0 ? toLadder(rows[0]) : null;
  }
}

function toLadder(r: Record<string, unknown>): LadderRow {
  return {
    id: r.id as string,
    clubId: r.club_id as string,
    name: r.name as string,
    variant: r.variant as LadderRow['variant'],
    options: r.options as Record<string, unknown>,
    optionsFixed: r.options_fixed as boolean,
    timeControl: r.time_control as Record<string, unknown>,
    pointsTable: r.points_table as PointsTable,
    allowStrawmen: r.allow_strawmen as boolean,
    rated: r.rated as boolean,
    holderCredit: r.holder_credit as HolderCredit,
    computerGames: r.computer_games as boolean,
    firstGameAt: r.first_game_at as Date | null,
    createdAt: r.created_at as Date,
  };
}
