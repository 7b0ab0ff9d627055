import type { GameView } from '../rules/core/view';
import type { GameStatusValue } from './game.entity';
import type { SeatState } from './game-seat.entity';
import type { TimeControl } from './time-control';

export interface SeatRecord {
  readonly seat: string;
  readonly state: SeatState;
  readonly userId: string | null;
  readonly username: string | null;
  readonly displayName: string | null;
  /** The address an `invited` seat without a user is reserved for (see GameLobbyService.claimEmailInvitations). */
  readonly invitedEmail: string | null;
  /** The holder's vacations, whole UTC days (`YYYY-MM-DD`, both inclusive): pauses of the seat's clock. */
  readonly vacations: readonly { readonly startsOn: string; readonly endsOn: string }[];
}

/** A game row with its seats and their users, as one query reads them. */
export interface GameRecord {
  readonly id: string;
  readonly variant: '007' | 'coalition';
  readonly options: Record<string, unknown>;
  readonly timeControl: TimeControl;
  readonly status: GameStatusValue;
  readonly version: number;
  readonly headHash: string;
  readonly state: string | null;
  readonly view: GameView | null;
  readonly toMove: readonly string[];
  readonly result: GameView['result'];
  readonly createdBy: { readonly id: string; readonly username: string; readonly displayName: string };
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly startedAt: Date | null;
  readonly finishedAt: Date | null;
  readonly deadlineAt: Date | null;
  /** The seats' clocks (`games.clocks`, see clock/seat-clocks.ts); kept by the clock module. */
  readonly clocks: Readonly<Record<string, unknown>>;
  readonly seats: readonly SeatRecord[];
}

/** The seats a user holds (taken) in a game. */
export function seatsOf(game: GameRecord, userId: string): string[] {
  return game.seats.filter((s) => s.state === 'taken' && s.userId === userId).map((s) => s.seat);
}

/** Distinct users holding a seat (a strawman's holder appears once). */
export function playerIds(game: GameRecord): string[] {
  return [...new Set(game.seats.filter((s) => s.state === 'taken' && s.userId).map((s) => s.userId as string))];
}

export function userOfSeat(game: GameRecord, seat: string): string | null {
  const s = game.seats.find((x) => x.seat === seat);
  return s && s.state === 'taken' ? s.userId : null;
}
