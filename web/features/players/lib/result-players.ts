import type { GameSummary } from '../../../lib/api/client';
import { levelWords } from '../../../lib/computer-level';
import { seatLabel } from '../../../lib/format';
import type { Translate } from '../../../lib/i18n/translate';

/**
 * Who played a finished game, in seat order: each seat's player by display name (a computer by
 * its level), the seat's colour in brackets only where the player held it — a result is read by
 * people, not colours.
 */
export function resultPlayers(t: Translate, game: GameSummary, userId: string): string {
  return game.seats
    .map((s) => {
      const name = s.computer
        ? t('game.seatComputer', { level: levelWords(t, s.computer) })
        : (s.player?.displayName ?? t('common.open'));
      return s.player?.id === userId ? `${name} (${seatLabel(t, s.seat)})` : name;
    })
    .join(', ');
}
