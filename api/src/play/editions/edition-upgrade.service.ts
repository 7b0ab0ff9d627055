import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import type { EditionUpgradePayload } from '../../platform/outbox/notification-payloads';
import type { OutboxEntry } from '../../platform/outbox/outbox.repository';
import { seatsStillIn } from '../core/edition-upgrade';
import { EngineAdapter } from '../core/engine.adapter';
import type { GameChange } from '../core/game-change';
import { GameChangeService } from '../core/game-change.service';
import { type EditionUpgrade, type GameRecord, playerIds, seatsOf, snapshotOf } from '../core/game-record';
import { GameRepository } from '../core/game.repository';

/**
 * A running game moving on to a newer edition of its rules by its players' consent
 * (docs/rules/editions.md): a player proposes (their seats accept with the proposal), each seat
 * still in the game accepts or declines, and a decline ends the proposal. Each step is an event
 * of the game's chain, committed under the game's row lock, so two answers at the same moment
 * are judged one after the other. The last acceptance, a computer's at once, and the change of
 * edition they lead to are the write path's (GameChangeService, core/edition-upgrade.ts): any
 * change that completes the proposal carries the change of edition with it.
 */
@Injectable()
export class EditionUpgradeService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly engine: EngineAdapter,
    private readonly games: GameRepository,
    private readonly changes: GameChangeService,
  ) {}

  propose(userId: string, gameId: string, edition: string): Promise<GameRecord> {
    return this.db.transaction(async (m) => {
      const game = await this.games.lock(m, gameId);
      const seats = this.answeringSeats(game, userId, () => this.engine.editionFor(game.variant, edition));
      const [to, from] = [edition, game.rulesEdition].map((id) => this.engine.editionNumber(game.variant, id) ?? 0);
      if (to <= from)
        throw new DomainError(
          'EDITION_NOT_NEWER',
          `The game is played in ${game.rulesEdition}; it can move on only to a newer edition, not ${edition}.`,
        );
      if (game.editionUpgrade)
        throw new DomainError(
          'EDITION_UPGRADE_PENDING',
          `${game.editionUpgrade.edition} is proposed already; it must be accepted or declined first.`,
        );
      const upgrade: EditionUpgrade = { edition, from: game.rulesEdition, proposedBy: seats[0], accepted: seats };
      return this.commit(m, game, {
        events: [
          {
            type: 'edition-upgrade-proposed',
            seat: seats[0],
            userId,
            payload: { edition, from: game.rulesEdition, seats },
          },
        ],
        snapshot: snapshotOf(game),
        notifications: this.tellOthers(game, userId, 'proposed', upgrade),
        edition: { rulesEdition: game.rulesEdition, editionUpgrade: upgrade },
      });
    });
  }

  /** The caller's seats still in the game accept, all at once; the last acceptance changes the edition. */
  accept(userId: string, gameId: string): Promise<GameRecord> {
    return this.db.transaction(async (m) => {
      const game = await this.games.lock(m, gameId);
      const mine = this.answeringSeats(game, userId);
      const pending = this.pending(game);
      const seats = mine.filter((seat) => !pending.accepted.includes(seat));
      if (seats.length === 0)
        throw new DomainError('EDITION_UPGRADE_ANSWERED', `Your seats have accepted ${pending.edition} already.`);
      return this.commit(m, game, {
        events: [
          { type: 'edition-upgrade-accepted', seat: seats[0], userId, payload: { edition: pending.edition, seats } },
        ],
        snapshot: snapshotOf(game),
        notifications: [],
        edition: {
          rulesEdition: game.rulesEdition,
          editionUpgrade: { ...pending, accepted: [...pending.accepted, ...seats] },
        },
      });
    });
  }

  /** A seat still in the game declines: the proposal ends and the game stays in its edition. */
  decline(userId: string, gameId: string): Promise<GameRecord> {
    return this.db.transaction(async (m) => {
      const game = await this.games.lock(m, gameId);
      const seats = this.answeringSeats(game, userId);
      const pending = this.pending(game);
      return this.commit(m, game, {
        events: [
          { type: 'edition-upgrade-declined', seat: seats[0], userId, payload: { edition: pending.edition, seats } },
        ],
        snapshot: snapshotOf(game),
        notifications: this.tellOthers(game, userId, 'declined', pending),
        edition: { rulesEdition: game.rulesEdition, editionUpgrade: null },
      });
    });
  }

  private commit(m: EntityManager, game: GameRecord, change: GameChange): Promise<GameRecord> {
    return this.changes.commit(m, game, change);
  }

  /**
   * The caller's seats that may answer: a player's (NOT_A_PLAYER), in a running game (GAME_OVER,
   * GAME_NOT_STARTED), still in it (SEAT_OUT_OF_GAME). `check` runs what the request itself may
   * get wrong once the caller is known to be a player.
   */
  private answeringSeats(game: GameRecord, userId: string, check?: () => unknown): string[] {
    const mine = seatsOf(game, userId);
    if (mine.length === 0) throw new DomainError('NOT_A_PLAYER', 'You hold no seat in this game.');
    check?.();
    if (game.status === 'open') throw new DomainError('GAME_NOT_STARTED', 'The game has not started yet.');
    if (game.status !== 'active' && game.status !== 'setup')
      throw new DomainError('GAME_OVER', `The game is ${game.status}: its edition stays ${game.rulesEdition}.`);
    const stillIn = seatsStillIn(game);
    // In the variant's order of seats, so that the events name them alike however they were read.
    const order = this.engine.seats(game.variant);
    const seats = mine.filter((seat) => stillIn.includes(seat)).sort((a, b) => order.indexOf(a) - order.indexOf(b));
    if (seats.length === 0)
      throw new DomainError('SEAT_OUT_OF_GAME', 'Your seats are out of the game; the seats still in it decide.');
    return seats;
  }

  private pending(game: GameRecord): EditionUpgrade {
    if (!game.editionUpgrade)
      throw new DomainError('NO_EDITION_UPGRADE', 'No edition upgrade is proposed in this game.');
    return game.editionUpgrade;
  }

  /** The other people in the game, told of a proposal or a decline by the caller. */
  private tellOthers(
    game: GameRecord,
    userId: string,
    step: 'proposed' | 'declined',
    upgrade: EditionUpgrade,
  ): OutboxEntry[] {
    const by = game.seats.find((s) => s.userId === userId)?.username ?? null;
    const payload: EditionUpgradePayload = {
      gameId: game.id,
      variant: game.variant,
      version: game.version + 1,
      step,
      edition: upgrade.edition,
      from: upgrade.from,
      by,
    };
    return playerIds(game)
      .filter((id) => id !== userId)
      .map((id) => ({ kind: 'edition-upgrade', userId: id, gameId: game.id, payload: { ...payload } }));
  }
}
