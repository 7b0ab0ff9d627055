import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** An account whose email address has just been proven. */
export interface VerifiedAddress {
  readonly id: string;
  readonly email: string;
}

/** Something that acts when an account proves its address, inside the transaction that records it. */
export interface AddressVerifiedListener {
  addressVerified(manager: EntityManager, user: VerifiedAddress): Promise<void>;
}

/**
 * The registry the accounts' use cases call when an address is proven (by the emailed link, or by
 * a password reset, which proves the mailbox too). Other modules register in `onModuleInit`, so
 * the auth module needs to know nothing of them: the games lobby, for one, turns the seats
 * invited by that address into the account's invitations.
 */
@Injectable()
export class AddressVerifiedListeners {
  private readonly listeners: AddressVerifiedListener[] = [];

  register(listener: AddressVerifiedListener): void {
    this.listeners.push(listener);
  }

  async notify(manager: EntityManager, user: VerifiedAddress): Promise<void> {
    for (const listener of this.listeners) await listener.addressVerified(manager, user);
  }
}
