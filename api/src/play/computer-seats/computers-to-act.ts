import type { Level } from '@entente/engine';
import { computerSeats, type GameRecord } from '../core/game-record';

/**
 * The seats a computer plays that have something to do now, in the game's order of acting: a
 * seat the engine waits for (its turn, its set-up, a check to answer out of turn), then a seat
 * that has still to answer another's draw offer. Empty when the game is not being played or
 * only people are to act. Pure: read from the snapshot alone.
 */
export function computersToAct(
  game: Pick<GameRecord, 'status' | 'view' | 'seats'>,
): { readonly seat: string; readonly level: Level }[] {
  if ((game.status !== 'active' && game.status !== 'setup') || !game.view) return [];
  const computers = computerSeats(game);
  if (computers.length === 0) return [];
  const view = game.view;
  const waitedFor = view.toMove.map((t) => t.seat);
  const offer = view.drawOffer;
  const owesAnswer = (seat: string) =>
    offer !== null && offer.by !== seat && !offer.agreed.includes(seat) && !view.eliminated.includes(seat);
  return [
    ...computers.filter((c) => waitedFor.includes(c.seat)),
    ...computers.filter((c) => !waitedFor.includes(c.seat) && owesAnswer(c.seat)),
  ];
}
