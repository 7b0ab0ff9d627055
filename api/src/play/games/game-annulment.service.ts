import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import type { GameOverPayload } from '../../platform/outbox/notification-payloads';
import type { OutboxEntry } from '../../platform/outbox/outbox.repository';
import { EventRepository } from '../events/event.repository';
import { GameChangeService } from '../core/game-change.service';
import { type GameRecord, playerIds, snapshotOf } from '../core/game-record';
import { GameRepository } from '../core/game.repository';

/**
 * A game annulled by the moderators (docs/safety.md): one `game-annulled` event in the game's
 * chain, which ends a game still open or running as aborted (its players are told, as of any
 * end) and leaves a game already over as it ended; what it counted for is the ladders' to take
 * back (community/moderation). The event names no moderator: the game's events are public to
 * whoever may see the game. In the caller's transaction, under the game's row lock.
 */
@Injectable()
export class GameAnnulment {
  constructor(
    private readonly games: GameRepository,
    private readonly events: EventRepository,
    private readonly changes: GameChangeService,
  ) {}

  async annul(m: EntityManager, gameId: string, now: Date): Promise<GameRecord> {
    const game = await this.games.lock(m, gameId);
    if (await this.events.has(m, gameId, 'game-annulled'))
      throw new DomainError('GAME_ALREADY_ANNULLED', 'This game is annulled already.');
    const over = game.status === 'finished' || game.status === 'aborted';
    if (over && !game.result) throw new DomainError('NOTHING_TO_ANNUL', 'The game ended without a result.');
    const event = { type: 'game-annulled', seat: null, userId: null, payload: { reason: 'moderation', ended: !over } };
    if (over) return this.changes.commit(m, game, { events: [event], snapshot: snapshotOf(game), notifications: [] });
    const notes: OutboxEntry[] = playerIds(game).map((id) => ({
      kind: 'game-over',
      userId: id,
      gameId: game.id,
      payload: {
        gameId: game.id,
        variant: game.variant,
        version: game.version + 1,
        status: 'aborted',
        result: null,
        board: game.view?.board ?? [],
      } satisfies GameOverPayload,
    }));
    return this.changes.commit(m, game, {
      events: [event],
      snapshot: { ...snapshotOf(game), status: 'aborted', toMove: [], result: null, finishedAt: now, deadlineAt: null },
      notifications: notes,
    });
  }
}
