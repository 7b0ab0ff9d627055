import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { UsersService } from '../../identity/users/users.service';
import { DomainError } from '../../platform/errors/domain-error';
import { decodePageCursor, encodePageCursor } from '../../platform/http/page-cursor';
import { JobsService } from '../../platform/jobs/jobs.service';
import { OutboxRepository } from '../../platform/outbox/outbox.repository';
import { EngineAdapter } from '../core/engine.adapter';
import { parseTimeControl } from '../core/time-control';
import type { CreateGameDto, SeatRequestDto } from '../games/create-game.dto';
import { GameLobbyService } from '../games/game-lobby.service';
import type { CreateChallengeDto, ListChallengesQuery } from './challenge.dto';
import { challengeNotices } from './challenge-notice';
import { ChallengeNoticeRepository } from './challenge-notice.repository';
import { type ChallengeRecord, ChallengeRepository, type PlannedSeat } from './challenge.repository';

/** How long a challenge waits for its answers. */
export const CHALLENGE_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** How long a closed or expired challenge stays listed before the hourly sweep deletes it. */
export const CHALLENGE_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

const SWEEP_QUEUE = 'challenge-sweep';

/** Thrown to roll back the trial creation of a challenge's game. */
class TrialOnly extends Error {}

/**
 * Challenges (docs/bots.md, "Challenges"): a game proposed to one account (or, in Coalition Chess,
 * up to three), created through GameLobbyService when the last of them accepts — so every check
 * of a new game (blocks, bot profiles, the bot-to-bot limit) applies, once when the challenge is
 * made and again when it is accepted. Answers and withdrawals lock the challenge's row: of two at
 * once, one wins and the other finds it closed.
 */
@Injectable()
export class ChallengesService implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly challenges: ChallengeRepository,
    private readonly lobby: GameLobbyService,
    private readonly users: UsersService,
    private readonly engine: EngineAdapter,
    private readonly jobs: JobsService,
    private readonly outbox: OutboxRepository,
    private readonly notices: ChallengeNoticeRepository,
  ) {}

  onApplicationBootstrap(): void {
    void this.jobs.define({ name: SWEEP_QUEUE, cron: '17 * * * *', policy: 'singleton', handler: () => this.sweep() });
  }

  /**
   * Deletes what closed or expired more than CHALLENGE_KEPT_MS ago; expiry itself is read, not
   * swept. The notices of challenges expired since the last sweeps are settled (a few hours back,
   * so a missed run is made up).
   */
  async sweep(now = new Date()): Promise<number> {
    await this.notices.settleExpired(this.db.manager, new Date(now.getTime() - 6 * 60 * 60 * 1000));
    return this.challenges.sweep(this.db.manager, new Date(now.getTime() - CHALLENGE_KEPT_MS));
  }

  /**
   * `within`: the caller's transaction, when the challenge is part of a larger change (a rematch
   * offer holds its origin's row until the challenge is written).
   */
  async create(challengerId: string, input: CreateChallengeDto, within?: EntityManager): Promise<ChallengeRecord> {
    const names = typeof input.to === 'string' ? [input.to] : input.to;
    const seatNames = this.engine.seats(input.variant);
    if (names.length > seatNames.length - 1)
      throw new DomainError(
        'BAD_CHALLENGE',
        `A challenge to ${input.variant} invites at most ${seatNames.length - 1} (to).`,
      );
    const challenged: { id: string; username: string; bot: boolean }[] = [];
    for (const name of names) {
      const user = name.includes('@') ? null : await this.users.byUsernameOrEmail(name);
      if (!user) throw new DomainError('INVITEE_NOT_FOUND', `No user ${name} to challenge.`);
      if (user.id === challengerId) throw new DomainError('CHALLENGE_SELF', 'You cannot challenge yourself.');
      if (challenged.some((c) => c.id === user.id))
        throw new DomainError('BAD_CHALLENGE', `${user.username} is named twice in to.`);
      challenged.push({ id: user.id, username: user.username, bot: user.bot });
    }
    const seats = await this.plan(input, seatNames, challenged);
    const timeControl = parseTimeControl(input.timeControl);
    const game = this.gameOf(input.variant, input.options ?? {}, timeControl, seats, challenged);
    // The game as it would be created now: every refusal of POST /games (options, blocks, a bot's
    // profile or limit) refuses the challenge, and nothing is written.
    await this.db
      .transaction(async (m) => {
        await this.lobby.create(challengerId, game, m);
        throw new TrialOnly();
      })
      .catch((e: unknown) => {
        if (!(e instanceof TrialOnly)) throw e;
      });
    const now = new Date();
    const expiresAt = new Date(now.getTime() + CHALLENGE_LIFETIME_MS);
    const challenger = await this.users.byId(challengerId);
    const insert = async (m: EntityManager): Promise<ChallengeRecord> => {
      const id = await this.challenges.insert(m, {
        challengerId,
        variant: input.variant,
        options: input.options ?? {},
        timeControl,
        seats,
        invitees: challenged.map((c) => ({ userId: c.id, seat: seats.find((s) => s.userId === c.id)!.seat })),
        createdAt: now,
        expiresAt,
      });
      // Once per person challenged, in the challenge's own transaction (the outbox).
      await this.outbox.write(
        m,
        challengeNotices({
          challengeId: id,
          variant: input.variant,
          challenger,
          options: this.engine.normalizeOptions(input.variant, engineOptionsOf(input.options ?? {})),
          defaults: this.engine.defaultOptions(input.variant),
          timeControl,
          seats,
          challenged,
          expiresAt,
        }),
      );
      return (await this.challenges.find(m, id))!;
    };
    return within ? insert(within) : this.db.transaction(insert);
  }

  async get(userId: string, id: string): Promise<ChallengeRecord> {
    return this.visible(userId, await this.challenges.find(this.db.manager, id));
  }

  async list(
    userId: string,
    query: ListChallengesQuery,
  ): Promise<{ items: ChallengeRecord[]; nextCursor: string | null }> {
    const limit = query.limit ?? 20;
    let after: { createdAt: string; id: string } | null = null;
    if (query.cursor !== undefined) {
      const [createdAt, id] = decodePageCursor(query.cursor, ['string', 'string']) as [string, string];
      if (Number.isNaN(Date.parse(createdAt)) || !/^[0-9a-f-]{36}$/.test(id))
        throw new DomainError('BAD_CURSOR', 'This cursor is not one the server gave out.');
      after = { createdAt, id };
    }
    const read = query.direction === 'out' ? this.challenges.outgoing : this.challenges.incoming;
    const rows = await read.call(this.challenges, this.db.manager, userId, after, limit + 1);
    const items = rows.slice(0, limit);
    const last = items[items.length - 1];
    return {
      items,
      nextCursor: rows.length > limit && last ? encodePageCursor([last.createdAt.toISOString(), last.id]) : null,
    };
  }

  /**
   * Accepts for the caller; the last acceptance creates the game, everyone seated. A rematch
   * offer's row is locked before the challenge's (the order a rematch offer takes them in), and
   * its game is linked to the rematch.
   */
  async accept(userId: string, id: string, within?: EntityManager): Promise<ChallengeRecord> {
    const run = async (m: EntityManager): Promise<ChallengeRecord> => {
      await this.challenges.lockRematch(m, id);
      const c = await this.answerable(m, userId, id);
      const accepted = new Set(c.invitees.filter((i) => i.answer === 'accepted').map((i) => i.userId));
      accepted.add(userId);
      await this.challenges.answer(m, id, userId, 'accepted');
      await this.notices.settle(m, [id], 'accepted', userId);
      if (accepted.size === c.invitees.length) {
        const challenged = c.invitees.map((i) => ({ id: i.userId, username: i.username }));
        const game = await this.lobby.create(
          c.challengerId,
          this.gameOf(c.variant, c.options, c.timeControl, c.seats, challenged),
          m,
          undefined,
          undefined,
          accepted,
        );
        await this.challenges.close(m, id, 'accepted', null, game.id);
        await this.challenges.linkRematch(m, id, game.id);
        await this.notices.settle(m, [id], 'accepted');
      }
      return (await this.challenges.find(m, id))!;
    };
    return within ? run(within) : this.db.transaction(run);
  }

  /** One refusal closes the challenge for all. */
  async decline(userId: string, id: string, reason: string | undefined): Promise<ChallengeRecord> {
    return this.db.transaction(async (m) => {
      await this.answerable(m, userId, id);
      await this.challenges.answer(m, id, userId, 'declined');
      await this.challenges.close(m, id, 'declined', reason ?? null, null);
      await this.notices.settle(m, [id], 'declined');
      return (await this.challenges.find(m, id))!;
    });
  }

  async withdraw(userId: string, id: string): Promise<void> {
    await this.db.transaction(async (m) => {
      const c = this.visible(userId, await this.challenges.lock(m, id));
      if (c.challengerId !== userId)
        throw new DomainError('NOT_CHALLENGER', 'Only the challenger withdraws a challenge; decline it instead.');
      this.open(c);
      await this.challenges.close(m, id, 'withdrawn', null, null);
      await this.notices.settle(m, [id], 'withdrawn');
    });
  }

  private async answerable(m: EntityManager, userId: string, id: string): Promise<ChallengeRecord> {
    const c = this.visible(userId, await this.challenges.lock(m, id));
    const mine = c.invitees.find((i) => i.userId === userId);
    if (!mine) throw new DomainError('NOT_CHALLENGED', 'Only the challenged answer a challenge; withdraw it instead.');
    this.open(c);
    if (mine.answer !== null)
      throw new DomainError('CHALLENGE_CLOSED', `You have ${mine.answer} this challenge already.`, {
        challengeStatus: c.status,
      });
    return c;
  }

  private open(c: ChallengeRecord): void {
    if (c.status !== 'pending')
      throw new DomainError('CHALLENGE_CLOSED', `This challenge is ${c.status}.`, { challengeStatus: c.status });
  }

  /** Only the challenger and the challenged see a challenge; to anyone else it does not exist. */
  private visible(userId: string, c: ChallengeRecord | null): ChallengeRecord {
    if (!c || (c.challengerId !== userId && !c.invitees.some((i) => i.userId === userId)))
      throw new DomainError('CHALLENGE_NOT_FOUND', 'There is no such challenge of yours.');
    return c;
  }

  /** Who sits where: the seats asked for, then the challenger and the challenged in the free ones. */
  private async plan(
    input: CreateChallengeDto,
    seatNames: readonly string[],
    challenged: readonly { id: string; username: string }[],
  ): Promise<PlannedSeat[]> {
    const planned = new Map<string, PlannedSeat>();
    for (const r of input.seats ?? []) {
      if (!seatNames.includes(r.seat))
        throw new DomainError(
          'UNKNOWN_SEAT',
          `${input.variant} has no seat ${r.seat}; its seats are ${seatNames.join(', ')}.`,
        );
      if (planned.has(r.seat)) throw new DomainError('UNKNOWN_SEAT', `Seat ${r.seat} is listed twice.`);
      if ([r.me, r.invite, r.computer].filter(Boolean).length !== 1)
        throw new DomainError(
          'BAD_SEAT_REQUEST',
          `Seat ${r.seat}: take it, name one challenged or a computer — one of them.`,
        );
      if (r.computer) planned.set(r.seat, { seat: r.seat, computer: r.computer });
      else if (r.me) planned.set(r.seat, { seat: r.seat, me: true });
      else {
        const user = await this.users.byUsernameOrEmail(r.invite!);
        const who = challenged.find((c) => c.id === user?.id);
        if (!who)
          throw new DomainError('BAD_CHALLENGE', `Seat ${r.seat}: ${r.invite} is not among those challenged (to).`);
        planned.set(r.seat, { seat: r.seat, userId: who.id });
      }
    }
    const placed = [...planned.values()];
    if (placed.filter((s) => s.me).length > 1) throw new DomainError('BAD_CHALLENGE', 'You take one seat.');
    if (new Set(placed.filter((s) => s.userId).map((s) => s.userId)).size < placed.filter((s) => s.userId).length)
      throw new DomainError('BAD_CHALLENGE', 'Each one challenged takes one seat.');
    const free = seatNames.filter((s) => !planned.has(s));
    const place = (seat: Omit<PlannedSeat, 'seat'>) => {
      const next = free.shift();
      if (next === undefined) throw new DomainError('BAD_CHALLENGE', 'There are not seats enough for everyone.');
      planned.set(next, { seat: next, ...seat });
    };
    if (!placed.some((s) => s.me)) place({ me: true });
    for (const c of challenged) if (!placed.some((s) => s.userId === c.id)) place({ userId: c.id });
    return seatNames.filter((s) => planned.has(s)).map((s) => planned.get(s)!);
  }

  /** The POST /games body the challenge stands for: those challenged are invited to their seats. */
  private gameOf(
    variant: '007' | 'coalition',
    options: Record<string, unknown>,
    timeControl: Record<string, unknown> | object,
    seats: readonly PlannedSeat[],
    challenged: readonly { id: string; username: string }[],
  ): CreateGameDto {
    const requests: SeatRequestDto[] = seats.map((s) =>
      s.computer
        ? ({ seat: s.seat, computer: s.computer } as SeatRequestDto)
        : s.me
          ? { seat: s.seat, me: true }
          : { seat: s.seat, invite: challenged.find((c) => c.id === s.userId)!.username },
    );
    // `rated` rides in the options (a rematch of an unrated Coalition game stays unrated).
    const { rated, ...rest } = options;
    return {
      variant,
      options: rest,
      ...(typeof rated === 'boolean' ? { rated } : {}),
      timeControl: timeControl as Record<string, unknown>,
      seats: requests,
    };
  }
}

/** The options the rules engine knows: without what the lobby reads beside them. */
function engineOptionsOf(options: Record<string, unknown>): Record<string, unknown> {
  const { press: _p, pressReveal: _r, abandoned: _a, abandonedLevel: _l, rated: _d, ...rest } = options;
  return rest;
}
