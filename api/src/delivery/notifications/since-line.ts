import type { Language } from '../../platform/i18n/language';
import type { SinceItem } from '../../play/visits/since-items';

/** The line's longest length: it heads an email and a push body of at most 240 characters. */
export const SINCE_LINE_MAX = 140;

const SEATS: Record<Language, Record<string, string>> = {
  en: { yellow: 'Yellow', black: 'Black', green: 'Green', red: 'Red', white: 'White' },
  de: { yellow: 'Gelb', black: 'Schwarz', green: 'Grün', red: 'Rot', white: 'Weiß' },
};

interface Words {
  readonly lead: string;
  readonly declared: (seat: string, ally: string) => string;
  readonly check: (seat: string) => string;
  readonly coalition: (seats: string) => string;
  readonly pass: (seat: string) => string;
  readonly resigned: (seat: string) => string;
  readonly drawOffered: (seat: string) => string;
  readonly drawDeclined: (seat: string) => string;
  readonly arranged: (seat: string) => string;
  readonly seatChanged: (seat: string) => string;
  readonly messages: (n: number) => string;
  readonly more: (n: number) => string;
  readonly actions: (n: number) => string;
  readonly and: string;
}

// The emails address the reader formally in German ("Ihr"), as their neighbouring texts do.
const WORDS: Record<Language, Words> = {
  en: {
    lead: 'Since your last turn',
    declared: (s, a) => `${s} declared for ${a}`,
    check: (s) => `${s} in check`,
    coalition: (s) => `${s} formed a coalition`,
    pass: (s) => `${s} passed`,
    resigned: (s) => `${s} resigned`,
    drawOffered: (s) => `${s} offered a draw`,
    drawDeclined: (s) => `${s} declined the draw`,
    arranged: (s) => `${s} arranged its pieces`,
    seatChanged: (s) => `${s} changed hands`,
    messages: (n) => (n === 1 ? '1 message' : `${n} messages`),
    more: (n) => `${n} more`,
    actions: (n) => (n === 1 ? '1 action' : `${n} actions`),
    and: 'and',
  },
  de: {
    lead: 'Seit Ihrem letzten Zug',
    declared: (s, a) => `${s} erklärte sich für ${a}`,
    check: (s) => `${s} im Schach`,
    coalition: (s) => `${s} bilden eine Koalition`,
    pass: (s) => `${s} passte`,
    resigned: (s) => `${s} gab auf`,
    drawOffered: (s) => `${s} bot Remis an`,
    drawDeclined: (s) => `${s} lehnte Remis ab`,
    arranged: (s) => `${s} stellte seine Figuren auf`,
    seatChanged: (s) => `${s} wechselte den Spieler`,
    messages: (n) => (n === 1 ? '1 Nachricht' : `${n} Nachrichten`),
    more: (n) => `${n} weitere`,
    actions: (n) => (n === 1 ? '1 Aktion' : `${n} Aktionen`),
    and: 'und',
  },
};

function phrase(lang: Language, item: SinceItem, previous: SinceItem | undefined): string | null {
  const w = WORDS[lang];
  const seat = (s: string | null) => (s ? (SEATS[lang][s] ?? s) : '');
  switch (item.kind) {
    case 'move':
      return `${seat(item.seat)} ${item.text ?? item.move ?? ''}`.trim();
    case 'declaration':
      return w.declared(seat(item.seat), seat(item.ally));
    case 'check':
      // A move's own check is its `+`; only a check by something else is worth words.
      return previous?.seq === item.seq && previous.kind === 'move' ? null : w.check(seat(item.seat));
    case 'coalition':
      return w.coalition(item.seats.map(seat).join(` ${w.and} `));
    case 'pass':
      return w.pass(seat(item.seat));
    case 'resignation':
      return w.resigned(seat(item.seat));
    case 'draw-offered':
      return w.drawOffered(seat(item.seat));
    case 'draw-declined':
      return w.drawDeclined(seat(item.seat));
    case 'arrangement':
      return w.arranged(seat(item.seat));
    case 'seat-change':
      return w.seatChanged(seat(item.seat));
    default:
      return null;
  }
}

/**
 * One line of what happened since the reader last acted ("Since your last turn: Black Nf6, Green
 * declared for Yellow, 2 messages"), in the reader's language; undefined when nothing did. A long
 * line keeps its first items and counts the rest ("… and 3 more"), the messages always named.
 */
export function sinceLine(
  lang: Language,
  items: readonly SinceItem[],
  messages: number,
  max = SINCE_LINE_MAX,
): string | undefined {
  const w = WORDS[lang];
  const parts = items
    .map((item, i) => phrase(lang, item, items[i - 1]))
    .filter((p): p is string => p !== null && p !== '');
  const tail = messages > 0 ? [w.messages(messages)] : [];
  if (parts.length === 0 && tail.length === 0) return undefined;
  const line = (shown: readonly string[], hidden: number) => {
    const head =
      shown.length === 0
        ? hidden > 0
          ? [w.actions(hidden)]
          : []
        : [`${shown.join(', ')}${hidden > 0 ? ` ${w.and} ${w.more(hidden)}` : ''}`];
    return `${w.lead}: ${[...head, ...tail].join(', ')}`;
  };
  for (let keep = parts.length; keep > 0; keep--) {
    const text = line(parts.slice(0, keep), parts.length - keep);
    if (text.length <= max) return text;
  }
  const least = line([], parts.length);
  return least.length <= max ? least : `${least.slice(0, max - 1)}…`;
}
