import type { SeatName } from './api/client';

export type { SeatName };

// A record, so the compiler holds it to the schema: a colour added or dropped there fails here.
const SEAT_NAMES: Record<SeatName, true> = { white: true, black: true, yellow: true, green: true, red: true };

/** Whether a seat read as a string (a game's `yourSeats`) is one of the schema's seat names. */
export function isSeatName(seat: string): seat is SeatName {
  return Object.prototype.hasOwnProperty.call(SEAT_NAMES, seat);
}
