import type { Notification } from '../../../lib/api/client';
import { levelWords } from '../../../lib/computer-level';
import { seatLabel } from '../../../lib/format';
import type { Translate } from '../../../lib/i18n/translate';
import { nameInSentence } from '../../../lib/player-words';

interface Opponent {
  seat?: unknown;
  displayName?: unknown;
  bot?: unknown;
  computer?: unknown;
}

/**
 * A round of a tournament has begun (`tournament-round`): the reader's opponents by name (a bot
 * marked, a computer by its level), or the bye; a round robin's one notice counts its games.
 */
export function tournamentRoundText(t: Translate, p: Notification['payload']): string | undefined {
  const tournament = typeof p.tournament === 'string' ? p.tournament : undefined;
  const games = Array.isArray(p.games) ? (p.games as { seat?: unknown; opponents?: Opponent[] }[]) : [];
  if (!tournament) return undefined;
  if (p.allRounds === true) return t('notification.tournament-roundAll', { tournament, n: games.length });
  const round = typeof p.round === 'number' ? p.round : undefined;
  if (round === undefined) return undefined;
  if (games.length === 0)
    return p.bye === true ? t('notification.tournament-roundBye', { tournament, round }) : undefined;
  const [game] = games;
  const opponents = (game.opponents ?? [])
    .map((o) =>
      typeof o.computer === 'string'
        ? t('seat.computer', { level: levelWords(t, o.computer) })
        : nameInSentence(t, { displayName: String(o.displayName ?? ''), bot: o.bot === true }),
    )
    .join(', ');
  const seat = typeof game.seat === 'string' ? seatLabel(t, game.seat) : '';
  return t('notification.tournament-round', { tournament, round, seat, opponents });
}
