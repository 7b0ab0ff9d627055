import type { EntityManager } from 'typeorm';
import type { GameRecord } from '../core/game-record';
import type { Channel } from './channels';
import type { MessageDto } from './dto/negotiation.dto';

/** A message as just appended to its channel's chain, in the writing transaction. */
export interface WrittenMessage {
  readonly game: GameRecord;
  readonly channel: Channel;
  /** The seat it was written from. */
  readonly seat: string;
  readonly message: MessageDto;
}

/** Rows of another table written in the message's own transaction, after its line. */
export interface MessageInsertEffect {
  readonly kind: 'insert';
  readonly name: string;
  insert(manager: EntityManager, written: WrittenMessage): Promise<void>;
}

/**
 * Done by PostgreSQL on a row the message's transaction writes. Named here so the list is whole;
 * api/test/diplomacy/message-effects.e2e-spec.ts checks each is installed by the migration named,
 * and that no other trigger acts on those rows.
 */
export interface MessageTriggerEffect {
  readonly kind: 'trigger';
  readonly name: string;
  readonly table: 'channel_messages' | 'outbox';
  readonly trigger: string;
  /** The migration that creates it (migrations/). */
  readonly migration: string;
}

/**
 * What writing a message does besides appending its hash-chained line — the message's own
 * counterpart of GameChangeService.effects (api/src/play/README.md): a message is not a change to
 * a game, so it has its own short list, declared where the message is written
 * (NegotiationService.post), in the order things take place.
 */
export type MessageEffect = MessageInsertEffect | MessageTriggerEffect;
