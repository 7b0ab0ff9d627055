import { ClubRepository } from '../clubs/club.repository';
import { SqlParams } from '../../platform/database/sql-params';
import type { Statement } from '../../play/games/game-list-query';

/** An alliance `a` is hidden when its game belongs to a ladder of a private club the caller ($1) is not in. */
export const VISIBLE = `NOT EXISTS (SELECT 1 FROM ladder_games vg JOIN ladders vl ON vl.id = vg.ladder_id JOIN clubs vc ON vc.id = vl.club_id
                  WHERE vg.game_id = a.game_id AND NOT ${ClubRepository.visibleSql('vc', '$1')})`;

/**
 * Whether the game `g` of an alliance has revealed its negotiation to everyone who may see the game
 * (its end with `pressReveal: after-game`; see isRevealed in diplomacy/negotiation-access.ts).
 */
const REVEALED = `(g.status IN ('finished', 'aborted') AND g.press <> 'none' AND g.press_reveal = 'after-game')`;

/**
 * Who held each of an alliance `a`'s seats while it stood — from its forming event to the end of
 * the game (or now) — from the record of holders, in order: the holder when it formed first. A
 * coalition recorded before the record of holders names the two people it recorded when it formed.
 */
const HOLDERS = `(SELECT coalesce(json_agg(json_build_object('side', x.side, 'userId', x.user_id, 'username', hu.username,
                    'displayName', hu.display_name, 'computer', x.computer, 'sinceSeq', x.since_seq, 'untilSeq', x.until_seq)
                    ORDER BY x.side, x.since_seq), '[]')
                  FROM (SELECT side.name AS side, h.user_id, h.computer, h.since_seq, h.until_seq
                          FROM (VALUES ('leader', a.leader_seat), ('joiner', a.joiner_seat)) AS side (name, seat)
                          JOIN seat_holders h ON h.game_id = a.game_id AND h.seat = side.seat
                         WHERE a.formed_seq IS NOT NULL AND h.since_seq < coalesce(a.ended_seq, 2147483647)
                           AND coalesce(h.until_seq, 2147483647) > a.formed_seq
                        UNION ALL
                        SELECT side.name, side.user_id, NULL, NULL, NULL
                          FROM (VALUES ('leader', a.leader_id), ('joiner', a.joiner_id)) AS side (name, user_id)
                         WHERE a.formed_seq IS NULL) x
                  LEFT JOIN users hu ON hu.id = x.user_id)`;

/** What the alliance history is filtered by; ids resolved, the cursor decoded and checked. */
export interface AllianceListFilter {
  readonly callerId: string;
  /** Only the coalitions this person is credited with (alliance_members). */
  readonly playerId?: string;
  readonly ladderId?: string;
  readonly seasonId?: string;
  /** The great power (or green) and the seat that joined. */
  readonly form?: readonly [string, string];
  readonly how?: string;
  readonly outcome?: string;
  /** The page after this alliance (its formed_at, then its id). */
  readonly after?: { readonly formedAt: string; readonly id: string };
}

/**
 * One page of the alliance history, newest first, read from an index in that order whatever the
 * filter: by a player, the index of the people each coalition credits by person and time
 * (`alliance_members_user_formed_idx`, where `formed_at` is the coalition's own); otherwise the
 * coalitions by time (`alliances_formed_idx`). Fetches `limit` rows (the caller asks one more than
 * a page, to know whether another follows).
 */
export function allianceListStatement(f: AllianceListFilter, limit: number): Statement {
  const p = new SqlParams();
  p.add(f.callerId); // $1, which VISIBLE names
  // The list's order: the member row's copy of the coalition's time when filtered by a player.
  const [at, id] = f.playerId !== undefined ? ['am.formed_at', 'am.alliance_id'] : ['a.formed_at', 'a.id'];
  const where = [VISIBLE];
  let from = `alliances a`;
  // A coalition whose two seats the player both held (two seats of one game) has a member row for
  // each side, side by side in the index: it is listed once.
  let distinct = '';
  if (f.playerId !== undefined) {
    from = `alliance_members am JOIN alliances a ON a.id = am.alliance_id`;
    where.push(`am.user_id = ${p.add(f.playerId)}`);
    distinct = `DISTINCT ON (am.formed_at, am.alliance_id)`;
  }
  if (f.after !== undefined)
    where.push(`(${at}, ${id}) < (${p.add(f.after.formedAt)}::timestamptz, ${p.add(f.after.id)}::bigint)`);
  if (f.ladderId !== undefined) where.push(`lg.ladder_id = ${p.add(f.ladderId)}`);
  if (f.seasonId !== undefined) where.push(`lg.season_id = ${p.add(f.seasonId)}`);
  if (f.form !== undefined) where.push(`a.leader_seat = ${p.add(f.form[0])} AND a.joiner_seat = ${p.add(f.form[1])}`);
  if (f.how !== undefined) where.push(`a.how = ${p.add(f.how)}`);
  if (f.outcome !== undefined) where.push(`a.outcome = ${p.add(f.outcome)}`);
  return {
    text: `SELECT ${distinct} a.id::text AS id, a.game_id, lg.ladder_id, a.leader_seat, a.joiner_seat, a.round, a.how, a.outcome, a.result_reason,
              a.leader_points, a.joiner_points, a.formed_at, a.ended_at,
              ${REVEALED} AS negotiation_revealed, ${HOLDERS} AS holders,
              lu.id AS l_id, lu.username AS l_username, lu.display_name AS l_display_name,
              ju.id AS j_id, ju.username AS j_username, ju.display_name AS j_display_name
         FROM ${from} JOIN games g ON g.id = a.game_id LEFT JOIN ladder_games lg ON lg.game_id = a.game_id
         LEFT JOIN users lu ON lu.id = a.leader_id LEFT JOIN users ju ON ju.id = a.joiner_id
        WHERE ${where.join(' AND ')}
        ORDER BY ${at} DESC, ${id} DESC LIMIT ${p.add(limit)}`,
    values: p.values,
  };
}
