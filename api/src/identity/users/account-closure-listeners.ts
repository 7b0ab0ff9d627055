import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * Something that acts when an account is closed (AccountClosureService): a feature's own rows of
 * the account, and what the account still takes part in.
 */
export interface AccountClosureListener {
  /**
   * In the transaction that anonymises the account, under its row lock: delete what was the
   * account's alone (settings, webhooks, private notes). Must not lock a game: the games are
   * released afterwards, each in its own transaction.
   */
  closing?(manager: EntityManager, userId: string): Promise<void>;
  /**
   * After that commit: give up what the account still holds in shared things (seats of
   * unfinished games, club memberships), each in its own transaction. Idempotent: a closure
   * that stopped half-way is run again, and a listener then finds less to do.
   */
  release?(userId: string): Promise<void>;
}

/**
 * The registry the account closure calls, like AddressVerifiedListeners: each area registers in
 * `onModuleInit`, so identity needs to know nothing of games, clubs or webhooks. Listeners run in
 * the order they registered, which is the order of the areas (play, community, delivery).
 */
@Injectable()
export class AccountClosureListeners {
  private readonly listeners: AccountClosureListener[] = [];

  register(listener: AccountClosureListener): void {
    this.listeners.push(listener);
  }

  async closing(manager: EntityManager, userId: string): Promise<void> {
    for (const listener of this.listeners) await listener.closing?.(manager, userId);
  }

  async release(userId: string): Promise<void> {
    for (const listener of this.listeners) await listener.release?.(userId);
  }
}
