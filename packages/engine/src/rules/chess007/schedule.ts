import type { TurnSchedule, TurnSlot } from '../core/schedule';
import type { Options007 } from './options';

export const SEATS = ['white', 'black'] as const;
export type Seat007 = (typeof SEATS)[number];
export const COLOR_NAMES = ['white', 'black'] as const;

/**
 * The 007 turn schedule (007.md §2, §5.2, §5.4). Plies count half-moves from the game's start;
 * the colour moved alternates over the whole record starting with `firstColor` (white from the
 * initial array, the side to move of a FEN). "Owner 0" is the player of `firstColor`, so a game
 * from a FEN with Black to move begins with Black's player's turn, at its first half-move.
 */
export function scheduleFor(options: Pick<Options007, 'balanced' | 'progressive'>, firstColor: number): TurnSchedule {
  return {
    slot(ply: number): TurnSlot {
      let turn: number; // 0-based
      let part: number; // 0-based
      let of: number;
      let owner: number;
      if (options.progressive) {
        // Turn t (0-based) has t + 1 half-moves and starts at ply t(t+1)/2.
        turn = Math.floor((Math.sqrt(8 * ply + 1) - 1) / 2);
        while (((turn + 1) * (turn + 2)) / 2 <= ply) turn++;
        while ((turn * (turn + 1)) / 2 > ply) turn--;
        part = ply - (turn * (turn + 1)) / 2;
        of = turn + 1;
        owner = turn % 2;
      } else if (options.balanced) {
        // Turn 1: Black's player, one white half-move; turn 2: White's player, black then white.
        if (ply === 0) [turn, part, of] = [0, 0, 1];
        else if (ply <= 2) [turn, part, of] = [1, ply - 1, 2];
        else [turn, part, of] = [2 + Math.floor((ply - 3) / 3), (ply - 3) % 3, 3];
        owner = (turn + 1) % 2;
      } else {
        turn = Math.floor(ply / 3);
        part = ply % 3;
        of = 3;
        owner = turn % 2;
      }
      const seatColor = owner === 0 ? firstColor : firstColor ^ 1;
      const color = ply % 2 === 0 ? firstColor : firstColor ^ 1;
      return { seat: SEATS[seatColor], color: COLOR_NAMES[color], turn: turn + 1, part: part + 1, of };
    },
  };
}
