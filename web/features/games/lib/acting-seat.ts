import type { Game, ToMove } from '../../../lib/api/client';

type Seat = Game['yourSeats'][number];

/**
 * The seat of mine that acts on the game's offers and resignation: the one to move if it is mine,
 * else my first seat still in the game (none when I hold no seat in it).
 */
export const actingSeat = (game: Game, acting: ToMove | undefined): Seat | undefined =>
  acting?.seat ?? game.yourSeats.find((s) => !game.eliminated.includes(s));

/** Whether that seat may answer the open draw offer: not its own offer, not yet agreed. */
export const mayAnswerDraw = (game: Game, seat: Seat | undefined): boolean =>
  !!seat && !!game.drawOffer && game.drawOffer.by !== seat && !game.drawOffer.agreed.includes(seat);
