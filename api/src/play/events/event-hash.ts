import { createHash } from 'node:crypto';
import { canonicalJson } from './canonical-json';

/** The previous hash of a game's first event: 64 zeros, so every event has a 32-byte predecessor. */
export const GENESIS_HASH = '0'.repeat(64);

/** The fields of an event that its hash covers: everything but the hash itself. */
export interface HashedEventFields {
  readonly gameId: string;
  readonly seq: number;
  readonly type: string;
  readonly seat: string | null;
  readonly userId: string | null;
  readonly payload: unknown;
  /** Millisecond precision: what a JS Date holds and PostgreSQL's timestamptz returns unchanged. */
  readonly createdAt: Date;
  readonly prevHash: string;
}

/**
 * SHA-256 (hex) over the canonical encoding of the event. The previous hash is inside the hashed
 * bytes, so changing any earlier event changes every later hash: a chain, verifiable by anyone
 * who has the event list (the `record` export) without trusting the server's snapshot.
 */
export function eventHash(event: HashedEventFields): string {
  const encoded = canonicalJson({
    v: 1,
    gameId: event.gameId,
    seq: event.seq,
    type: event.type,
    seat: event.seat,
    userId: event.userId,
    payload: event.payload,
    createdAt: event.createdAt.toISOString(),
    prevHash: event.prevHash,
  });
  return createHash('sha256').update(encoded, 'utf8').digest('hex');
}

export interface StoredEventLike extends HashedEventFields {
  readonly hash: string;
}

export type ChainBreak =
  | { readonly seq: number; readonly kind: 'sequence'; readonly message: string }
  | { readonly seq: number; readonly kind: 'link'; readonly message: string }
  | { readonly seq: number; readonly kind: 'hash'; readonly message: string };

/**
 * Checks a game's events, in seq order from 1: seqs without gaps, each event linked to its
 * predecessor's stored hash, and each stored hash equal to the recomputed one. Returns the first
 * break, or null when the chain is whole.
 */
export function findChainBreak(events: readonly StoredEventLike[]): ChainBreak | null {
  let previous = GENESIS_HASH;
  for (let i = 0; i < events.length; i++) {
    const event = events[i];
    if (event.seq !== i + 1)
      return { seq: event.seq, kind: 'sequence', message: `expected seq ${i + 1}, found ${event.seq}` };
    if (event.prevHash !== previous) {
      return {
        seq: event.seq,
        kind: 'link',
        message: `previous hash ${event.prevHash} does not match the hash of event ${i} (${previous})`,
      };
    }
    const recomputed = eventHash(event);
    if (recomputed !== event.hash) {
      return {
        seq: event.seq,
        kind: 'hash',
        message: `stored hash ${event.hash} differs from the recomputed ${recomputed}`,
      };
    }
    previous = event.hash;
  }
  return null;
}
