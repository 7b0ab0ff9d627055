import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import type { NewEvent } from '../events/event.repository';
import type {
  SeatChangedHandsPayload,
  SeatOfferedPayload,
  YourTurnPayload,
} from '../../platform/outbox/notification-payloads';
import type { OutboxEntry } from '../../platform/outbox/outbox.repository';
import { UsersService } from '../../identity/users/users.service';
import { Reachability } from '../../identity/blocks/reachability';
import { type GameRecord, type SeatRecord, snapshotOf } from '../core/game-record';
import { GameRepository } from '../core/game.repository';
import { GameChangeService } from '../core/game-change.service';
import { LobbyRepository } from '../lobby/lobby.repository';
import { SeatHandoverRepository } from './seat-handover.repository';
import type { HoldingHow, SeatHolder } from './seat-holder.repository';
import { SeatHolderRecorder } from './seat-holder-recorder';
import { checkSeatHoldings } from '../core/seat-rules';
import { clubSeatOfferNotices, type HolderLabel, notToldOfClubOffer } from './club-seat-offer';

const RUNNING = new Set(['setup', 'active']);

/** A holder as an event and a notification name it: who, in words of the time. */
export type HolderNames = { userId: string; username: string; displayName: string } | { computer: string };

/**
 * Seats of a running game changing hands: a holder offers their seat — to anyone, in
 * the lobby, or to one person — and keeps playing it until someone takes it over; the offer can
 * be withdrawn. Each change is an event of the game's chain (`seat-offered`, `seat-offer-withdrawn`,
 * `seat-handed-over`); a change of hands is also a holding in `seat_holders` and a
 * `seat-changed-hands` notification to everyone else in the game, composed from the event. A seat
 * offered to anyone is also offered to the members of the game's club (club-seat-offer.ts).
 */
@Injectable()
export class SeatHandoverService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly games: GameRepository,
    private readonly changes: GameChangeService,
    private readonly holders: SeatHolderRecorder,
    private readonly handovers: SeatHandoverRepository,
    private readonly users: UsersService,
    private readonly lobby: LobbyRepository,
    private readonly reachability: Reachability,
  ) {}

  /** The holder offers their seat to `to` (a username or email), or to anyone when `to` is absent. */
  async offer(userId: string, gameId: string, seat: string, to?: string): Promise<GameRecord> {
    const target = to === undefined ? null : await this.users.byUsernameOrEmail(to);
    if (to !== undefined && !target) throw new DomainError('INVITEE_NOT_FOUND', `No user ${to} to offer the seat to.`);
    if (target?.id === userId) throw new DomainError('BAD_SEAT_REQUEST', 'You already hold this seat.');
    return this.db.transaction(async (m) => {
      const game = await this.games.lock(m, gameId);
      this.heldBy(game, seat, userId);
      // Not to someone who blocked the holder (or whose account is away): "not possible".
      if (target) await this.reachability.assertReachable(m, userId, [target.id], 'Offering the seat');
      await this.handovers.offer(m, gameId, seat, target?.id ?? null);
      const after = await this.games.find(m, gameId);
      const holder = label(namesOf(this.seatOf(game, seat)));
      // The offer is the change's one event: the game's version right after it.
      const version = game.version + 1;
      const notes: OutboxEntry[] = target
        ? [
            {
              kind: 'seat-offered',
              userId: target.id,
              gameId,
              payload: {
                gameId,
                variant: game.variant,
                version,
                seat,
                by: this.seatOf(game, seat).username!,
              } satisfies SeatOfferedPayload,
            },
          ]
        : // Offered to anyone: the game's club hears of it too; the holder plays on meanwhile.
          await this.clubNotices(m, after, version, seat, holder, holder, []);
      const committed = await this.changes.commit(m, after, {
        events: [{ type: 'seat-offered', seat, userId, payload: { seat, to: target?.id ?? null } }],
        snapshot: snapshotOf(after),
        notifications: notes,
      });
      await this.lobby.updateListing(m, gameId, new Date());
      return committed;
    });
  }

  /** The holder withdraws their offer; the seat stays theirs. */
  async withdrawOffer(userId: string, gameId: string, seat: string): Promise<GameRecord> {
    return this.db.transaction(async (m) => {
      const game = await this.games.lock(m, gameId);
      const s = this.heldBy(game, seat, userId);
      if (!s.offeredAt) throw new DomainError('NO_SEAT_OFFER', `Seat ${seat} is not offered.`);
      await this.handovers.withdrawOffer(m, gameId, seat);
      const after = await this.games.find(m, gameId);
      const committed = await this.changes.commit(m, after, {
        events: [{ type: 'seat-offer-withdrawn', seat, userId, payload: { seat } }],
        snapshot: snapshotOf(after),
        notifications: [],
      });
      await this.lobby.updateListing(m, gameId, new Date());
      return committed;
    });
  }

  /**
   * `userId` takes over an offered seat of a running game (from the lobby, by `join`), in the
   * caller's transaction under the row lock: the seat is theirs from this event on.
   */
  async takeOver(m: EntityManager, game: GameRecord, seat: string, userId: string): Promise<GameRecord> {
    if (!RUNNING.has(game.status)) throw new DomainError('GAME_OVER', `The game is ${game.status}.`);
    const s = this.seatOf(game, seat);
    if (!s.offeredAt)
      throw new DomainError('SEAT_UNAVAILABLE', `Seat ${seat} is taken and not offered to a substitute (any more).`);
    if (s.offeredTo !== null && s.offeredTo !== userId)
      throw new DomainError('SEAT_UNAVAILABLE', `Seat ${seat} is offered to someone else, not to you.`);
    const holdings = new Map<string, string>();
    for (const x of game.seats) if (x.userId && x.seat !== seat) holdings.set(x.seat, x.userId);
    holdings.set(seat, userId);
    checkSeatHoldings(game.variant, holdings);
    return this.changeHands(m, game, seat, { userId }, 'take-over', userId);
  }

  /**
   * Passes `seat` to `to` in one event (`seat-handed-over`), with the holding it opens and the
   * notification to everyone else; in the caller's transaction, which holds the game's row lock.
   * With `offer` the seat is offered to anyone from the same event on (a computer keeping an
   * abandoned seat for a substitute: the `substitute` option); otherwise any offer ends here.
   */
  async changeHands(
    m: EntityManager,
    game: GameRecord,
    seat: string,
    to: SeatHolder,
    how: HoldingHow,
    actorId: string | null,
    { offer = false }: { offer?: boolean } = {},
  ): Promise<GameRecord> {
    const before = this.seatOf(game, seat);
    const from = namesOf(before);
    await this.handovers.handOver(m, game.id, seat, to, offer);
    const after = await this.games.find(m, game.id);
    const toNames = namesOf(this.seatOf(after, seat));
    const event: NewEvent = {
      type: 'seat-handed-over',
      seat,
      userId: actorId,
      payload: { seat, from, to: toNames, how, ...(offer ? { offered: true } : {}) },
    };
    // Everyone in the game hears of it — the one who gave the seat up too — except its new holder.
    const told = new Set(
      [...game.seats.map((x) => x.userId), 'userId' in from ? from.userId : null].filter(
        (id): id is string => id !== null && !('userId' in to && id === to.userId),
      ),
    );
    // The hand-over is the change's one event: the game's version right after it.
    const version = game.version + 1;
    const notes: OutboxEntry[] = [...told].map((id) => ({
      kind: 'seat-changed-hands',
      userId: id,
      gameId: game.id,
      payload: {
        gameId: game.id,
        variant: game.variant,
        version,
        seat,
        from: label(from),
        to: label(toNames),
        how,
        ...(offer ? { offered: true as const } : {}),
      } satisfies SeatChangedHandsPayload,
    }));
    // A seat offered to anyone as the computer keeps it (`substitute`) is offered to the game's club too.
    if (offer)
      notes.push(
        ...(await this.clubNotices(
          m,
          after,
          version,
          seat,
          label(from),
          label(toNames),
          'userId' in from ? [from.userId] : [],
        )),
      );
    // A person who takes over a seat that must act now is told, as at any other turn and in the
    // same shape (the deadline is the clock's, filled in as the change commits).
    const due = after.view?.toMove.filter((t) => t.seat === seat) ?? [];
    if ('userId' in to && due.length > 0)
      notes.push({
        kind: 'your-turn',
        userId: to.userId,
        gameId: game.id,
        payload: {
          gameId: game.id,
          variant: game.variant,
          version,
          toMove: due,
          board: after.view!.board,
          deadline: null,
        } satisfies YourTurnPayload,
      });
    const committed = await this.changes.commit(m, after, {
      events: [event],
      snapshot: snapshotOf(after),
      notifications: notes,
    });
    await this.holders.changeHands(m, committed, seat, to, how, committed.version, committed.updatedAt);
    await this.lobby.updateListing(m, game.id, committed.updatedAt);
    return committed;
  }

  /** The notices to the game's club of a seat offered to anyone (club-seat-offer.ts). */
  private async clubNotices(
    m: EntityManager,
    game: GameRecord,
    version: number,
    seat: string,
    from: HolderLabel,
    keeper: HolderLabel,
    left: readonly string[],
  ): Promise<OutboxEntry[]> {
    const members = await this.handovers.clubMembers(m, game.id, notToldOfClubOffer(game, left));
    return clubSeatOfferNotices(members, game, version, seat, from, keeper);
  }

  private heldBy(game: GameRecord, seat: string, userId: string): SeatRecord {
    if (!RUNNING.has(game.status))
      throw new DomainError(
        game.status === 'open' ? 'GAME_NOT_STARTED' : 'GAME_OVER',
        'A seat is offered to a substitute only while its game runs.',
      );
    const s = this.seatOf(game, seat);
    if (s.state !== 'taken' || s.userId !== userId)
      throw new DomainError('NOT_YOUR_SEAT', `You do not hold seat ${seat}.`);
    return s;
  }

  private seatOf(game: GameRecord, seat: string): SeatRecord {
    const s = game.seats.find((x) => x.seat === seat);
    if (!s) throw new DomainError('UNKNOWN_SEAT', `${game.variant} has no seat ${seat}.`);
    return s;
  }
}

function namesOf(s: SeatRecord): HolderNames {
  if (s.computer) return { computer: s.computer };
  return { userId: s.userId!, username: s.username!, displayName: s.displayName ?? s.username! };
}

/** A holder in a notification's words: the person's username, or the computer's level. */
function label(h: HolderNames): HolderLabel {
  return 'computer' in h ? { computer: h.computer } : { username: h.username };
}
