import { type Action, type Effect, isAction } from '@entente/engine';
import type { EngineAdapter } from './engine.adapter';

/**
 * The rules of a takeback by consent (docs/takeback.md), computed from the game's events
 * alone: pure, so the use case, the verification's replay and the exports agree.
 */

/** What these functions read of an event (a stored one, or its DTO). */
export interface ChainEvent {
  readonly seq: number;
  readonly type: string;
  readonly seat: string | null;
  readonly userId?: string | null;
  readonly payload: Record<string, unknown>;
}

/** An open request: who asked, for which position, and who has answered yes. */
export interface PendingTakeback {
  /** The seq of the request's event. */
  readonly seq: number;
  readonly requestedBy: { readonly seat: string; readonly userId: string | null };
  /** The requester's seats (a strawman's holder asks for both). */
  readonly seats: readonly string[];
  /** The seats still in the game whose consent is needed, and those that have given it. */
  readonly asked: readonly string[];
  readonly accepted: readonly string[];
  /** The version whose position the game returns to. */
  readonly toVersion: number;
}

/** The most events an open request and its answers occupy at the end of the chain (four seats). */
export const PENDING_TAIL = 8;

/** The acceptance that took the position back (the last one), carrying the version it returns to. */
export function takenBackTo(e: ChainEvent): number | null {
  return e.type === 'takeback-accepted' && e.payload.taken === true ? Number(e.payload.toVersion) : null;
}

/**
 * The request still open at the end of `events` (the chain, or its last PENDING_TAIL events): a
 * request followed only by acceptances that have not yet taken the position back. Any other event
 * after a request — a move, a resignation, a draw offer, the end — ends it without another word.
 */
export function pendingTakeback(events: readonly ChainEvent[]): PendingTakeback | null {
  const accepted: string[] = [];
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e.type === 'takeback-accepted' && takenBackTo(e) === null) {
      accepted.push(...((e.payload.seats as string[] | undefined) ?? []));
      continue;
    }
    if (e.type !== 'takeback-requested' || e.seat === null) return null;
    return {
      seq: e.seq,
      requestedBy: { seat: e.seat, userId: e.userId ?? null },
      seats: e.payload.seats as string[],
      asked: e.payload.asked as string[],
      accepted,
      toVersion: Number(e.payload.toVersion),
    };
  }
  return null;
}

/** An action of the line as played: its event's seq and seat, and the action's effects. */
export interface LineStep {
  readonly seq: number;
  readonly seat: string | null;
  readonly action: Action;
  readonly effects: readonly Effect[];
}

/** The actions as the game stands: every action of the chain but those a takeback took back. */
export function lineOf(events: readonly ChainEvent[]): LineStep[] {
  const line: LineStep[] = [];
  for (const e of events) {
    const to = takenBackTo(e);
    if (to !== null) {
      while (line.length > 0 && line[line.length - 1].seq > to) line.pop();
      continue;
    }
    const action = e.payload.action;
    if (!isAction(action) || action.type !== e.type) continue;
    line.push({ seq: e.seq, seat: e.seat, action, effects: (e.payload.effects as Effect[] | undefined) ?? [] });
  }
  return line;
}

/**
 * The version a request of `seats` takes the game back to, and the seat whose move it undoes;
 * null when they have made no move yet. Coalition Chess: the requester's last move and everything
 * after it. 007: the requester's last complete turn (its three half-moves) and the opponent's
 * turn after it, if any; a turn of theirs begun and not finished (`midTurn`) goes with it.
 */
export function takebackTarget(
  variant: string,
  line: readonly LineStep[],
  seats: readonly string[],
  midTurn: boolean,
): { toVersion: number; seat: string } | null {
  const mine = (s: LineStep | undefined) => !!s && s.action.type === 'move' && seats.includes(s.seat ?? '');
  let i = line.length - 1;
  while (i >= 0 && !mine(line[i])) i--;
  if (i < 0) return null;
  const seat = line[i].seat as string;
  if (variant === '007') {
    const runStart = (end: number) => {
      let start = end;
      while (start > 0 && line[start - 1].action.type === 'move' && line[start - 1].seat === seat) start--;
      return start;
    };
    i = runStart(i);
    if (midTurn && i === runStart(line.length - 1)) {
      // The turn begun is not the last complete one: that is the run of the requester's before it.
      let j = i - 1;
      while (j >= 0 && !mine(line[j])) j--;
      if (j < 0) return null;
      i = runStart(j);
    }
  }
  return { toVersion: line[i].seq - 1, seat };
}

/**
 * The engine's state after the event `version` and the edition it was played in, replayed from
 * the start as the verification replays (takebacks included). Null before the game started.
 */
export function stateAt(
  engine: EngineAdapter,
  game: { readonly variant: string; readonly options: Record<string, unknown> },
  events: readonly ChainEvent[],
  version: number,
): { state: string | null; edition: string } {
  let edition = `${game.variant}/1`;
  let state: string | null = null;
  // Only the states a takeback returns to are kept: a long game's states would fill the memory.
  const wanted = new Set(events.map(takenBackTo).filter((v) => v !== null));
  const states = new Map<number, string | null>();
  for (const e of events) {
    if (e.seq > version) break;
    const to = takenBackTo(e);
    if (e.type === 'game-created') edition = (e.payload.rulesEdition as string | undefined) ?? edition;
    else if (e.type === 'edition-changed') edition = e.payload.to as string;
    else if (e.type === 'game-started') state = e.payload.state as string;
    else if (e.type === 'seat-left') state = null;
    else if (to !== null) state = states.get(to) ?? null;
    else if (state !== null && isAction(e.payload.action) && e.payload.action.type === e.type)
      state = engine.apply({ variant: game.variant, rulesEdition: edition, options: game.options }, state, [
        e.payload.action,
      ])[0].state;
    if (wanted.has(e.seq)) states.set(e.seq, state);
  }
  return { state, edition };
}

/** Every board half-move's `moved` effect of the line as it stands, in order, separated by spaces (PGN). */
export function boardMovesOf(events: readonly ChainEvent[]): string {
  return lineOf(events)
    .flatMap((s) => s.effects.flatMap((f) => (f.type === 'moved' ? [f.move] : [])))
    .join(' ');
}
