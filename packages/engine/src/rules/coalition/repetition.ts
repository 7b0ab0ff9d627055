import { actor } from './turn-flow';
import type { Game } from './game';
import { boardText } from './notation';
import { withoutMoved } from './pieces';

/**
 * The repetition key of §8 and §11.15: the pieces on their squares, party to move (and why),
 * coalitions, owed check answers, skip flags and en passant rights — hashed to 16 hex digits so
 * the history stays small in the position text. §11.15 lists what is compared, and whether a
 * guard or machine gun has moved is not in the list (a machine gun that steps back makes the
 * position before its move again), so the key leaves the `moved` bit out.
 */
export function repetitionKey(g: Game): string {
  const who = actor(g);
  const text = [
    boardText(Array.from(g.board, withoutMoved)),
    who ? `${who.seat}${who.answer ? '!' : ''}` : '-',
    g.coalitions.map((c) => c.seats.join('')).join(','),
    g.pending.join(','),
    g.deferred.join(','),
    g.skip,
    g.ep.join(','),
  ].join(' ');
  return hash32(text, 0x811c9dc5) + hash32(text, 0x01000193 ^ 0x5bd1e995);
}

function hash32(text: string, seed: number): string {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d) >>> 0;
  h ^= h >>> 12;
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** Completed rounds without a capture or a guard / machine-gun move (the 50/75-round rules). */
export const quietRounds = (g: Game): number => g.round - 1 - g.lastResetRound;

export const repetitions = (g: Game): number => {
  const key = g.history[g.history.length - 1];
  return key === undefined ? 0 : g.history.filter((k) => k === key).length;
};

/** Whether the seat to act may claim a draw now (§8: threefold repetition, 50 rounds). */
export const drawClaimable = (g: Game): boolean =>
  g.phase === 'active' && (repetitions(g) >= 3 || quietRounds(g) >= 50);
