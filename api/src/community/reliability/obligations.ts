import { ACTION_TYPES } from '@entente/engine';
import type { GameChange } from '../../play/core/game-change';
import { type GameRecord, userOfSeat } from '../../play/core/game-record';

/**
 * A player's obligations, as reliability counts them (docs/ratings.md, "Reliability"): each is
 * met or missed, and the score is the share met among the last 50 (`SCORE_WINDOW`). They are
 *
 * - a **turn**: the player's seat was due to act, and they acted (met) or ran out of time (missed);
 * - a **game**: held to its end (met), or given up — lost by a time-out, left, or handed to a
 *   computer (missed, unless excused: a declared vacation covering the day);
 * - a **rescue**: an abandoned seat taken over as a substitute and held to the end (met, on top
 *   of the game's own).
 *
 * A time-out is therefore two misses: the turn and the game.
 */
export const SCORE_WINDOW = 50;

/** What one change adds to a player's record: obligations (newest last) and the counts. */
export interface Obligations {
  readonly userId: string;
  /** Met (true) or missed, in the order they fell due. */
  readonly results: readonly boolean[];
  readonly turnsOnTime: number;
  readonly turnsMissed: number;
  readonly gamesFinished: number;
  readonly gamesAbandoned: number;
  readonly gamesRescued: number;
  readonly excused: number;
}

export function noObligations(userId: string): Obligations {
  return {
    userId,
    results: [],
    turnsOnTime: 0,
    turnsMissed: 0,
    gamesFinished: 0,
    gamesAbandoned: 0,
    gamesRescued: 0,
    excused: 0,
  };
}

export function add(a: Obligations, b: Omit<Partial<Obligations>, 'userId'>): Obligations {
  return {
    userId: a.userId,
    results: [...a.results, ...(b.results ?? [])],
    turnsOnTime: a.turnsOnTime + (b.turnsOnTime ?? 0),
    turnsMissed: a.turnsMissed + (b.turnsMissed ?? 0),
    gamesFinished: a.gamesFinished + (b.gamesFinished ?? 0),
    gamesAbandoned: a.gamesAbandoned + (b.gamesAbandoned ?? 0),
    gamesRescued: a.gamesRescued + (b.gamesRescued ?? 0),
    excused: a.excused + (b.excused ?? 0),
  };
}

const ACTIONS = new Set<string>(ACTION_TYPES);

/**
 * The turns a change completes in time: a seat that was due to act (in `before.toMove`) and is no
 * longer (or the game ended), held by a person who acted for it in this change. A seat's turn that
 * ends by someone else's action (the game decided by another party) is no obligation either way.
 */
export function turnsKept(change: GameChange, before: GameRecord, after: GameRecord): Map<string, number> {
  const kept = new Map<string, number>();
  const running = after.status === 'setup' || after.status === 'active';
  for (const seat of before.toMove) {
    if (running && after.toMove.includes(seat)) continue;
    const person = userOfSeat(before, seat);
    if (!person) continue;
    const acted = change.events.some(
      (e) => e.seat === seat && e.userId === person && ACTIONS.has(e.type) && !isTimeout(e.payload),
    );
    if (acted) kept.set(person, (kept.get(person) ?? 0) + 1);
  }
  return kept;
}

/** A seat lost by its person in a change: how, and by whom. */
export interface Miss {
  readonly userId: string;
  readonly seat: string;
  readonly kind: 'timeout' | 'left' | 'hand-over';
}

/**
 * The seats people lose in a change: a time-out's resignation (the rules' time-out), a computer
 * taking a seat after a time-out or a departure, a holder handing their seat to a computer.
 */
export function missesOf(change: GameChange, before: GameRecord): Miss[] {
  const out: Miss[] = [];
  for (const e of change.events) {
    if (e.type === 'resign' && e.seat && isTimeout(e.payload)) {
      const person = userOfSeat(before, e.seat);
      if (person) out.push({ userId: person, seat: e.seat, kind: 'timeout' });
    }
    if (e.type === 'seat-handed-over' && e.seat) {
      const p = e.payload as { how?: string; from?: { userId?: string }; to?: { computer?: string } };
      if (p.from?.userId && p.to?.computer && (p.how === 'timeout' || p.how === 'left' || p.how === 'hand-over'))
        out.push({ userId: p.from.userId, seat: e.seat, kind: p.how });
    }
  }
  return out;
}

export function isTimeout(payload: unknown): boolean {
  const action = (payload as { action?: { reason?: unknown } } | null)?.action;
  return action?.reason === 'timeout';
}

/** The score from the stored bits (newest in bit 0) and how many they are. */
export function scoreOf(recent: bigint, count: number): number | null {
  if (count === 0) return null;
  let met = 0;
  for (let bits = recent; bits > 0n; bits >>= 1n) met += Number(bits & 1n);
  return Math.round((100 * met) / count);
}
