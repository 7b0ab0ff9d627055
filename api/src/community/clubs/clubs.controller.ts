import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { AuthenticatedGuard } from '../../identity/access/authenticated.guard';
import { CurrentPrincipal } from '../../identity/access/current-principal.decorator';
import type { Principal } from '../../identity/access/principal';
import { RequireScope } from '../../identity/access/require-scope.decorator';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';
import { ClubsService } from './clubs.service';
import {
  ClubDto,
  ClubInvitationDto,
  ClubMemberDto,
  ClubMemberPageDto,
  ClubPageDto,
  CreateClubDto,
  InviteToClubDto,
  ListClubsQuery,
  SetClubRoleDto,
} from './dto/club.dto';
import { PageQuery } from '../../platform/http/page-query.dto';

/** Clubs: creating, finding, inviting, joining, leaving, roles. */
@ApiTags('clubs')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller('clubs')
export class ClubsController {
  constructor(private readonly clubs: ClubsService) {}

  @Post()
  @RequireScope('ladders:write')
  @ApiOperation({ summary: 'Create a club; the creator is its owner' })
  @ApiCreatedResponse({ type: ClubDto })
  @ApiProblems('CLUB_NAME_TAKEN')
  create(@CurrentPrincipal() p: Principal, @Body() body: CreateClubDto): Promise<ClubDto> {
    return this.clubs.create(p.userId, body);
  }

  @Get()
  @RequireScope('ladders:read')
  @ApiOperation({ summary: 'Public clubs, mine and those I am invited to, by name (cursor-paged)' })
  @ApiOkResponse({ type: ClubPageDto })
  @ApiProblems('BAD_CURSOR')
  list(@CurrentPrincipal() p: Principal, @Query() q: ListClubsQuery): Promise<ClubPageDto> {
    return this.clubs.list(p.userId, { mine: q.mine === true, limit: q.limit ?? 20, cursor: q.cursor });
  }

  @Get('invitations')
  @RequireScope('ladders:read')
  @ApiOperation({ summary: 'The club invitations I hold' })
  @ApiOkResponse({ type: [ClubInvitationDto] })
  invitations(@CurrentPrincipal() p: Principal): Promise<ClubInvitationDto[]> {
    return this.clubs.myInvitations(p.userId);
  }

  @Get(':id')
  @RequireScope('ladders:read')
  @ApiOperation({ summary: 'A club (a private one only for its members and those invited)' })
  @ApiOkResponse({ type: ClubDto })
  @ApiProblems('CLUB_NOT_FOUND')
  get(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<ClubDto> {
    return this.clubs.get(p.userId, id);
  }

  @Get(':id/members')
  @RequireScope('ladders:read')
  @ApiOperation({ summary: 'Members by username (cursor-paged); a private club’s only for members' })
  @ApiOkResponse({ type: ClubMemberPageDto })
  @ApiProblems('CLUB_NOT_FOUND', 'BAD_CURSOR')
  members(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() q: PageQuery,
  ): Promise<ClubMemberPageDto> {
    return this.clubs.members(p.userId, id, { limit: q.limit ?? 20, cursor: q.cursor });
  }

  @Post(':id/invitations')
  @RequireScope('ladders:write')
  @ApiOperation({ summary: 'Invite a user by username or email (owners and admins)' })
  @ApiCreatedResponse({ type: ClubInvitationDto })
  @ApiProblems(
    'CLUB_NOT_FOUND',
    'CLUB_ADMIN_REQUIRED',
    'NOT_A_MEMBER',
    'INVITEE_NOT_FOUND',
    'ALREADY_A_MEMBER',
    'PLAYER_UNAVAILABLE',
  )
  invite(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: InviteToClubDto,
  ): Promise<ClubInvitationDto> {
    return this.clubs.invite(p.userId, id, body.invite);
  }

  @Post(':id/join')
  @HttpCode(200)
  @RequireScope('ladders:write')
  @ApiOperation({ summary: 'Join a public club, or a private one I am invited to' })
  @ApiOkResponse({ type: ClubDto })
  @ApiProblems('CLUB_NOT_FOUND', 'ALREADY_A_MEMBER', 'INVITATION_REQUIRED')
  join(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<ClubDto> {
    return this.clubs.join(p.userId, id);
  }

  @Post(':id/decline')
  @HttpCode(204)
  @RequireScope('ladders:write')
  @ApiOperation({ summary: 'Decline the invitation I hold to a club (it goes; ask to be invited again)' })
  @ApiNoContentResponse()
  @ApiProblems('CLUB_NOT_FOUND', 'CLUB_INVITATION_NOT_FOUND')
  async decline(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    await this.clubs.decline(p.userId, id);
  }

  @Post(':id/leave')
  @HttpCode(204)
  @RequireScope('ladders:write')
  @ApiOperation({ summary: 'Leave a club (the last owner cannot)' })
  @ApiNoContentResponse()
  @ApiProblems('CLUB_NOT_FOUND', 'NOT_A_MEMBER', 'LAST_OWNER')
  async leave(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    await this.clubs.leave(p.userId, id);
  }

  @Patch(':id/members/:username')
  @RequireScope('ladders:write')
  @ApiOperation({ summary: 'Change a member’s role (owners only; a club keeps at least one owner)' })
  @ApiOkResponse({ type: ClubMemberDto })
  @ApiProblems('CLUB_NOT_FOUND', 'NOT_A_MEMBER', 'CLUB_OWNER_REQUIRED', 'MEMBER_NOT_FOUND', 'LAST_OWNER')
  setRole(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('username') username: string,
    @Body() body: SetClubRoleDto,
  ): Promise<ClubMemberDto> {
    return this.clubs.setRole(p.userId, id, username, body.role);
  }
}
