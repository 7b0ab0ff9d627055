import { createHash } from 'node:crypto';
import { canonicalJson } from '../events/canonical-json';
import { GENESIS_HASH } from '../events/event-hash';

/** The previous hash of a channel's first line: 64 zeros, as for a game's first event. */
export const CHANNEL_GENESIS_HASH = GENESIS_HASH;

/** The fields of a channel line that its hash covers: everything but the hash (and the row id). */
export interface HashedMessageFields {
  readonly gameId: string;
  readonly channel: string;
  readonly seq: number;
  readonly kind: 'message' | 'system';
  readonly seat: string | null;
  readonly userId: string | null;
  readonly text: string;
  /** A system line's facts (the game event it reports); null for a message. */
  readonly system: unknown;
  /** The game's version when the line was written: its place among the game's events. */
  readonly gameVersion: number;
  readonly createdAt: Date;
  readonly prevHash: string;
}

/**
 * SHA-256 (hex) over the canonical JSON of the line, like a game event's (events/event-hash.ts,
 * with `v: 'message-1'` so a message can never be taken for an event). The previous hash is in
 * the hashed bytes: changing any earlier line changes every later hash of the channel.
 */
export function messageHash(m: HashedMessageFields): string {
  const encoded = canonicalJson({
    v: 'message-1',
    gameId: m.gameId,
    channel: m.channel,
    seq: m.seq,
    kind: m.kind,
    seat: m.seat,
    userId: m.userId,
    text: m.text,
    system: m.system,
    gameVersion: m.gameVersion,
    createdAt: m.createdAt.toISOString(),
    prevHash: m.prevHash,
  });
  return createHash('sha256').update(encoded, 'utf8').digest('hex');
}

export interface StoredMessageLike extends HashedMessageFields {
  readonly hash: string;
}

export interface MessageChainBreak {
  readonly seq: number;
  readonly kind: 'sequence' | 'link' | 'hash';
  readonly message: string;
}

/**
 * Checks one channel's lines in seq order from 1: no gaps, each linked to its predecessor's
 * stored hash, each stored hash equal to the recomputed one. The first break, or null.
 */
export function findMessageChainBreak(lines: readonly StoredMessageLike[]): MessageChainBreak | null {
  let previous = CHANNEL_GENESIS_HASH;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.seq !== i + 1)
      return { seq: line.seq, kind: 'sequence', message: `expected seq ${i + 1}, found ${line.seq}` };
    if (line.prevHash !== previous)
      return {
        seq: line.seq,
        kind: 'link',
        message: `previous hash ${line.prevHash} is not line ${i}'s hash ${previous}`,
      };
    const recomputed = messageHash(line);
    if (recomputed !== line.hash)
      return {
        seq: line.seq,
        kind: 'hash',
        message: `stored hash ${line.hash} differs from the recomputed ${recomputed}`,
      };
    previous = line.hash;
  }
  return null;
}
