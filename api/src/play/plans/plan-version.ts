import { createHash } from 'node:crypto';
import { canonicalJson } from '../events/canonical-json';
import { GENESIS_HASH } from '../events/event-hash';

/** Why a version of a plan was written. */
export type PlanChange = 'stored' | 'narrowed' | 'played' | 'cancelled' | 'ended' | 'deleted';

/**
 * One version of a player's plan in a game (a `game_plans` row): append-only, numbered from 1 per
 * game and player, each hashed over its fields and its predecessor's hash like the game's events,
 * so the owner's history of the plan is a chain anyone holding it can check. The newest version is
 * the plan; it is live while `active` (it has lines left).
 */
export interface PlanVersion {
  readonly gameId: string;
  readonly userId: string;
  readonly seat: string;
  readonly version: number;
  readonly change: PlanChange;
  readonly active: boolean;
  /** The lines left, each step as the wire writes it (half-moves joined by commas). */
  readonly lines: readonly (readonly string[])[];
  /** The game's version the first step of every line follows (steps begin after this event). */
  readonly fromVersion: number;
  /** What happened: for `played` the trigger, the answer and their seqs; for a drop, why. */
  readonly detail: Readonly<Record<string, unknown>> | null;
  /** Millisecond precision, as for events. */
  readonly createdAt: Date;
  readonly prevHash: string;
  readonly hash: string;
}

export type HashedPlanFields = Omit<PlanVersion, 'hash'>;

/** SHA-256 (hex) over the canonical encoding of a plan version's fields, its predecessor's hash included. */
export function planVersionHash(v: HashedPlanFields): string {
  const encoded = canonicalJson({
    v: 1,
    gameId: v.gameId,
    userId: v.userId,
    seat: v.seat,
    version: v.version,
    change: v.change,
    active: v.active,
    lines: v.lines,
    fromVersion: v.fromVersion,
    detail: v.detail,
    createdAt: v.createdAt.toISOString(),
    prevHash: v.prevHash,
  });
  return createHash('sha256').update(encoded, 'utf8').digest('hex');
}

/** The version after `previous` (or the first), chained and hashed. Computes only. */
export function nextPlanVersion(
  previous: Pick<PlanVersion, 'version' | 'hash'> | null,
  fields: Omit<HashedPlanFields, 'version' | 'prevHash' | 'createdAt'>,
  createdAt: Date,
): PlanVersion {
  const base: HashedPlanFields = {
    ...fields,
    version: (previous?.version ?? 0) + 1,
    prevHash: previous?.hash ?? GENESIS_HASH,
    createdAt,
  };
  return { ...base, hash: planVersionHash(base) };
}

/** The first version (from 1) whose link or hash does not hold, or null when the chain is whole. */
export function findPlanChainBreak(versions: readonly PlanVersion[]): number | null {
  let previous = GENESIS_HASH;
  for (const [i, v] of versions.entries()) {
    if (v.version !== i + 1 || v.prevHash !== previous || planVersionHash(v) !== v.hash) return v.version;
    previous = v.hash;
  }
  return null;
}
