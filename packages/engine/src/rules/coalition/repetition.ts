import { actor } from './turn-flow';
import type { Game } from './game';
import { boardText } from './notation';
import { withoutMoved } from './pieces';

/**
 * The repetition key of §8 and fine point 15: the pieces on their squares, party to move (and why),
 * coalitions, owed check answers, skip flags and en passant rights, hashed to 16 hex digits so the
 * history stays small in the position text. From coalition/2 it also holds whether each guard and
 * machine gun has moved (the `moved` bit: its double step is a right, like castling) and the
 * once-only rights still unused; coalition/1 left those out (its games replay as they were played).
 * The round number is never part of it.
 */
export function repetitionKey(g: Game): string {
  const who = actor(g);
  const full = g.options.rules.fullRepetitionKey;
  const fields = [
    boardText(full ? Array.from(g.board) : Array.from(g.board, withoutMoved)),
    who ? `${who.seat}${who.answer ? '!' : ''}` : '-',
    g.coalitions.map((c) => c.seats.join('')).join(','),
    g.pending.join(','),
    g.deferred.join(','),
    g.skip,
    g.ep.join(','),
  ];
  if (full) fields.push(g.arrangeLeft, g.cyclistLeft);
  const text = fields.join(' ');
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
