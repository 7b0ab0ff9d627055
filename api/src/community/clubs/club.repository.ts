import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ClubRole } from './club-role';

export interface ClubRow {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly visibility: 'public' | 'private';
  readonly createdAt: Date;
}

/** A club with the caller's place in it: their role (if a member) and whether they are invited. */
export interface ClubWithCaller {
  readonly club: ClubRow;
  readonly role: ClubRole | null;
  readonly invited: boolean;
}

/** A club as a list shows it to the caller: its member count, the caller's role and invitation. */
export interface ClubSummary extends ClubRow {
  readonly members: number;
  readonly myRole: ClubRole | null;
  readonly invited: boolean;
}

export interface ClubPerson {
  readonly id: string;
  readonly username: string;
  readonly displayName: string;
}

export interface ClubMember {
  readonly user: ClubPerson;
  readonly role: ClubRole;
  readonly joinedAt: Date;
}

export interface ClubInvitation {
  readonly clubId: string;
  readonly clubName: string;
  readonly user: ClubPerson;
  readonly invitedBy: ClubPerson;
  readonly createdAt: Date;
}

// $1 is the caller.
const CLUB_COLUMNS = `c.id, c.name, c.description, c.visibility, c.created_at,
  (SELECT count(*)::int FROM club_members mc WHERE mc.club_id = c.id) AS members,
  (SELECT role FROM club_members mm WHERE mm.club_id = c.id AND mm.user_id = $1) AS my_role,
  EXISTS (SELECT 1 FROM club_invitations ii WHERE ii.club_id = c.id AND ii.user_id = $1) AS invited`;

/** Clubs, their members (`club_members`, with roles) and the invitations they hold out (`club_invitations`). */
@Injectable()
export class ClubRepository {
  /** SQL condition: the club `alias` is visible to user `param` (for lists joining clubs). */
  static visibleSql(alias: string, param: string): string {
    return `(${alias}.visibility = 'public' OR EXISTS (SELECT 1 FROM club_members vm WHERE vm.club_id = ${alias}.id AND vm.user_id = ${param}))`;
  }

  async withCaller(m: EntityManager, clubId: string, userId: string): Promise<ClubWithCaller | null> {
    const rows: Record<string, unknown>[] = await m.query(
      `SELECT c.id, c.name, c.description, c.visibility, c.created_at,
              (SELECT role FROM club_members m WHERE m.club_id = c.id AND m.user_id = $2) AS role,
              EXISTS (SELECT 1 FROM club_invitations i WHERE i.club_id = c.id AND i.user_id = $2) AS invited
         FROM clubs c WHERE c.id = $1`,
      [clubId, userId],
    );
    if (rows.length === 0) return null;
    const r = rows[0];
    const club: ClubRow = {
      id: r.id as string,
      name: r.name as string,
      description: r.description as string,
      visibility: r.visibility as ClubRow['visibility'],
      createdAt: r.created_at as Date,
    };
    return { club, role: (r.role as ClubRole | null) ?? null, invited: r.invited as boolean };
  }

  /** Serialises role changes and departures per club. */
  async lock(m: EntityManager, clubId: string): Promise<void> {
    await m.query(`SELECT 1 FROM clubs WHERE id = $1 FOR UPDATE`, [clubId]);
  }

  async nameTaken(m: EntityManager, name: string): Promise<boolean> {
    const taken = await m.query(`SELECT 1 FROM clubs WHERE lower(name) = lower($1)`, [name]);
    return taken.length > 0;
  }

  async insert(
    m: EntityManager,
    club: { name: string; description: string; visibility: ClubRow['visibility']; createdBy: string },
  ): Promise<string> {
    const [{ id }] = await m.query(
      `INSERT INTO clubs (name, description, visibility, created_by) VALUES ($1, $2, $3, $4) RETURNING id`,
      [club.name, club.description, club.visibility, club.createdBy],
    );
    return id;
  }

  /** The club as the caller sees it; the club must exist. */
  async summary(m: EntityManager, clubId: string, userId: string): Promise<ClubSummary> {
    const rows: Record<string, unknown>[] = await m.query(`SELECT ${CLUB_COLUMNS} FROM clubs c WHERE c.id = $2`, [
      userId,
      clubId,
    ]);
    return toSummary(rows[0]);
  }

  /**
   * Up to `limit` clubs by name (case-insensitive) after the name `afterName`: public ones and the
   * caller's, or with `mine` only the caller's, starting from their memberships.
   */
  async page(
    m: EntityManager,
    userId: string,
    opts: { mine: boolean; afterName?: string; limit: number },
  ): Promise<ClubSummary[]> {
    const params: unknown[] = [userId];
    // Beside the clubs I may see, the private ones I am invited to: the list is where I answer.
    const where = opts.mine
      ? []
      : [
          `(${ClubRepository.visibleSql('c', '$1')} OR EXISTS (SELECT 1 FROM club_invitations vi WHERE vi.club_id = c.id AND vi.user_id = $1))`,
        ];
    if (opts.afterName !== undefined) where.push(`lower(c.name) > $${params.push(opts.afterName)}`);
    params.push(opts.limit);
    const from = opts.mine ? `club_members x JOIN clubs c ON c.id = x.club_id AND x.user_id = $1` : `clubs c`;
    const rows: Record<string, unknown>[] = await m.query(
      `SELECT ${CLUB_COLUMNS} FROM ${from} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY lower(c.name) LIMIT $${params.length}`,
      params,
    );
    return rows.map(toSummary);
  }

  /** Up to `limit` members by username (case-insensitive), then id, after `after`. */
  async members(
    m: EntityManager,
    clubId: string,
    after: { username: string; id: string } | undefined,
    limit: number,
  ): Promise<ClubMember[]> {
    const params: unknown[] = [clubId];
    let afterKey = '';
    if (after) {
      params.push(after.username, after.id);
      afterKey = `AND (lower(u.username), u.id::text) > ($2, $3)`;
    }
    params.push(limit);
    const rows: Record<string, unknown>[] = await m.query(
      `SELECT u.id, u.username, u.display_name, m.role, m.joined_at FROM club_members m JOIN users u ON u.id = m.user_id
        WHERE m.club_id = $1 ${afterKey} ORDER BY lower(u.username), u.id::text LIMIT $${params.length}`,
      params,
    );
    return rows.map(toMember);
  }

  async member(m: EntityManager, clubId: string, userId: string): Promise<ClubMember> {
    const [r] = await m.query(
      `SELECT u.id, u.username, u.display_name, m.role, m.joined_at FROM club_members m JOIN users u ON u.id = m.user_id WHERE m.club_id = $1 AND m.user_id = $2`,
      [clubId, userId],
    );
    return toMember(r);
  }

  async isMember(m: EntityManager, clubId: string, userId: string): Promise<boolean> {
    const member = await m.query(`SELECT 1 FROM club_members WHERE club_id = $1 AND user_id = $2`, [clubId, userId]);
    return member.length > 0;
  }

  /** A member found by username (case-insensitive). */
  async memberByUsername(
    m: EntityManager,
    clubId: string,
    username: string,
  ): Promise<{ id: string; role: ClubRole } | null> {
    const rows: { id: string; role: ClubRole }[] = await m.query(
      `SELECT u.id, m.role FROM club_members m JOIN users u ON u.id = m.user_id WHERE m.club_id = $1 AND lower(u.username) = lower($2)`,
      [clubId, username],
    );
    return rows.length > 0 ? { id: rows[0].id, role: rows[0].role } : null;
  }

  async ownerCount(m: EntityManager, clubId: string): Promise<number> {
    const [{ owners }] = await m.query(
      `SELECT count(*)::int AS owners FROM club_members WHERE club_id = $1 AND role = 'owner'`,
      [clubId],
    );
    return owners;
  }

  async addOwner(m: EntityManager, clubId: string, userId: string): Promise<void> {
    await m.query(`INSERT INTO club_members (club_id, user_id, role) VALUES ($1, $2, 'owner')`, [clubId, userId]);
  }

  async addMember(m: EntityManager, clubId: string, userId: string): Promise<void> {
    await m.query(
      `INSERT INTO club_members (club_id, user_id, role) VALUES ($1, $2, 'member') ON CONFLICT DO NOTHING`,
      [clubId, userId],
    );
  }

  async setRole(m: EntityManager, clubId: string, userId: string, role: ClubRole): Promise<void> {
    await m.query(`UPDATE club_members SET role = $3 WHERE club_id = $1 AND user_id = $2`, [clubId, userId, role]);
  }

  async removeMember(m: EntityManager, clubId: string, userId: string): Promise<void> {
    await m.query(`DELETE FROM club_members WHERE club_id = $1 AND user_id = $2`, [clubId, userId]);
  }

  /** The clubs a user is a member of, in the order of their ids. */
  async membershipsOf(m: EntityManager, userId: string): Promise<{ club_id: string; role: ClubRole }[]> {
    return m.query(`SELECT club_id, role FROM club_members WHERE user_id = $1 ORDER BY club_id`, [userId]);
  }

  /**
   * Makes another member owner, for an owner who leaves as the last one without choosing (a
   * closed account): an admin before a member, the longest-standing first.
   */
  async promoteSuccessor(m: EntityManager, clubId: string, leavingId: string): Promise<void> {
    await m.query(
      `UPDATE club_members SET role = 'owner'
        WHERE club_id = $1 AND user_id = (SELECT user_id FROM club_members WHERE club_id = $1 AND user_id <> $2
                                           ORDER BY role = 'admin' DESC, joined_at, user_id LIMIT 1)`,
      [clubId, leavingId],
    );
  }

  /** Every invitation the user holds (a closed account's). */
  async deleteInvitationsOf(m: EntityManager, userId: string): Promise<void> {
    await m.query(`DELETE FROM club_invitations WHERE user_id = $1`, [userId]);
  }

  /** Invites the user, or renews their invitation (by someone else, now). */
  async invite(m: EntityManager, clubId: string, userId: string, invitedBy: string): Promise<void> {
    await m.query(
      `INSERT INTO club_invitations (club_id, user_id, invited_by) VALUES ($1, $2, $3)
       ON CONFLICT (club_id, user_id) DO UPDATE SET invited_by = EXCLUDED.invited_by, created_at = now()`,
      [clubId, userId, invitedBy],
    );
  }

  async invitation(m: EntityManager, clubId: string, userId: string): Promise<ClubInvitation> {
    return (await this.invitations(m, `i.club_id = $1 AND i.user_id = $2`, [clubId, userId]))[0];
  }

  /** The invitations the user holds, newest first. */
  async invitationsOf(m: EntityManager, userId: string): Promise<ClubInvitation[]> {
    return this.invitations(m, `i.user_id = $1`, [userId]);
  }

  /** Deletes the user's invitation to the club; whether there was one. */
  async deleteInvitation(m: EntityManager, clubId: string, userId: string): Promise<boolean> {
    const [, deleted] = (await m.query(`DELETE FROM club_invitations WHERE club_id = $1 AND user_id = $2`, [
      clubId,
      userId,
    ])) as [unknown, number];
    return deleted > 0;
  }

  /** Whether the user holds an invitation to the club now (read under the club's lock). */
  async holdsInvitation(m: EntityManager, clubId: string, userId: string): Promise<boolean> {
    const rows = (await m.query(`SELECT 1 FROM club_invitations WHERE club_id = $1 AND user_id = $2`, [
      clubId,
      userId,
    ])) as unknown[];
    return rows.length > 0;
  }

  private async invitations(m: EntityManager, where: string, params: unknown[]): Promise<ClubInvitation[]> {
    const rows: Record<string, unknown>[] = await m.query(
      `SELECT c.id AS club_id, c.name AS club_name, u.id AS user_id, u.username, u.display_name,
              b.id AS by_id, b.username AS by_username, b.display_name AS by_display_name, i.created_at
         FROM club_invitations i JOIN clubs c ON c.id = i.club_id JOIN users u ON u.id = i.user_id JOIN users b ON b.id = i.invited_by
        WHERE ${where} ORDER BY i.created_at DESC, c.id`,
      params,
    );
    return rows.map((r) => ({
      clubId: r.club_id as string,
      clubName: r.club_name as string,
      user: { id: r.user_id as string, username: r.username as string, displayName: r.display_name as string },
      invitedBy: { id: r.by_id as string, username: r.by_username as string, displayName: r.by_display_name as string },
      createdAt: r.created_at as Date,
    }));
  }
}

function toSummary(r: Record<string, unknown>): ClubSummary {
  return {
    id: r.id as string,
    name: r.name as string,
    description: r.description as string,
    visibility: r.visibility as ClubRow['visibility'],
    members: r.members as number,
    myRole: (r.my_role as ClubRole | null) ?? null,
    invited: r.invited as boolean,
    createdAt: r.created_at as Date,
  };
}

function toMember(r: Record<string, unknown>): ClubMember {
  return {
    user: { id: r.id as string, username: r.username as string, displayName: r.display_name as string },
    role: r.role as ClubRole,
    joinedAt: r.joined_at as Date,
  };
}
