import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../platform/database/prepared-query';
import type { BotProfile } from './bot-profile';

const PROFILE_COLUMNS = `user_id AS "userId", variants, option_sets AS "optionSets", time_controls AS "timeControls",
  min_days AS "minDays", max_days AS "maxDays", max_games AS "maxGames", accept_bots AS "acceptBots"`;

type ProfileRow = BotProfile & { readonly userId: string };

const toProfile = ({ userId, ...profile }: ProfileRow): BotProfile => (void userId, profile);

/** Bot accounts (`users.bot`) and what they accept (`bot_profiles`). */
@Injectable()
export class BotProfileRepository {
  /**
   * Locks the account's row for an upgrade and says whether it is a bot already. A seat written
   * for the account holds a key-share lock on this row until it commits, so once this lock is
   * taken every seat the account holds is committed and visible to the checks that follow.
   */
  async lockAccount(m: EntityManager, userId: string): Promise<{ bot: boolean } | null> {
    const [row] = await preparedQuery<{ bot: boolean }>(m, `SELECT bot FROM users WHERE id = $1 FOR UPDATE`, [userId]);
    return row ?? null;
  }

  async becomeBot(m: EntityManager, userId: string, profile: BotProfile): Promise<void> {
    await preparedQuery(m, `UPDATE users SET bot = true WHERE id = $1`, [userId]);
    await preparedQuery(
      m,
      `INSERT INTO bot_profiles (user_id, variants, option_sets, time_controls, min_days, max_days, max_games, accept_bots)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [userId, ...values(profile)],
    );
  }

  async find(m: EntityManager, userId: string): Promise<BotProfile | null> {
    const [row] = await preparedQuery<ProfileRow>(m, `SELECT ${PROFILE_COLUMNS} FROM bot_profiles WHERE user_id = $1`, [
      userId,
    ]);
    return row ? toProfile(row) : null;
  }

  async save(m: EntityManager, userId: string, profile: BotProfile): Promise<void> {
    await preparedQuery(
      m,
      `UPDATE bot_profiles SET variants = $2, option_sets = $3, time_controls = $4, min_days = $5, max_days = $6,
              max_games = $7, accept_bots = $8, updated_at = now()
        WHERE user_id = $1`,
      [userId, ...values(profile)],
    );
  }

  /**
   * The profiles of those of `userIds` that are bots, locked in user id order until commit (the
   * order every writer of these rows keeps, so two writers never wait for each other in a circle).
   */
  async lockMany(m: EntityManager, userIds: readonly string[]): Promise<Map<string, BotProfile>> {
    if (userIds.length === 0) return new Map();
    const rows = await preparedQuery<ProfileRow>(
      m,
      `SELECT ${PROFILE_COLUMNS} FROM bot_profiles WHERE user_id = ANY($1::uuid[]) ORDER BY user_id FOR UPDATE`,
      [[...userIds]],
    );
    return new Map(rows.map((r) => [r.userId, toProfile(r)]));
  }

  /** The profiles of those of `userIds` that are bots. */
  async findMany(m: EntityManager, userIds: readonly string[]): Promise<Map<string, BotProfile>> {
    if (userIds.length === 0) return new Map();
    const rows = await preparedQuery<ProfileRow>(
      m,
      `SELECT ${PROFILE_COLUMNS} FROM bot_profiles WHERE user_id = ANY($1::uuid[])`,
      [[...userIds]],
    );
    return new Map(rows.map((r) => [r.userId, toProfile(r)]));
  }
}

function values(p: BotProfile): unknown[] {
  return [
    [...p.variants],
    JSON.stringify(p.optionSets),
    [...p.timeControls],
    p.minDays,
    p.maxDays,
    p.maxGames,
    p.acceptBots,
  ];
}
