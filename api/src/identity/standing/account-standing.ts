import type { StandingRow } from './account-standing.repository';

/** What an account may do now, from its standing row and the clock's time. */
export interface Standing {
  readonly moderator: boolean;
  /** Closed for good (docs/safety.md): nothing is possible with it any more. */
  readonly closed: boolean;
  /** Suspended now; `suspendedUntil` null while suspended means: until lifted. */
  readonly suspended: boolean;
  readonly suspendedUntil: Date | null;
  /** Muted now: no messages in any channel until `mutedUntil`. */
  readonly muted: boolean;
  readonly mutedUntil: Date | null;
}

export function standingOf(row: StandingRow, now: Date): Standing {
  const closed = row.closedAt !== null;
  const suspended = closed || (row.suspendedAt !== null && (row.suspendedUntil === null || row.suspendedUntil > now));
  const muted = row.mutedUntil !== null && row.mutedUntil > now;
  return {
    moderator: row.moderator,
    closed,
    suspended,
    suspendedUntil: suspended && !closed ? row.suspendedUntil : null,
    muted,
    mutedUntil: muted ? row.mutedUntil : null,
  };
}

/** Whether others may reach the account (invite it, offer it a seat, write to it): not while suspended or closed. */
export function reachable(standing: Standing): boolean {
  return !standing.suspended;
}
