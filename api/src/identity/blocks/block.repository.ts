import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../platform/database/prepared-query';

/** One person the user blocked, with their public names, as the list shows it. */
export interface BlockRow {
  readonly userId: string;
  readonly username: string;
  readonly displayName: string;
  readonly createdAt: Date;
}

/**
 * Blocks between people (`user_blocks`): private to the blocker. Every check asks one of two
 * questions of a few people at once — whom did this person block, who blocked this person — each
 * answered from an index (the primary key, `user_blocks_blocked_idx`).
 */
@Injectable()
export class BlockRepository {
  /**
   * Serialises one person's changes to their blocks until commit, so the limit on their number
   * holds under concurrent requests.
   */
  async lockOwn(m: EntityManager, blockerId: string): Promise<void> {
    await preparedQuery(m, `SELECT pg_advisory_xact_lock(hashtextextended('user_blocks/' || $1::text, 0))`, [
      blockerId,
    ]);
  }

  async count(m: EntityManager, blockerId: string): Promise<number> {
    const [row] = await preparedQuery<{ n: number }>(
      m,
      `SELECT count(*)::int AS n FROM user_blocks WHERE blocker_id = $1`,
      [blockerId],
    );
    return row.n;
  }

  /** Blocks `blockedId` (again: nothing changes); the block as it stands. */
  async block(m: EntityManager, blockerId: string, blockedId: string): Promise<Date> {
    const [row] = await preparedQuery<{ createdAt: Date }>(
      m,
      `WITH added AS (INSERT INTO user_blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING
                      RETURNING created_at)
       SELECT created_at AS "createdAt" FROM added
       UNION ALL SELECT created_at FROM user_blocks WHERE blocker_id = $1 AND blocked_id = $2
       LIMIT 1`,
      [blockerId, blockedId],
    );
    return row.createdAt;
  }

  async unblock(m: EntityManager, blockerId: string, blockedId: string): Promise<void> {
    await preparedQuery(m, `DELETE FROM user_blocks WHERE blocker_id = $1 AND blocked_id = $2`, [blockerId, blockedId]);
  }

  /** Whom the user blocked, newest first, after a (created at, user id) key. */
  async page(
    m: EntityManager,
    blockerId: string,
    after: readonly [createdAt: string, userId: string] | null,
    limit: number,
  ): Promise<BlockRow[]> {
    return preparedQuery<BlockRow>(
      m,
      `SELECT u.id AS "userId", u.username, u.display_name AS "displayName", b.created_at AS "createdAt"
         FROM user_blocks b JOIN users u ON u.id = b.blocked_id
        WHERE b.blocker_id = $1
          AND ($2::timestamptz IS NULL OR (b.created_at, b.blocked_id) < ($2::timestamptz, $3::uuid))
        ORDER BY b.created_at DESC, b.blocked_id DESC
        LIMIT $4`,
      [blockerId, after?.[0] ?? null, after?.[1] ?? null, limit],
    );
  }

  /** Whether either of two people blocked the other (the challenges of a ladder ask it, among others). */
  async eitherBlocks(m: EntityManager, a: string, b: string): Promise<boolean> {
    const rows = await preparedQuery(
      m,
      `SELECT 1 FROM user_blocks WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1)`,
      [a, b],
    );
    return rows.length > 0;
  }

  /** Those of `among` who blocked `userId`. */
  async blockersOf(m: EntityManager, userId: string, among: readonly string[]): Promise<Set<string>> {
    if (among.length === 0) return new Set();
    const rows = await preparedQuery<{ id: string }>(
      m,
      `SELECT blocker_id AS id FROM user_blocks WHERE blocked_id = $1 AND blocker_id = ANY($2::uuid[])`,
      [userId, among],
    );
    return new Set(rows.map((r) => r.id));
  }

  /** Those of `among` whom `userId` blocked. */
  async blockedBy(m: EntityManager, userId: string, among: readonly string[]): Promise<Set<string>> {
    if (among.length === 0) return new Set();
    const rows = await preparedQuery<{ id: string }>(
      m,
      `SELECT blocked_id AS id FROM user_blocks WHERE blocker_id = $1 AND blocked_id = ANY($2::uuid[])`,
      [userId, among],
    );
    return new Set(rows.map((r) => r.id));
  }
}
