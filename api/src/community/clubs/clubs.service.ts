import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import { UsersService } from '../../identity/users/users.service';
import { ClubAccess } from './club-access';
import type { ClubRole } from './club-role';
import type {
  ClubDto,
  ClubInvitationDto,
  ClubMemberDto,
  ClubMemberPageDto,
  ClubPageDto,
  CreateClubDto,
} from './dto/club.dto';
import { decodePageCursor, encodePageCursor } from '../../platform/http/page-cursor';

const CLUB_COLUMNS = `c.id, c.name, c.description, c.visibility, c.created_at,
  (SELECT count(*)::int FROM club_members mc WHERE mc.club_id = c.id) AS members,
  (SELECT role FROM club_members mm WHERE mm.club_id = c.id AND mm.user_id = $1) AS my_role,
  EXISTS (SELECT 1 FROM club_invitations ii WHERE ii.club_id = c.id AND ii.user_id = $1) AS invited`;

/** Clubs and their members: create, list, invite, join, leave, roles. */
@Injectable()
export class ClubsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: ClubAccess,
    private readonly users: UsersService,
  ) {}

  async create(userId: string, input: CreateClubDto): Promise<ClubDto> {
    return this.db.transaction(async (m) => {
      const taken = await m.query(`SELECT 1 FROM clubs WHERE lower(name) = lower($1)`, [input.name]);
      if (taken.length > 0) throw new DomainError('CLUB_NAME_TAKEN', `A club named ${input.name} exists already.`);
      const [{ id }] = await m.query(
        `INSERT INTO clubs (name, description, visibility, created_by) VALUES ($1, $2, $3, $4) RETURNING id`,
        [input.name, input.description ?? '', input.visibility, userId],
      );
      await m.query(`INSERT INTO club_members (club_id, user_id, role) VALUES ($1, $2, 'owner')`, [id, userId]);
      return this.one(m, id, userId);
    });
  }

  async get(userId: string, clubId: string): Promise<ClubDto> {
    await this.access.visible(clubId, userId);
    return this.one(this.db.manager, clubId, userId);
  }

  /**
   * Public clubs and the caller's own, by name (case-insensitive; names are unique so, and
   * `clubs_name_key` is the order). "mine" starts from the caller's memberships.
   */
  async list(userId: string, opts: { mine: boolean; limit: number; cursor?: string }): Promise<ClubPageDto> {
    const params: unknown[] = [userId];
    const where = opts.mine ? [] : [ClubAccess.visibleSql('c', '$1')];
    if (opts.cursor) {
      // The cursor names the last club as [lower(name), id]; the name alone is its place.
      const [name] = decodePageCursor(opts.cursor, ['string', 'string']);
      where.push(`lower(c.name) > $${params.push(name)}`);
    }
    params.push(opts.limit + 1);
    const from = opts.mine ? `club_members x JOIN clubs c ON c.id = x.club_id AND x.user_id = $1` : `clubs c`;
    const rows: Record<string, unknown>[] = await this.db.query(
      `SELECT ${CLUB_COLUMNS} FROM ${from} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY lower(c.name) LIMIT $${params.length}`,
      params,
    );
    const items = rows.slice(0, opts.limit).map(toClub);
    const last = items[items.length - 1];
    return {
      items,
      nextCursor: rows.length > opts.limit ? encodePageCursor([last.name.toLowerCase(), last.id]) : null,
    };
  }

  async members(userId: string, clubId: string, opts: { limit: number; cursor?: string }): Promise<ClubMemberPageDto> {
    await this.access.contentsVisible(clubId, userId);
    const params: unknown[] = [clubId];
    let after = '';
    if (opts.cursor) {
      const [name, id] = decodePageCursor(opts.cursor, ['string', 'string']);
      params.push(name, id);
      after = `AND (lower(u.username), u.id::text) > ($2, $3)`;
    }
    params.push(opts.limit + 1);
    const rows: Record<string, unknown>[] = await this.db.query(
      `SELECT u.id, u.username, u.display_name, m.role, m.joined_at FROM club_members m JOIN users u ON u.id = m.user_id
        WHERE m.club_id = $1 ${after} ORDER BY lower(u.username), u.id::text LIMIT $${params.length}`,
      params,
    );
    const items: ClubMemberDto[] = rows.slice(0, opts.limit).map((r) => ({
      user: { id: r.id as string, username: r.username as string, displayName: r.display_name as string },
      role: r.role as ClubRole,
      joinedAt: (r.joined_at as Date).toISOString(),
    }));
    const last = items[items.length - 1];
    return {
      items,
      nextCursor: rows.length > opts.limit ? encodePageCursor([last.user.username.toLowerCase(), last.user.id]) : null,
    };
  }

  async invite(userId: string, clubId: string, login: string): Promise<ClubInvitationDto> {
    await this.access.admin(clubId, userId);
    const user = await this.users.byUsernameOrEmail(login);
    if (!user) throw new DomainError('INVITEE_NOT_FOUND', `No user ${login} to invite.`);
    return this.db.transaction(async (m) => {
      const member = await m.query(`SELECT 1 FROM club_members WHERE club_id = $1 AND user_id = $2`, [clubId, user.id]);
      if (member.length > 0) throw new DomainError('ALREADY_A_MEMBER', `${user.username} is a member already.`);
      await m.query(
        `INSERT INTO club_invitations (club_id, user_id, invited_by) VALUES ($1, $2, $3)
         ON CONFLICT (club_id, user_id) DO UPDATE SET invited_by = EXCLUDED.invited_by, created_at = now()`,
        [clubId, user.id, userId],
      );
      return (await this.invitations(m, `i.club_id = $1 AND i.user_id = $2`, [clubId, user.id]))[0];
    });
  }

  /** The invitations the caller holds. */
  async myInvitations(userId: string): Promise<ClubInvitationDto[]> {
    return this.invitations(this.db.manager, `i.user_id = $1`, [userId]);
  }

  /** Anyone may join a public club; a private club needs an invitation, which joining uses up. */
  async join(userId: string, clubId: string): Promise<ClubDto> {
    return this.db.transaction(async (m) => {
      const info = await this.access.visible(clubId, userId, m);
      if (info.role !== null) throw new DomainError('ALREADY_A_MEMBER', 'You are a member already.');
      if (info.club.visibility === 'private' && !info.invited)
        throw new DomainError('INVITATION_REQUIRED', 'This club admits members by invitation.');
      await m.query(
        `INSERT INTO club_members (club_id, user_id, role) VALUES ($1, $2, 'member') ON CONFLICT DO NOTHING`,
        [clubId, userId],
      );
      await m.query(`DELETE FROM club_invitations WHERE club_id = $1 AND user_id = $2`, [clubId, userId]);
      return this.one(m, clubId, userId);
    });
  }

  /** Leaving keeps the member's finished games and standings; a club keeps at least one owner. */
  async leave(userId: string, clubId: string): Promise<void> {
    await this.db.transaction(async (m) => {
      await this.lockClub(m, clubId);
      const info = await this.access.member(clubId, userId, m);
      if (info.role === 'owner') await this.keepAnOwner(m, clubId);
      await m.query(`DELETE FROM club_members WHERE club_id = $1 AND user_id = $2`, [clubId, userId]);
    });
  }

  async setRole(userId: string, clubId: string, username: string, role: ClubRole): Promise<ClubMemberDto> {
    return this.db.transaction(async (m) => {
      await this.lockClub(m, clubId);
      await this.access.owner(clubId, userId, m);
      const rows: Record<string, unknown>[] = await m.query(
        `SELECT u.id, m.role FROM club_members m JOIN users u ON u.id = m.user_id WHERE m.club_id = $1 AND lower(u.username) = lower($2)`,
        [clubId, username],
      );
      if (rows.length === 0) throw new DomainError('MEMBER_NOT_FOUND', `${username} is not a member of this club.`);
      if (rows[0].role === 'owner' && role !== 'owner') await this.keepAnOwner(m, clubId);
      await m.query(`UPDATE club_members SET role = $3 WHERE club_id = $1 AND user_id = $2`, [
        clubId,
        rows[0].id,
        role,
      ]);
      const [r] = await m.query(
        `SELECT u.id, u.username, u.display_name, m.role, m.joined_at FROM club_members m JOIN users u ON u.id = m.user_id WHERE m.club_id = $1 AND m.user_id = $2`,
        [clubId, rows[0].id],
      );
      return {
        user: { id: r.id, username: r.username, displayName: r.display_name },
        role: r.role,
        joinedAt: (r.joined_at as Date).toISOString(),
      };
    });
  }

  /** Serialises role changes and departures per club, so two owners cannot both step down. */
  private async lockClub(m: EntityManager, clubId: string): Promise<void> {
    await this.access.of(clubId, '00000000-0000-0000-0000-000000000000', m);
    await m.query(`SELECT 1 FROM clubs WHERE id = $1 FOR UPDATE`, [clubId]);
  }

  private async keepAnOwner(m: EntityManager, clubId: string): Promise<void> {
    const [{ owners }] = await m.query(
      `SELECT count(*)::int AS owners FROM club_members WHERE club_id = $1 AND role = 'owner'`,
      [clubId],
    );
    if (owners <= 1) throw new DomainError('LAST_OWNER', 'A club needs an owner: make someone else owner first.');
  }

  private async one(m: EntityManager, clubId: string, userId: string): Promise<ClubDto> {
    const rows: Record<string, unknown>[] = await m.query(`SELECT ${CLUB_COLUMNS} FROM clubs c WHERE c.id = $2`, [
      userId,
      clubId,
    ]);
    return toClub(rows[0]);
  }

  private async invitations(m: EntityManager, where: string, params: unknown[]): Promise<ClubInvitationDto[]> {
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
      createdAt: (r.created_at as Date).toISOString(),
    }));
  }
}

function toClub(r: Record<string, unknown>): ClubDto {
  return {
    id: r.id as string,
    name: r.name as string,
    description: r.description as string,
    visibility: r.visibility as ClubDto['visibility'],
    members: r.members as number,
    myRole: (r.my_role as ClubRole | null) ?? null,
    invited: r.invited as boolean,
    createdAt: (r.created_at as Date).toISOString(),
  };
}
