import { BotInvitations } from '../bots/bot-invitations';
import { createHash } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import type { OutboxEntry } from '../../platform/outbox/outbox.repository';
import { AddressVerifiedListeners, type VerifiedAddress } from '../../identity/users/address-verified-listeners';
import { UsersService } from '../../identity/users/users.service';
import { BlockRepository } from '../../identity/blocks/block.repository';
import { Reachability } from '../../identity/blocks/reachability';
import { defaultPress, isPress, isPressReveal, type PressSettings } from '../core/press';
import type { CreateGameDto } from './create-game.dto';
import { EngineAdapter } from '../core/engine.adapter';
import { type GameRecord, snapshotOf } from '../core/game-record';
import { GameRepository } from '../core/game.repository';
import { GameChangeService } from '../core/game-change.service';
import { AbandonedSeatsService } from '../seats/abandoned-seats.service';
import { SeatHandoverService } from '../seats/seat-handover.service';
import { abandonedColumns, parseAbandoned } from '../core/abandoned-option';
import { defaultAnalysis, parseAnalysis } from '../core/analysis-option';
import { LobbyRepository } from '../lobby/lobby.repository';
import { type NewSeat, OpenGameRepository } from './open-game.repository';
import { startNotifications } from '../core/game-notifications';
import { checkSeatHoldings } from '../core/seat-rules';
import { parseTimeControl } from '../core/time-control';
import { parseJoinRequirements } from '../core/join-requirements';
import { checkJoinRequirements } from '../reputation/entry-limits';
import { REPUTATION_READER, type ReputationReader } from '../reputation/reputation';
import type { NewEvent } from '../events/event.repository';
import type { Level } from '@entente/engine';

/**
 * Games before their first move: creating one, inviting, joining, accepting and declining seats,
 * leaving a seat and withdrawing an invitation. The game starts (the engine's initial state is
 * written) in the transaction that fills its last seat; it is aborted in the one that leaves it
 * with nobody holding or invited to any seat.
 */
@Injectable()
export class GameLobbyService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly engine: EngineAdapter,
    private readonly games: GameRepository,
    private readonly changes: GameChangeService,
    private readonly users: UsersService,
    private readonly addressVerified: AddressVerifiedListeners,
    private readonly handover: SeatHandoverService,
    private readonly abandoned: AbandonedSeatsService,
    private readonly lobby: LobbyRepository,
    private readonly openGames: OpenGameRepository,
    @Inject(REPUTATION_READER) private readonly reputations: ReputationReader,
    private readonly reachability: Reachability,
    private readonly blocks: BlockRepository,
    private readonly bots: BotInvitations,
  ) {}

  onModuleInit(): void {
    this.addressVerified.register({
      addressVerified: async (m, user) => void (await this.claimEmailInvitations(m, user)),
    });
  }

  /**
   * A new game with its seats, invitations and `game-created` event. `within` is the caller's
   * transaction when the game is part of a larger change (a ladder challenge registers it in the
   * same commit); otherwise the game gets its own. `ladder` says whether the ladder's games are rated;
   * `arranged` seats people at once (a tournament's pairing); `accepted` names invitees who have
   * accepted already (a challenge's): checked as every invitee is, then seated at once.
   */
  async create(
    creatorId: string,
    input: CreateGameDto,
    within?: EntityManager,
    ladder?: { readonly rated: boolean },
    arranged?: ArrangedGame,
    accepted?: ReadonlySet<string>,
  ): Promise<GameRecord> {
    const seatNames = this.engine.seats(input.variant);
    const { press, pressReveal, engineOptions: withAbandoned } = pressSettingsOf(input);
    const { abandoned: abandonedInOptions, abandonedLevel: levelInOptions, ...withAnalysis } = withAbandoned;
    const { analysis: analysisInOptions, ...engineOptions } = withAnalysis;
    const abandoned = parseAbandoned(input, { abandoned: abandonedInOptions, abandonedLevel: levelInOptions });
    const [abandonedMode, abandonedLevel] = abandonedColumns(abandoned);
    const options = this.engine.normalizeOptions(input.variant, engineOptions);
    const rulesEdition = this.engine.editionFor(input.variant, input.rulesEdition);
    const timeControl = parseTimeControl(input.timeControl);
    const rated = ratedOf(input, ladder);
    const analysis = parseAnalysis(
      input.analysis,
      analysisInOptions,
      defaultAnalysis({ rated, ladder: ladder !== undefined, tournament: arranged !== undefined }),
    );
    const joinRequirements = parseJoinRequirements(input.variant, input.joinRequirements);

    const holdings = new Map<string, string>();
    // Seats given to a computer player (api/src/play/computer-seats plays them), by level.
    const computers = new Map<string, Level>();
    const invited = new Map<string, { id: string; username: string }>();
    // Seats reserved for an email address that has no account yet.
    const byEmail = new Map<string, string>();
    const seen = new Set<string>();
    for (const [seat, userId] of arranged?.seated ?? []) {
      if (!seatNames.includes(seat)) throw new DomainError('UNKNOWN_SEAT', `${input.variant} has no seat ${seat}.`);
      seen.add(seat);
      holdings.set(seat, userId);
    }
    for (const request of input.seats ?? []) {
      if (!seatNames.includes(request.seat)) {
        throw new DomainError(
          'UNKNOWN_SEAT',
          `${input.variant} has no seat ${request.seat}; its seats are ${seatNames.join(', ')}.`,
        );
      }
      if (seen.has(request.seat)) throw new DomainError('UNKNOWN_SEAT', `Seat ${request.seat} is listed twice.`);
      seen.add(request.seat);
      if ([request.me, request.invite, request.computer].filter(Boolean).length > 1)
        throw new DomainError(
          'BAD_SEAT_REQUEST',
          `Seat ${request.seat}: take it, invite someone or give it to the computer — one of them.`,
        );
      if (request.computer) computers.set(request.seat, request.computer);
      else if (request.me) holdings.set(request.seat, creatorId);
      else if (request.invite) {
        const user = await this.users.byUsernameOrEmail(request.invite);
        if (user) {
          holdings.set(request.seat, user.id);
          // Inviting oneself is taking the seat.
          if (user.id !== creatorId) invited.set(request.seat, user);
        } else if (request.invite.includes('@')) {
          const email = request.invite.trim();
          if (!EMAIL.test(email))
            throw new DomainError('BAD_SEAT_REQUEST', `Seat ${request.seat}: ${request.invite} is no email address.`);
          byEmail.set(request.seat, email);
          // The address stands for its future account: the same seat rules apply to it.
          holdings.set(request.seat, `email:${email.toLowerCase()}`);
        } else
          throw new DomainError('INVITEE_NOT_FOUND', `No user ${request.invite} to invite to seat ${request.seat}.`);
      }
    }
    checkSeatHoldings(input.variant, holdings);
    // Nobody is invited by someone they blocked (or while their account is away): "not possible".
    await this.reachability.assertReachable(
      this.db.manager,
      creatorId,
      [...invited.values()].map((u) => u.id),
      'Inviting',
    );
    // A game of computers alone would only spend the server's time: one seat at least is a person's.
    if (computers.size >= seatNames.length)
      throw new DomainError('BAD_SEAT_REQUEST', 'At least one seat of a game is for a person, not the computer.');
    if (byEmail.size > 0 && (await this.users.byId(creatorId)).emailVerifiedAt === null) {
      // The server would otherwise mail any address on behalf of an unproven account.
      throw new DomainError(
        'EMAIL_NOT_VERIFIED',
        'Confirm your own email address before inviting someone who has no account by email.',
      );
    }

    const insert = async (m: EntityManager): Promise<GameRecord> => {
      await this.bots.check(m, [...invited.values()], {
        variant: input.variant,
        options,
        timeControl,
        creatorId,
        people: [...new Set([...holdings.values()].filter((h) => !h.startsWith('email:')))],
      });
      const now = new Date();
      const id = await this.openGames.insert(m, {
        variant: input.variant,
        rulesEdition,
        options,
        timeControl,
        press,
        pressReveal,
        abandoned: abandonedMode,
        abandonedLevel,
        createdBy: creatorId,
        createdAt: now,
        rated,
        joinRequirements,
        analysis,
      });
      const seats = seatNames.map((seat): NewSeat => {
        const computer = computers.get(seat);
        if (computer !== undefined) return { seat, userId: null, state: 'taken', computer };
        const invitedEmail = byEmail.get(seat);
        if (invitedEmail !== undefined) return { seat, userId: null, state: 'invited', invitedEmail };
        const userId = holdings.get(seat) ?? null;
        const asked = invited.has(seat) && !accepted?.has(userId ?? '');
        return { seat, userId, state: userId === null ? 'open' : asked ? 'invited' : 'taken' };
      });
      for (const s of seats) await this.openGames.insertSeat(m, id, s, now);
      const game = await this.games.lock(m, id);
      const created: NewEvent = {
        type: 'game-created',
        seat: null,
        userId: creatorId,
        // Events are readable by anyone who may see the game: an invited address enters the
        // chain only as its digest (which still proves, to whoever knows the address, who was asked).
        payload: {
          variant: input.variant,
          // The rules the game is played by, covered by the chain: a replay runs this edition.
          rulesEdition,
          options,
          timeControl,
          press,
          pressReveal,
          abandoned: abandonedMode,
          abandonedLevel,
          rated,
          joinRequirements,
          analysis,
          seats: seats.map(withEmailDigest),
          ...arranged?.origin,
        },
      };
      // The invitation says what may be said in the game, so an invitee knows before joining.
      // …and what the game asks of those who join, so they know who they will play with.
      const asks = joinRequirements ? { joinRequirements } : {};
      const payload = (seat: string) => ({
        gameId: id,
        variant: input.variant,
        seat,
        by: game.createdBy.username,
        byName: game.createdBy.displayName,
        press,
        pressReveal,
        analysis,
        ...asks,
      });
      const invitations: OutboxEntry[] = [...invited]
        .filter(([, user]) => !accepted?.has(user.id))
        .map(([seat, user]) => ({ kind: 'invitation', userId: user.id, gameId: id, payload: payload(seat) }));
      // No user to tell in the app: the address gets an email inviting it to register.
      const emailInvitations: OutboxEntry[] = [...byEmail].map(([seat, email]) => ({
        kind: 'invitation-by-email',
        email,
        gameId: id,
        payload: payload(seat),
      }));
      return this.listed(m, await this.advance(m, game, [created], [...invitations, ...emailInvitations]));
    };
    return within ? insert(within) : this.db.transaction(insert);
  }

  /**
   * Takes an open seat before the start; in a running game, takes over a seat offered to a
   * substitute (SeatHandoverService.takeOver) — the lobby's one click for both.
   */
  async join(userId: string, gameId: string, seat: string, confirmBlocked = false): Promise<GameRecord> {
    return this.db.transaction(async (m) => {
      await this.bots.refuseJoin(m, userId);
      const game = await this.games.lock(m, gameId);
      await this.checkTable(m, game, seat, userId, confirmBlocked);
      // A running game's seat is taken over only while it is offered (SeatHandoverService.takeOver
      // says to whom); one already taken, or never offered, is unavailable.
      if (game.status === 'setup' || game.status === 'active') {
        const offered = game.seats.find((s) => s.seat === seat && s.offeredAt !== null);
        // A seat offered to one person by name is theirs as an invitation is: no entry limits.
        if (offered && offered.offeredTo === null) await this.meetsRequirements(m, game, userId);
        return this.handover.takeOver(m, game, seat, userId);
      }
      const target = this.openSeat(game, seat);
      if (target.state !== 'open')
        throw new DomainError(
          'SEAT_UNAVAILABLE',
          `Seat ${seat} is ${target.state === 'invited' ? 'reserved for an invited player' : 'taken'}.`,
        );
      this.checkWith(game, seat, userId);
      await this.meetsRequirements(m, game, userId);
      await this.openGames.take(m, gameId, seat, userId);
      return this.listed(
        m,
        await this.advance(
          m,
          await this.games.find(m, gameId),
          [{ type: 'seat-taken', seat, userId, payload: { seat, via: 'join' } }],
          [],
        ),
      );
    });
  }

  async accept(userId: string, gameId: string, seat: string): Promise<GameRecord> {
    return this.db.transaction(async (m) => {
      const game = await this.games.lock(m, gameId);
      const target = this.openSeat(game, seat);
      if (target.state !== 'invited' || target.userId !== userId)
        throw new DomainError('NOT_INVITED', `You have no invitation to seat ${seat}.`);
      await this.openGames.take(m, gameId, seat, userId);
      return this.listed(
        m,
        await this.advance(
          m,
          await this.games.find(m, gameId),
          [{ type: 'seat-taken', seat, userId, payload: { seat, via: 'invitation' } }],
          [],
        ),
      );
    });
  }

  /** A declined seat becomes open for anyone to join. */
  async decline(userId: string, gameId: string, seat: string): Promise<GameRecord> {
    return this.db.transaction(async (m) => {
      const game = await this.games.lock(m, gameId);
      const target = this.openSeat(game, seat);
      if (target.state !== 'invited' || target.userId !== userId)
        throw new DomainError('NOT_INVITED', `You have no invitation to seat ${seat}.`);
      await this.openGames.decline(m, gameId, seat);
      const events: NewEvent[] = [{ type: 'invitation-declined', seat, userId, payload: { seat } }];
      const after = await this.games.find(m, gameId);
      return this.listed(
        m,
        await this.changes.commit(m, after, { events, snapshot: snapshotOf(after), notifications: [] }),
      );
    });
  }

  /**
   * The holder of a taken seat gives it up: before the game starts the seat becomes open. A game
   * that has started but in which nobody has acted yet (no move, arrangement or declaration since
   * its start) goes back to the lobby: the seat is open again and the game starts afresh when it
   * is filled. Once anyone has acted, in a ladder game at any time, and for a departure (a
   * suspended or closed account gives up its seats), the game's `abandoned` option decides
   * (AbandonedSeatsService.leave).
   */
  async leave(
    userId: string,
    gameId: string,
    seat: string,
    how: 'by-choice' | 'departure' = 'by-choice',
  ): Promise<GameRecord> {
    return this.db.transaction(async (m) => {
      const game = await this.games.lock(m, gameId);
      if (game.status === 'setup' || game.status === 'active') {
        // A ladder game's seats are named by its challenge and its option is the ladder's: never back to the lobby.
        const untouched =
          how === 'by-choice' &&
          game.ladderPoints === null &&
          game.version === (await this.openGames.startSeq(m, gameId));
        return untouched ? this.backToLobby(m, game, seat, userId) : this.abandoned.leave(m, game, seat, userId);
      }
      const target = this.openSeat(game, seat);
      if (target.state !== 'taken' || target.userId !== userId)
        throw new DomainError('NOT_YOUR_SEAT', `You do not hold seat ${seat}.`);
      await this.openGames.leave(m, gameId, seat);
      return this.release(m, gameId, { type: 'seat-left', seat, userId, payload: { seat } });
    });
  }

  /**
   * A party leaves a started game before anyone acted: one `seat-left` event (who left, which
   * seat) takes the game back to `open` — no state, no clocks running, its first holders
   * withdrawn (SeatHolderRecorder) — with the seat open in the lobby again. Replaying the chain
   * follows it (a `seat-left` after a start clears the state, the next `game-started` sets it).
   */
  private async backToLobby(m: EntityManager, game: GameRecord, seat: string, userId: string): Promise<GameRecord> {
    const target = game.seats.find((s) => s.seat === seat);
    if (!target) throw new DomainError('UNKNOWN_SEAT', `${game.variant} has no seat ${seat}.`);
    if (target.state !== 'taken' || target.userId !== userId || target.computer)
      throw new DomainError('NOT_YOUR_SEAT', `You do not hold seat ${seat}.`);
    await this.openGames.leave(m, game.id, seat);
    const after = await this.games.find(m, game.id);
    return this.listed(
      m,
      await this.changes.commit(m, after, {
        events: [{ type: 'seat-left', seat, userId, payload: { seat, beforeFirstMove: true } }],
        snapshot: {
          status: 'open',
          state: null,
          view: null,
          toMove: [],
          result: null,
          startedAt: null,
          finishedAt: null,
          deadlineAt: null,
        },
        notifications: [],
      }),
    );
  }

  /** The game's creator withdraws an unanswered invitation; the seat becomes open. */
  async withdraw(userId: string, gameId: string, seat: string): Promise<GameRecord> {
    return this.db.transaction(async (m) => {
      const game = await this.games.lock(m, gameId);
      const target = this.openSeat(game, seat);
      if (game.createdBy.id !== userId)
        throw new DomainError('NOT_GAME_CREATOR', 'Only the creator of the game can withdraw its invitations.');
      if (target.state !== 'invited')
        throw new DomainError('NO_PENDING_INVITATION', `Seat ${seat} is ${target.state}, not awaiting an answer.`);
      await this.openGames.withdrawInvitation(m, gameId, seat);
      // No notification: there is no kind for a withdrawn invitation; the invitee's list simply loses it.
      return this.release(m, gameId, {
        type: 'invitation-withdrawn',
        seat,
        userId,
        payload: {
          seat,
          invitee: target.userId,
          ...(target.invitedEmail ? { invitedEmailSha256: emailDigest(target.invitedEmail) } : {}),
        },
      });
    });
  }

  /**
   * An account has just verified its email address (in the caller's transaction): every seat of an
   * open game reserved for that address becomes an ordinary invitation of the account, with the
   * ordinary `invitation` notification and an `invitation-claimed` event, which records in the
   * chain which account the address turned out to be (as the address's digest, like
   * `game-created`) and wakes the game's streams. A seat the account may not hold beside the
   * seats it already holds or is invited to (seat-rules.ts) stays reserved for the address.
   */
  async claimEmailInvitations(m: EntityManager, user: VerifiedAddress): Promise<string[]> {
    const gameIds = await this.openGames.invitingEmail(m, user.email);
    const claimed: string[] = [];
    for (const gameId of gameIds) {
      // Locked in id order, like any other change to these games; the seats are read again under the lock.
      const game = await this.games.lock(m, gameId);
      if (game.status !== 'open') continue;
      // An invitation from someone the account blocked meanwhile stays with the address, unclaimed.
      if ((await this.blocks.blockedBy(m, user.id, [game.createdBy.id])).size > 0) continue;
      const holdings = new Map<string, string>();
      for (const s of game.seats) if (s.userId) holdings.set(s.seat, s.userId);
      const events: NewEvent[] = [];
      const notes: OutboxEntry[] = [];
      for (const s of game.seats) {
        if (s.state !== 'invited' || !s.invitedEmail || s.invitedEmail.toLowerCase() !== user.email.toLowerCase())
          continue;
        const trial = new Map(holdings).set(s.seat, user.id);
        try {
          checkSeatHoldings(game.variant, trial);
        } catch (error) {
          if (error instanceof DomainError && error.code === 'SEAT_NOT_ALLOWED') continue;
          throw error;
        }
        holdings.set(s.seat, user.id);
        await this.openGames.claimInvitation(m, gameId, s.seat, user.id);
        events.push({
          type: 'invitation-claimed',
          seat: s.seat,
          userId: user.id,
          payload: { seat: s.seat, invitedEmailSha256: emailDigest(s.invitedEmail) },
        });
        notes.push({
          kind: 'invitation',
          userId: user.id,
          gameId,
          payload: {
            gameId,
            variant: game.variant,
            seat: s.seat,
            by: game.createdBy.username,
            byName: game.createdBy.displayName,
            press: game.press,
            pressReveal: game.pressReveal,
            analysis: game.analysis,
            ...(game.joinRequirements ? { joinRequirements: game.joinRequirements } : {}),
          },
        });
      }
      if (events.length > 0) {
        const after = await this.games.find(m, gameId);
        await this.changes.commit(m, after, { events, snapshot: snapshotOf(after), notifications: notes });
        claimed.push(gameId);
      }
    }
    return claimed;
  }

  /**
   * Appends the event of a seat just given up; when no seat is held or invited any more, the game
   * is aborted as abandoned in the same commit, so no empty game lingers among the open ones.
   */
  private async release(m: EntityManager, gameId: string, event: NewEvent): Promise<GameRecord> {
    const after = await this.games.find(m, gameId);
    if (!after.seats.every((s) => s.state === 'open'))
      return this.listed(
        m,
        await this.changes.commit(m, after, { events: [event], snapshot: snapshotOf(after), notifications: [] }),
      );
    const aborted: NewEvent = { type: 'game-aborted', seat: null, userId: null, payload: { reason: 'abandoned' } };
    return this.listed(
      m,
      await this.changes.commit(m, after, {
        events: [event, aborted],
        snapshot: { ...snapshotOf(after), status: 'aborted', toMove: [], finishedAt: new Date(), deadlineAt: null },
        notifications: [],
      }),
    );
  }

  /**
   * The lobby seats nobody at a table with someone who blocked them (PLAYER_UNAVAILABLE, which
   * does not say why), nor with someone they blocked unless they confirm it (BLOCKED_PLAYER_SEATED).
   * The table is everyone holding or invited to another seat of the game. Invitations are not
   * checked here: they are the creator's choice, checked when they are made.
   */
  private async checkTable(
    m: EntityManager,
    game: GameRecord,
    seat: string,
    userId: string,
    confirmBlocked: boolean,
  ): Promise<void> {
    const others = [
      ...new Set(game.seats.flatMap((s) => (s.seat !== seat && s.userId && s.userId !== userId ? [s.userId] : []))),
    ];
    if (others.length === 0) return;
    if ((await this.blocks.blockersOf(m, userId, others)).size > 0)
      throw new DomainError('PLAYER_UNAVAILABLE', 'Joining this game is not possible.');
    if (!confirmBlocked && (await this.blocks.blockedBy(m, userId, others)).size > 0)
      throw new DomainError(
        'BLOCKED_PLAYER_SEATED',
        'Someone you blocked holds a seat of this game; confirm (confirmBlocked: true) to join anyway.',
      );
  }

  /** The game's place in the lobby after a committed seat change. */
  private async listed(m: EntityManager, game: GameRecord): Promise<GameRecord> {
    await this.lobby.updateListing(m, game.id, new Date());
    return game;
  }

  private openSeat(game: GameRecord, seat: string) {
    if (game.status !== 'open')
      throw new DomainError('GAME_ALREADY_STARTED', 'Seats can change only before the game starts.');
    const target = game.seats.find((s) => s.seat === seat);
    if (!target) throw new DomainError('UNKNOWN_SEAT', `${game.variant} has no seat ${seat}.`);
    return target;
  }

  /**
   * The game's entry limits (GameRecord.joinRequirements) for a person joining by their own
   * choice: 403 with the requirement they fail. Read under the game's row lock; a reputation that
   * changes meanwhile is judged as it was read.
   */
  private async meetsRequirements(m: EntityManager, game: GameRecord, userId: string): Promise<void> {
    if (!game.joinRequirements) return;
    const reputation = (await this.reputations.of(m, [userId], game.variant)).get(userId)!;
    checkJoinRequirements(game.joinRequirements, reputation, game.variant);
  }

  private checkWith(game: GameRecord, seat: string, userId: string): void {
    const holdings = new Map<string, string>();
    for (const s of game.seats) if (s.userId) holdings.set(s.seat, s.userId);
    holdings.set(seat, userId);
    checkSeatHoldings(game.variant, holdings);
  }

  /** Appends the events; when every seat is now taken, starts the game in the same commit. */
  private async advance(
    m: EntityManager,
    game: GameRecord,
    events: NewEvent[],
    notifications: OutboxEntry[],
  ): Promise<GameRecord> {
    if (!game.seats.every((s) => s.state === 'taken'))
      return this.changes.commit(m, game, { events, snapshot: snapshotOf(game), notifications });
    const { state, view } = this.engine.start(game);
    const now = new Date();
    const started: NewEvent = { type: 'game-started', seat: null, userId: null, payload: { state } };
    // The start is the last of these events: the notifications report the game as it then is.
    const startNotes = startNotifications(game, view, game.version + events.length + 1);
    return this.changes.commit(m, game, {
      events: [...events, started],
      snapshot: {
        status: view.status,
        state,
        view,
        toMove: view.toMove.map((t) => t.seat),
        result: view.result,
        startedAt: now,
        finishedAt: view.status === 'finished' || view.status === 'aborted' ? now : null,
        // The first deadline comes from the time control, by the change's clock effect.
        deadlineAt: null,
      },
      notifications: [...notifications, ...startNotes],
    });
  }
}

/**
 * A game arranged by something above the lobby (a tournament's pairing): `seated` gives seats to
 * people at once, without an invitation — they agreed by entering — and `origin` is added to the
 * `game-created` event, so the chain says where the game comes from (e.g. a tournament and round).
 */
export interface ArrangedGame {
  readonly seated: ReadonlyMap<string, string>;
  readonly origin?: Readonly<Record<string, unknown>>;
}

/**
 * The press settings of a new game: given beside the options or inside them (a client may count
 * them among a game's options), the variant's default otherwise; the rest of `options` is the
 * engine's. Both places at once must agree.
 */
function pressSettingsOf(input: CreateGameDto): PressSettings & { engineOptions: Record<string, unknown> } {
  const { press: inOptions, pressReveal: revealInOptions, ...engineOptions } = input.options ?? {};
  const pick = <T>(name: string, top: T | undefined, inside: unknown, valid: (v: unknown) => v is T): T | undefined => {
    if (inside === undefined) return top;
    if (!valid(inside)) throw new DomainError('BAD_OPTIONS', `option "${name}" has no value ${JSON.stringify(inside)}`);
    if (top !== undefined && top !== inside)
      throw new DomainError('BAD_OPTIONS', `"${name}" is given twice, as ${top} and as ${JSON.stringify(inside)}`);
    return inside;
  };
  const defaults = defaultPress(input.variant);
  return {
    press: pick('press', input.press, inOptions, isPress) ?? defaults.press,
    pressReveal: pick('pressReveal', input.pressReveal, revealInOptions, isPressReveal) ?? defaults.pressReveal,
    engineOptions,
  };
}

/**
 * Whether a new game is rated: a ladder's game as its ladder says; a Coalition Chess game unless
 * the creator says no; a 007 game only on a ladder (its Glicko-2 ratings are the ladders').
 */
function ratedOf(input: CreateGameDto, ladder: { readonly rated: boolean } | undefined): boolean {
  if (ladder) return ladder.rated;
  if (input.variant === 'coalition') return input.rated ?? true;
  if (input.rated === true)
    throw new DomainError('BAD_OPTIONS', '007 games are rated on rated ladders only: leave out "rated" or send false.');
  return false;
}

/** Shaped like an email address; whether the mailbox exists, only the invitation email finds out. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SHA-256 of an email address as written to the event chain (lower-cased, hex). */
export function emailDigest(email: string): string {
  return createHash('sha256').update(email.toLowerCase()).digest('hex');
}

function withEmailDigest<T extends { invitedEmail?: string }>(seat: T): Omit<T, 'invitedEmail'> {
  const { invitedEmail, ...rest } = seat;
  return invitedEmail === undefined ? rest : { ...rest, invitedEmailSha256: emailDigest(invitedEmail) };
}
