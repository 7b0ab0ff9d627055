import type { Language } from '../../platform/i18n/language';
import { computerName } from '../../play/core/computer-name';

/** The facts its template says (a part of email-templates.ts's EmailFacts, which spreads these in). */
interface EmailFacts {
  readonly name: string;
  readonly variant?: string;
  readonly link?: string;
  readonly tournament?: string;
  readonly round?: number;
  readonly pairing?: string;
}

interface Game {
  readonly round?: unknown;
  readonly seat?: unknown;
  readonly opponents?: readonly {
    seat?: unknown;
    displayName?: unknown;
    username?: unknown;
    bot?: unknown;
    computer?: unknown;
  }[];
}

/**
 * The `tournament-round` notification's e-mail and push: which round of which event has begun,
 * and the reader's game(s) with the opponents by display name (a bot marked, a computer seat by
 * its level) or the bye — from the payload the round wrote (community/tournaments/round-notice.ts),
 * in the reader's language. `round` is left out for a round robin, whose rounds all begin at once.
 */
export function tournamentRoundFacts(
  lang: Language,
  p: Record<string, unknown>,
  name: string,
  variant: string,
  link: string,
): EmailFacts {
  const w = WORDS[lang];
  const seat = (s: unknown) => SEATS[lang][String(s)] ?? String(s ?? '');
  const games = Array.isArray(p.games) ? (p.games as Game[]) : [];
  const against = (g: Game) => {
    const them = (g.opponents ?? []).map((o) => {
      const who =
        typeof o.computer === 'string'
          ? computerName(o.computer, lang)
          : `${String(o.displayName || o.username || '')}${o.bot === true ? ` (${w.bot})` : ''}`;
      // At a Coalition table each opponent's seat is said; in 007 the reader's colour says it all.
      return (g.opponents ?? []).length > 1 ? `${who} (${seat(o.seat)})` : who;
    });
    return w.game(seat(g.seat), them.join(', '));
  };
  const all = p.allRounds === true;
  const pairing = all
    ? w.games(games.map((g) => `${w.round(Number(g.round))}: ${against(g)}`).join('; '))
    : [games.length > 0 ? w.play(against(games[0])) : '', p.bye === true ? w.bye : ''].filter(Boolean).join(' ');
  return {
    name,
    variant,
    link,
    tournament: String(p.tournament ?? ''),
    round: all ? undefined : Number(p.round),
    pairing,
  };
}

/** A full stop, unless the last name brought one ("Bob B."). */
const stop = (s: string) => (s.endsWith('.') ? s : `${s}.`);

const SEATS: Record<Language, Record<string, string>> = {
  en: { yellow: 'Yellow', black: 'Black', green: 'Green', red: 'Red', white: 'White' },
  de: { yellow: 'Gelb', black: 'Schwarz', green: 'Grün', red: 'Rot', white: 'Weiß' },
};

// German e-mails address the reader formally ("Sie"), as their neighbouring texts do.
const WORDS: Record<
  Language,
  {
    bot: string;
    bye: string;
    round: (n: number) => string;
    game: (seat: string, opponents: string) => string;
    play: (game: string) => string;
    games: (list: string) => string;
  }
> = {
  en: {
    bot: 'bot',
    bye: 'You have a bye in this round.',
    round: (n) => `round ${n}`,
    game: (seat, opponents) => `${seat} against ${opponents}`,
    play: (game) => stop(`You play ${game}`),
    games: (list) => stop(`Your games: ${list}`),
  },
  de: {
    bot: 'Bot',
    bye: 'Sie haben in dieser Runde spielfrei.',
    round: (n) => `Runde ${n}`,
    game: (seat, opponents) => `${seat} gegen ${opponents}`,
    play: (game) => stop(`Sie spielen ${game}`),
    games: (list) => stop(`Ihre Partien: ${list}`),
  },
};

/** The `tournament-round` templates, spread into email-templates.ts's tables. */
export const TOURNAMENT_ROUND_TEMPLATES = {
  en: {
    subject: (f: EmailFacts) =>
      f.round === undefined ? `${f.tournament} has begun` : `Round ${f.round} of ${f.tournament} has begun`,
    body: (f: EmailFacts) => [
      `Hello ${f.name},`,
      f.round === undefined
        ? `${f.tournament} (${f.variant}) has begun; every round is played at once.`
        : `Round ${f.round} of ${f.tournament} (${f.variant}) has begun.`,
      f.pairing ?? '',
      `The event: ${f.link}`,
    ],
  },
  de: {
    subject: (f: EmailFacts) =>
      f.round === undefined ? `${f.tournament} hat begonnen` : `Runde ${f.round} von ${f.tournament} hat begonnen`,
    body: (f: EmailFacts) => [
      `Hallo ${f.name},`,
      f.round === undefined
        ? `${f.tournament} (${f.variant}) hat begonnen; alle Runden werden zugleich gespielt.`
        : `Runde ${f.round} von ${f.tournament} (${f.variant}) hat begonnen.`,
      f.pairing ?? '',
      `Das Turnier: ${f.link}`,
    ],
  },
} as const;
