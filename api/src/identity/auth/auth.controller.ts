import { Body, Controller, Delete, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiCookieAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { AuthBudget, NoBudget, SignInBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { MailLimits } from '../../platform/rate-limit/mail-limits';
import { SignInLimits } from '../../platform/rate-limit/sign-in-limits';
import type { User } from '../users/user.entity';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';
import { toPublicUser } from '../users/public-user.dto';
import { AccessTokensService } from './access-tokens.service';
import { AccountDeletionService } from './account-deletion.service';
import { AccountsService } from './accounts.service';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { AuthenticatedGuard } from '../access/authenticated.guard';
import { CurrentPrincipal } from '../access/current-principal.decorator';
import { AccessTokenDto, PasswordResetDoneDto, RegistrationDto, SessionDto } from './dto/auth-responses.dto';
import { toOAuthAuthorizationDto } from '../oauth/dto/oauth-authorization.dto';
import {
  PasswordResetDto,
  PasswordResetRequestDto,
  SignInLinkDto,
  SignInLinkRequestDto,
  VerifyEmailDto,
} from './dto/email-link.dto';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { PeopleOnly } from '../access/people-only.decorator';
import type { Principal } from '../access/principal';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { SessionsService } from './sessions.service';
import { ApiPublic } from '../../platform/http/api-public.decorator';
import { AccountStandingService } from '../standing/account-standing.service';

@ApiTags('auth')
@AuthBudget()
@UseGuards(RateLimitGuard)
@Controller('auth')
export class AuthController {
  private readonly secureCookie: boolean;
  private readonly publicUrl: string;

  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly accessTokens: AccessTokensService,
    private readonly signInLimits: SignInLimits,
    private readonly standing: AccountStandingService,
    private readonly deletion: AccountDeletionService,
    private readonly mailLimits: MailLimits,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secureCookie = config.publicUrl.startsWith('https:');
    this.publicUrl = config.publicUrl;
  }

  /**
   * The user whose password this is, with the attempt counted by the sign-in limits; signing in
   * cancels a deletion the account asked for (AccountDeletionService.signedIn).
   */
  private async checkCredentials(body: LoginDto, req: Request): Promise<{ user: User; deletionCancelled: boolean }> {
    const attempt = await this.signInLimits.attempt({ login: body.login, address: req.ip ?? '' });
    const user = await this.accounts.checkCredentials(body.login, body.password);
    await attempt.succeeded();
    // Only someone who knows the password learns that the account is suspended or closed.
    await this.standing.assertMayAct(user.id);
    return { user, ...(await this.deletion.signedIn(user.id)) };
  }

  @Post('register')
  @ApiPublic()
  @HttpCode(202)
  @ApiOperation({
    summary: 'Create an account; a verification link is emailed',
    description:
      'Answers 202 alike whether or not the email address already has an account, so the endpoint cannot be used to ' +
      'find out which addresses do: for a new address the account exists now (sign in with the username and ' +
      'password) and a verification link is emailed; for an address with an account nothing is created and its ' +
      'owner is emailed instead. Usernames are public, so a taken one is answered 409 USERNAME_TAKEN.',
  })
  @ApiAcceptedResponse({ type: RegistrationDto })
  @ApiProblems('USERNAME_TAKEN')
  async register(@Body() body: RegisterDto, @Req() req: Request): Promise<RegistrationDto> {
    await this.mailLimits.spend(req.ip ?? '');
    await this.accounts.register(body);
    return { username: body.username, email: body.email.trim().toLowerCase() };
  }

  @Post('session')
  @ApiPublic()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign in for the dashboard: sets the httpOnly, SameSite=Strict session cookie',
    description:
      'Signing in cancels a pending deletion of the account (`deletionCancelled` says so; it is also emailed).',
  })
  @ApiOkResponse({
    type: SessionDto,
    headers: {
      'Set-Cookie': { description: 'entente_session=…; HttpOnly; SameSite=Strict', schema: { type: 'string' } },
    },
  })
  @ApiProblems('INVALID_CREDENTIALS', 'RATE_LIMITED', 'ACCOUNT_SUSPENDED', 'ACCOUNT_CLOSED')
  @SignInBudget()
  async login(
    @Body() body: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionDto> {
    const { user, deletionCancelled } = await this.checkCredentials(body, req);
    const session = await this.sessions.create(user.id, { userAgent: req.get('user-agent'), address: req.ip });
    setSessionCookie(res, session.cookie, session.expiresAt, this.secureCookie);
    return { user: toPublicUser(user), expiresAt: session.expiresAt.toISOString(), deletionCancelled };
  }

  @Delete('session')
  @HttpCode(204)
  // Signing out is never refused for being too frequent: it only ends the caller's own session.
  @NoBudget()
  @UseGuards(AuthenticatedGuard)
  @PeopleOnly()
  @ApiCookieAuth('session')
  @ApiOperation({ summary: 'Sign out: ends this session and clears the cookie' })
  @ApiNoContentResponse()
  async logout(@CurrentPrincipal() principal: Principal, @Res({ passthrough: true }) res: Response): Promise<void> {
    if (principal.sessionId) await this.sessions.revoke(principal.sessionId);
    clearSessionCookie(res, this.secureCookie);
  }

  @Post('token')
  @ApiPublic()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Exchange username/email and password for a short-lived bearer JWT (for scripts)',
    description:
      'Signing in cancels a pending deletion of the account (`deletionCancelled` says so; it is also emailed).',
  })
  @ApiOkResponse({ type: AccessTokenDto })
  @ApiProblems('INVALID_CREDENTIALS', 'RATE_LIMITED', 'ACCOUNT_SUSPENDED', 'ACCOUNT_CLOSED')
  @SignInBudget()
  async token(@Body() body: LoginDto, @Req() req: Request): Promise<AccessTokenDto> {
    const { user, deletionCancelled } = await this.checkCredentials(body, req);
    return { ...this.accessTokens.issue(user), tokenType: 'Bearer', deletionCancelled };
  }

  @Post('verify-email')
  @ApiPublic()
  @HttpCode(204)
  @ApiOperation({ summary: 'Confirm the email address with the token from the emailed link' })
  @ApiNoContentResponse()
  @ApiProblems('INVALID_LINK')
  async verifyEmail(@Body() body: VerifyEmailDto): Promise<void> {
    await this.accounts.verifyEmail(body.token);
  }

  @Post('verify-email/resend')
  @HttpCode(202)
  @UseGuards(AuthenticatedGuard)
  @PeopleOnly()
  @ApiCookieAuth('session')
  @ApiOperation({ summary: 'Email a new verification link' })
  @ApiAcceptedResponse()
  @ApiProblems('EMAIL_ALREADY_VERIFIED')
  async resendVerification(@CurrentPrincipal() principal: Principal, @Req() req: Request): Promise<void> {
    await this.mailLimits.spend(req.ip ?? '');
    await this.accounts.resendVerification(principal.userId);
  }

  @Post('password-reset')
  @ApiPublic()
  @HttpCode(202)
  @ApiOperation({
    summary: 'Email a password-reset link (answers 202 whether or not the address is known)',
    description:
      'The request only queues the address; the link is made and mailed off the request path, so neither the ' +
      'answer nor its time tells whether the address has an account.',
  })
  @ApiAcceptedResponse()
  async requestPasswordReset(@Body() body: PasswordResetRequestDto, @Req() req: Request): Promise<void> {
    await this.mailLimits.spend(req.ip ?? '');
    await this.accounts.requestPasswordReset(body.email);
  }

  @Post('sign-in-link')
  @ApiPublic()
  @HttpCode(202)
  @ApiOperation({
    summary: 'Email a one-time sign-in link (answers 202 whether or not the address is known)',
    description:
      'The way past the sign-in limits: whoever holds the mailbox signs in once with the link, within 15 minutes. ' +
      'Like a reset request, the address is only queued, so neither the answer nor its time tells whether it has ' +
      'an account.',
  })
  @ApiAcceptedResponse()
  async requestSignInLink(@Body() body: SignInLinkRequestDto, @Req() req: Request): Promise<void> {
    await this.mailLimits.spend(req.ip ?? '');
    await this.accounts.requestSignInLink(body.email);
  }

  @Post('sign-in-link/confirm')
  @ApiPublic()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign in with the token of an emailed sign-in link (once): sets the session cookie',
    description:
      'No password and no sign-in limit: the link proves the mailbox. A used or expired link is INVALID_LINK.',
  })
  @ApiOkResponse({
    type: SessionDto,
    headers: {
      'Set-Cookie': { description: 'entente_session=…; HttpOnly; SameSite=Strict', schema: { type: 'string' } },
    },
  })
  @ApiProblems('INVALID_LINK', 'ACCOUNT_SUSPENDED', 'ACCOUNT_CLOSED')
  async signInWithLink(
    @Body() body: SignInLinkDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionDto> {
    const user = await this.accounts.signInWithLink(body.token);
    // A link signs in as a password does: not a suspended account, and a pending deletion is cancelled.
    await this.standing.assertMayAct(user.id);
    const { deletionCancelled } = await this.deletion.signedIn(user.id);
    const session = await this.sessions.create(user.id, { userAgent: req.get('user-agent'), address: req.ip });
    setSessionCookie(res, session.cookie, session.expiresAt, this.secureCookie);
    return { user: toPublicUser(user), expiresAt: session.expiresAt.toISOString(), deletionCancelled };
  }

  @Post('password-reset/confirm')
  @ApiPublic()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Set a new password with the emailed token; ends every session, JWT and personal token of the account, and lists the authorised apps to review',
  })
  @ApiOkResponse({ type: PasswordResetDoneDto })
  @ApiProblems('INVALID_LINK')
  async resetPassword(@Body() body: PasswordResetDto): Promise<PasswordResetDoneDto> {
    const done = await this.accounts.resetPassword(body.token, body.password);
    return {
      sessionsEnded: done.sessionsEnded,
      tokensRevoked: done.tokensRevoked,
      jwtsEnded: true,
      apps: done.apps.map(toOAuthAuthorizationDto),
      reviewAppsAt: `${this.publicUrl}/settings#authorized-apps`,
    };
  }
}
