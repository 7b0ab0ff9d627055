import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../platform/database/prepared-query';
import { CHANNEL_GENESIS_HASH, messageHash } from './message-hash';

/** A line to append: a player's message, or a system line reporting a game event. */
export interface NewLine {
  readonly kind: 'message' | 'system';
  readonly seat: string | null;
  readonly userId: string | null;
  readonly text: string;
  readonly system: Record<string, unknown> | null;
  readonly gameVersion: number;
}

/** A line as stored, with its author's public names (null for system lines). */
export interface StoredLine {
  readonly id: string;
  readonly gameId: string;
  readonly channel: string;
  readonly seq: number;
  readonly kind: 'message' | 'system';
  readonly seat: string | null;
  readonly userId: string | null;
  readonly username: string | null;
  readonly displayName: string | null;
  readonly text: string;
  readonly system: Record<string, unknown> | null;
  readonly gameVersion: number;
  readonly createdAt: Date;
  readonly prevHash: string;
  readonly hash: string;
}

const COLUMNS = `m.id::text AS id, m.game_id AS "gameId", m.channel, m.seq, m.kind, m.seat, m.user_id AS "userId",
                 u.username, u.display_name AS "displayName", m.text, m.system, m.game_version AS "gameVersion",
                 m.created_at AS "createdAt", m.prev_hash AS "prevHash", m.hash`;
const FROM = `FROM channel_messages m LEFT JOIN users u ON u.id = m.user_id`;

/**
 * The lines of a game's channels: appended under a per-channel lock so seqs and hash links never
 * interleave, read by (game, channel, seq) — the unique index — so a page of a long channel costs
 * what a page of a short one does.
 */
@Injectable()
export class ChannelLineRepository {
  /**
   * Appends lines to one channel's chain, in the caller's transaction. The transaction-scoped
   * advisory lock on (game, channel) serialises every writer of that channel — a player's post
   * and the system line of a game change alike — until commit; the head is read under it.
   *
   * Locks are taken in one order everywhere: the game's row, then the channel. A game change
   * holds its row FOR UPDATE before it writes a system line; a post takes the row FOR KEY SHARE
   * (which its inserts' foreign keys would take anyway) before the channel, so it waits for a
   * game change in progress instead of holding the channel that change is about to need.
   */
  async append(
    m: EntityManager,
    gameId: string,
    channel: string,
    lines: readonly NewLine[],
    createdAt: Date = new Date(),
  ): Promise<StoredLine[]> {
    if (lines.length === 0) return [];
    await preparedQuery(m, `SELECT 1 FROM games WHERE id = $1 FOR KEY SHARE`, [gameId]);
    await preparedQuery(m, `SELECT pg_advisory_xact_lock(hashtextextended($1::text || '/' || $2, 0))`, [
      gameId,
      channel,
    ]);
    const [head] = await preparedQuery<{ seq: number; hash: string }>(
      m,
      `SELECT seq, hash FROM channel_messages WHERE game_id = $1 AND channel = $2 ORDER BY seq DESC LIMIT 1`,
      [gameId, channel],
    );
    let seq = head?.seq ?? 0;
    let prevHash = head?.hash ?? CHANNEL_GENESIS_HASH;
    const rows: unknown[][] = [];
    for (const line of lines) {
      seq += 1;
      const hash = messageHash({ gameId, channel, seq, createdAt, prevHash, ...line });
      rows.push([
        gameId,
        channel,
        seq,
        line.kind,
        line.seat,
        line.userId,
        line.text,
        line.system === null ? null : JSON.stringify(line.system),
        line.gameVersion,
        createdAt,
        prevHash,
        hash,
      ]);
      prevHash = hash;
    }
    const columns = [
      'game_id',
      'channel',
      'seq',
      'kind',
      'seat',
      'user_id',
      'text',
      'system',
      'game_version',
      'created_at',
      'prev_hash',
      'hash',
    ];
    const casts = [
      'uuid',
      'text',
      'int',
      'text',
      'text',
      'uuid',
      'text',
      'jsonb',
      'int',
      'timestamptz',
      'text',
      'text',
    ];
    // One array parameter per column: one statement text (one prepared plan) for any number of lines.
    const inserted = await preparedQuery<{ id: string }>(
      m,
      `INSERT INTO channel_messages (${columns.join(', ')})
       SELECT * FROM unnest(${casts.map((c, i) => `$${i + 1}::${c}[]`).join(', ')})
       RETURNING id::text AS id`,
      columns.map((_, i) => rows.map((r) => r[i])),
    );
    const ids = inserted.map((r) => r.id);
    return this.byIds(m, ids);
  }

  /** A page of a channel in seq order, after `after`. */
  page(m: EntityManager, gameId: string, channel: string, after: number, limit: number): Promise<StoredLine[]> {
    return preparedQuery<StoredLine>(
      m,
      `SELECT ${COLUMNS} ${FROM} WHERE m.game_id = $1 AND m.channel = $2 AND m.seq > $3 ORDER BY m.seq LIMIT $4`,
      [gameId, channel, after, limit],
    );
  }

  /** Every line of a channel, in seq order (verification and the record after a reveal). */
  all(m: EntityManager, gameId: string, channel: string): Promise<StoredLine[]> {
    return this.page(m, gameId, channel, 0, 2_147_483_647);
  }

  /**
   * Lines after a position in each of the given channels (its seq there), oldest first: a message
   * stream's catch-up. Per channel, because a channel's seqs follow its commits exactly (its
   * writers are serialised), while row ids of different transactions can commit out of order.
   */
  afterPositions(
    m: EntityManager,
    gameId: string,
    positions: ReadonlyMap<string, number>,
    limit: number,
  ): Promise<StoredLine[]> {
    return preparedQuery<StoredLine>(
      m,
      `SELECT ${COLUMNS} ${FROM} JOIN unnest($2::text[], $3::int[]) AS c(channel, seq) ON m.channel = c.channel AND m.seq > c.seq
        WHERE m.game_id = $1 ORDER BY m.id LIMIT $4`,
      [gameId, [...positions.keys()], [...positions.values()], limit],
    );
  }

  /** The last seq of each of the given channels (0 for one without lines), each read from the unique index. */
  async lastSeqs(m: EntityManager, gameId: string, channels: readonly string[]): Promise<Map<string, number>> {
    const rows = await preparedQuery<{ channel: string; seq: number }>(
      m,
      `SELECT c.channel, coalesce((SELECT max(seq) FROM channel_messages x WHERE x.game_id = $1 AND x.channel = c.channel), 0) AS seq
         FROM unnest($2::text[]) AS c(channel)`,
      [gameId, channels],
    );
    return new Map(rows.map((r) => [r.channel, r.seq]));
  }

  /**
   * Per channel: the last seq, and how many messages after the user's read marker others wrote
   * from seats the user has not muted, people the user has not blocked. One statement for the
   * whole channel list.
   */
  async summaries(
    m: EntityManager,
    gameId: string,
    userId: string | null,
    channels: readonly string[],
  ): Promise<Map<string, { lastSeq: number; unread: number }>> {
    const rows = await preparedQuery<{ channel: string; last_seq: number; unread: number }>(
      m,
      `SELECT c.channel,
              coalesce((SELECT max(seq) FROM channel_messages x WHERE x.game_id = $1 AND x.channel = c.channel), 0) AS last_seq,
              (SELECT count(*)::int FROM channel_messages x
                WHERE x.game_id = $1 AND x.channel = c.channel AND x.kind = 'message'
                  AND x.seq > coalesce((SELECT r.seq FROM channel_reads r
                                         WHERE r.game_id = $1 AND r.user_id = $2 AND r.channel = c.channel), 0)
                  AND x.user_id IS DISTINCT FROM $2
                  AND NOT EXISTS (SELECT 1 FROM message_mutes mm WHERE mm.game_id = $1 AND mm.user_id = $2 AND mm.seat = x.seat)
                  AND NOT EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = $2 AND b.blocked_id = x.user_id)
              ) AS unread
         FROM unnest($3::text[]) AS c(channel)`,
      [gameId, userId, channels],
    );
    return new Map(rows.map((r) => [r.channel, { lastSeq: r.last_seq, unread: r.unread }]));
  }

  private async byIds(m: EntityManager, ids: readonly string[]): Promise<StoredLine[]> {
    return preparedQuery<StoredLine>(m, `SELECT ${COLUMNS} ${FROM} WHERE m.id = ANY($1::bigint[]) ORDER BY m.seq`, [
      ids,
    ]);
  }
}
