import type { Game } from '../../../lib/api/client';
import { levelWords } from '../../../lib/computer-level';
import { seatLabel } from '../../../lib/format';
import type { Translate } from '../../../lib/i18n/translate';

/** A seat's name as people know it: its player's, or the computer's level; the colour only for an empty seat. */
export function seatName(t: Translate, game: Game, seat: string): string {
  const s = game.seats.find((x) => x.seat === seat);
  if (s?.computer) return t('game.seatComputer', { level: levelWords(t, s.computer) });
  return s?.player?.displayName ?? seatLabel(t, seat);
}
