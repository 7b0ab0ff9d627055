import type { GameRecord } from './game-record';
import type { Pause } from './pauses';
import { recomputeDeadlines, type SeatClocks, type SettledClocks } from './seat-clocks';
import { vacationPause } from './vacation.repository';

/** The pauses of a seat's clock from the game record: its holder's vacations, unless the game forbids them. */
export function recordedPauses(game: GameRecord, seat: string): Pause[] {
  if (game.timeControl.allowVacation === false) return [];
  const holder = game.seats.find((s) => s.seat === seat);
  return (holder?.userId ? holder.vacations : []).map((v) => vacationPause(v.startsOn, v.endsOn));
}

/**
 * The acting seats' deadlines as the game record makes them now: each clock's start and allotment
 * as stored, and the holders' vacations as recorded at the read (which may be newer than the
 * stored deadlines: see TimeoutSweeper).
 */
export function recordedDeadlines(game: GameRecord): SettledClocks {
  return recomputeDeadlines(game.timeControl, game.clocks as SeatClocks, game.toMove, (seat) =>
    recordedPauses(game, seat),
  );
}
