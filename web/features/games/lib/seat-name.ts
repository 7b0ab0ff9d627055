import type { Game } from '../../../lib/api/client';
import { levelWords } from '../../../lib/computer-level';
import { seatLabel } from '../../../lib/format';
import type { Translate } from '../../../lib/i18n/translate';
import { nameInSentence } from '../../../lib/player-words';

/**
 * A seat's name as people know it in a sentence: its player's (a bot's followed by "(bot)"), or the
 * computer's level; the colour only for an empty seat.
 */
export function seatName(t: Translate, game: Game, seat: string): string {
  const s = game.seats.find((x) => x.seat === seat);
  if (s?.computer) return t('game.seatComputer', { level: levelWords(t, s.computer) });
  return nameInSentence(t, s?.player) ?? seatLabel(t, seat);
}
