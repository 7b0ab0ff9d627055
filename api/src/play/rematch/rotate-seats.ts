import type { Level } from '@entente/engine';

/** Who held a seat when a game ended: a person, a computer player, or nobody. */
export interface EndSeat {
  readonly seat: string;
  readonly userId: string | null;
  readonly username: string | null;
  readonly computer: Level | null;
}

/**
 * The seats of a rematch: everyone moves one seat on in the playing order (`seatOrder`), the last
 * seat's holder to the first. In 007 Chess (two seats) the colours swap; in Coalition Chess each
 * party's holder plays the next party's pieces.
 */
export function rotateSeats(seats: readonly EndSeat[], seatOrder: readonly string[]): EndSeat[] {
  const bySeat = new Map(seats.map((s) => [s.seat, s]));
  return seatOrder.map((seat, i) => {
    const from = bySeat.get(seatOrder[(i - 1 + seatOrder.length) % seatOrder.length]!);
    return { seat, userId: from?.userId ?? null, username: from?.username ?? null, computer: from?.computer ?? null };
  });
}
