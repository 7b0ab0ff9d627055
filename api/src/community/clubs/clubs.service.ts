import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import { AccountClosureListeners } from '../../identity/users/account-closure-listeners';
import { UsersService } from '../../identity/users/users.service';
import { Reachability } from '../../identity/blocks/reachability';
import { ClubAccess } from './club-access';
import type { ClubRole } from './club-role';
import { type ClubInvitation, type ClubMember, ClubRepository, type ClubSummary } from './club.repository';
import type {
  ClubDto,
  ClubInvitationDto,
  ClubMemberDto,
  ClubMemberPageDto,
  ClubPageDto,
  CreateClubDto,
} from './dto/club.dto';
import { decodePageCursor, encodePageCursor } from '../../platform/http/page-cursor';

/** Clubs and their members: create, list, invite, join, leave, roles. */
@Injectable()
export class ClubsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: ClubAccess,
    private readonly clubs: ClubRepository,
    private readonly users: UsersService,
    private readonly reachability: Reachability,
    private readonly closures: AccountClosureListeners,
  ) {}

  /** A closed account's invitations go; it leaves its clubs (AccountClosureService). */
  onModuleInit(): void {
    this.closures.register({
      closing: (m, userId) => this.clubs.deleteInvitationsOf(m, userId),
      release: (userId) => this.closedAccountLeaves(userId),
    });
  }

  async create(userId: string, input: CreateClubDto): Promise<ClubDto> {
    return this.db.transaction(async (m) => {
      if (await this.clubs.nameTaken(m, input.name))
        throw new DomainError('CLUB_NAME_TAKEN', `A club named ${input.name} exists already.`);
      const id = await this.clubs.insert(m, {
        name: input.name,
        description: input.description ?? '',
        visibility: input.visibility,
        createdBy: userId,
      });
      await this.clubs.addOwner(m, id, userId);
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
    // The cursor names the last club as [lower(name), id]; the name alone is its place.
    const afterName = opts.cursor ? (decodePageCursor(opts.cursor, ['string', 'string'])[0] as string) : undefined;
    const rows = await this.clubs.page(this.db.manager, userId, { mine: opts.mine, afterName, limit: opts.limit + 1 });
    const items = rows.slice(0, opts.limit).map(toClub);
    const last = items[items.length - 1];
    return {
      items,
      nextCursor: rows.length > opts.limit ? encodePageCursor([last.name.toLowerCase(), last.id]) : null,
    };
  }

  async members(userId: string, clubId: string, opts: { limit: number; cursor?: string }): Promise<ClubMemberPageDto> {
    await this.access.contentsVisible(clubId, userId);
    let after: { username: string; id: string } | undefined;
    if (opts.cursor) {
      const [name, id] = decodePageCursor(opts.cursor, ['string', 'string']);
      after = { username: name as string, id: id as string };
    }
    const rows = await this.clubs.members(this.db.manager, clubId, after, opts.limit + 1);
    const items = rows.slice(0, opts.limit).map(toMember);
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
      if (await this.clubs.isMember(m, clubId, user.id))
        throw new DomainError('ALREADY_A_MEMBER', `${user.username} is a member already.`);
      await this.reachability.assertReachable(m, userId, [user.id], 'Inviting');
      await this.clubs.invite(m, clubId, user.id, userId);
      return toInvitation(await this.clubs.invitation(m, clubId, user.id));
    });
  }

  /** The invitations the caller holds. */
  async myInvitations(userId: string): Promise<ClubInvitationDto[]> {
    return (await this.clubs.invitationsOf(this.db.manager, userId)).map(toInvitation);
  }

  /** Anyone may join a public club; a private club needs an invitation, which joining uses up. */
  async join(userId: string, clubId: string): Promise<ClubDto> {
    return this.db.transaction(async (m) => {
      const info = await this.access.visible(clubId, userId, m);
      await this.clubs.lock(m, clubId);
      if (info.role !== null) throw new DomainError('ALREADY_A_MEMBER', 'You are a member already.');
      if (info.club.visibility === 'private' && !(await this.clubs.holdsInvitation(m, clubId, userId)))
        throw new DomainError('INVITATION_REQUIRED', 'This club admits members by invitation.');
      await this.clubs.addMember(m, clubId, userId);
      await this.clubs.deleteInvitation(m, clubId, userId);
      return this.one(m, clubId, userId);
    });
  }

  /**
   * Declines the invitation the caller holds: it goes, and a private club is hidden again. Under
   * the club's lock, so a decline and a join at once end in one of the two, never both.
   */
  async decline(userId: string, clubId: string): Promise<void> {
    await this.db.transaction(async (m) => {
      const info = await this.access.visible(clubId, userId, m);
      await this.clubs.lock(m, clubId);
      if (!(await this.clubs.deleteInvitation(m, clubId, userId)))
        throw new DomainError('CLUB_INVITATION_NOT_FOUND', `You hold no invitation to ${info.club.name}.`);
    });
  }

  /** Leaving keeps the member's finished games and standings; a club keeps at least one owner. */
  async leave(userId: string, clubId: string): Promise<void> {
    await this.db.transaction(async (m) => {
      await this.lockClub(m, clubId);
      const info = await this.access.member(clubId, userId, m);
      if (info.role === 'owner') await this.keepAnOwner(m, clubId);
      await this.clubs.removeMember(m, clubId, userId);
    });
  }

  /**
   * A closed account leaves every club, each under the club's lock; a club it was the last owner
   * of gets another member as owner, so it is never left without one while it has members.
   */
  async closedAccountLeaves(userId: string): Promise<void> {
    for (const { club_id: clubId } of await this.clubs.membershipsOf(this.db.manager, userId)) {
      await this.db.transaction(async (m) => {
        await this.clubs.lock(m, clubId);
        // Its role as it is under the lock (an owner may have changed it meanwhile).
        const now = (await this.clubs.membershipsOf(m, userId)).find((c) => c.club_id === clubId);
        if (!now) return;
        if (now.role === 'owner' && (await this.clubs.ownerCount(m, clubId)) <= 1)
          await this.clubs.promoteSuccessor(m, clubId, userId);
        await this.clubs.removeMember(m, clubId, userId);
      });
    }
  }

  async setRole(userId: string, clubId: string, username: string, role: ClubRole): Promise<ClubMemberDto> {
    return this.db.transaction(async (m) => {
      await this.lockClub(m, clubId);
      await this.access.owner(clubId, userId, m);
      const target = await this.clubs.memberByUsername(m, clubId, username);
      if (!target) throw new DomainError('MEMBER_NOT_FOUND', `${username} is not a member of this club.`);
      if (target.role === 'owner' && role !== 'owner') await this.keepAnOwner(m, clubId);
      await this.clubs.setRole(m, clubId, target.id, role);
      return toMember(await this.clubs.member(m, clubId, target.id));
    });
  }

  /** Serialises role changes and departures per club, so two owners cannot both step down. */
  private async lockClub(m: EntityManager, clubId: string): Promise<void> {
    await this.access.of(clubId, '00000000-0000-0000-0000-000000000000', m);
    await this.clubs.lock(m, clubId);
  }

  private async keepAnOwner(m: EntityManager, clubId: string): Promise<void> {
    if ((await this.clubs.ownerCount(m, clubId)) <= 1)
      throw new DomainError('LAST_OWNER', 'A club needs an owner: make someone else owner first.');
  }

  private async one(m: EntityManager, clubId: string, userId: string): Promise<ClubDto> {
    return toClub(await this.clubs.summary(m, clubId, userId));
  }
}

function toClub(c: ClubSummary): ClubDto {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    visibility: c.visibility,
    members: c.members,
    myRole: c.myRole,
    invited: c.invited,
    createdAt: c.createdAt.toISOString(),
  };
}

function toMember(r: ClubMember): ClubMemberDto {
  return { user: r.user, role: r.role, joinedAt: r.joinedAt.toISOString() };
}

function toInvitation(i: ClubInvitation): ClubInvitationDto {
  return {
    clubId: i.clubId,
    clubName: i.clubName,
    user: i.user,
    invitedBy: i.invitedBy,
    createdAt: i.createdAt.toISOString(),
  };
}
