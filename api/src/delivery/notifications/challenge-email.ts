import type { Language } from '../../platform/i18n/language';
import { computerName } from '../../play/core/computer-name';

/** The facts its template says (a part of email-templates.ts's EmailFacts, which spreads these in). */
interface EmailFacts {
  readonly name: string;
  readonly variant?: string;
  readonly by?: string;
  readonly seat?: string;
  readonly link?: string;
  readonly deadline?: string;
  readonly options?: string;
  readonly timeControl?: string;
  readonly others?: string;
}

/**
 * The `challenge` notification's e-mail: who challenges the reader to what, composed from the
 * payload the challenge wrote (play/challenges/challenge-notice.ts) in the reader's language.
 */
export function challengeFacts(
  lang: Language,
  p: Record<string, unknown>,
  name: string,
  variant: string,
  link: string,
  when: (iso: unknown) => string | undefined,
): EmailFacts {
  const w = WORDS[lang];
  const byName = typeof p.byName === 'string' && p.byName ? p.byName : String(p.by ?? '');
  const others = [
    ...((p.others as { username?: unknown; bot?: unknown; seat?: unknown }[] | undefined) ?? []).map(
      (o) => `${String(o.username)}${o.bot === true ? ` (${w.bot})` : ''}, ${String(o.seat)}`,
    ),
    ...((p.computers as { seat?: unknown; computer?: unknown }[] | undefined) ?? []).map(
      (c) => `${computerName(String(c.computer), lang)}, ${String(c.seat)}`,
    ),
  ];
  return {
    name,
    variant,
    by: p.byBot === true ? `${byName} (${w.bot})` : byName,
    seat: typeof p.seat === 'string' ? p.seat : undefined,
    link,
    deadline: when(p.expiresAt),
    options: optionWords(lang, p.options),
    timeControl: timeControlWords(lang, p.timeControl),
    others: others.length > 0 ? others.join('; ') : undefined,
  };
}

/** The options a challenge sets apart from the defaults, in words; "the standard rules" when none. */
export function optionWords(lang: Language, options: unknown): string {
  const w = WORDS[lang];
  const set = Object.entries((options ?? {}) as Record<string, unknown>);
  if (set.length === 0) return w.standard;
  return set
    .map(([key, value]) => {
      const label = OPTION_LABELS[lang][key] ?? key;
      if (value === true) return label;
      if (value === false) return `${w.without} ${label}`;
      return `${label}: ${OPTION_VALUES[lang][String(value)] ?? String(value)}`;
    })
    .join(', ');
}

/** "3 days per move", "a bank of 10 days, 1 day more per move, at most 20 days"; vacation forbidden said. */
export function timeControlWords(lang: Language, raw: unknown): string {
  const tc = (raw ?? {}) as Record<string, unknown>;
  const w = WORDS[lang];
  const base =
    tc.type === 'bank'
      ? w.bank(Number(tc.initialDays), Number(tc.incrementDays), Number(tc.maxDays))
      : w.perMove(Number(tc.days ?? 3));
  return tc.allowVacation === false ? `${base} (${w.noVacation})` : base;
}

const days = (lang: Language, n: number) =>
  lang === 'de' ? (n === 1 ? '1 Tag' : `${n} Tage`) : n === 1 ? '1 day' : `${n} days`;
const daysDative = (n: number) => (n === 1 ? '1 Tag' : `${n} Tagen`);

const WORDS: Record<
  Language,
  {
    bot: string;
    standard: string;
    without: string;
    noVacation: string;
    perMove: (d: number) => string;
    bank: (initial: number, increment: number, max: number) => string;
  }
> = {
  en: {
    bot: 'bot',
    standard: 'the standard rules',
    without: 'without',
    noVacation: 'no vacation',
    perMove: (d) => `${days('en', d)} per move`,
    bank: (i, inc, max) => `a bank of ${days('en', i)}, ${days('en', inc)} more per move, at most ${days('en', max)}`,
  },
  de: {
    bot: 'Bot',
    standard: 'die Standardregeln',
    without: 'ohne',
    noVacation: 'ohne Urlaub',
    perMove: (d) => `${days('de', d)} pro Zug`,
    bank: (i, inc, max) =>
      `ein Zeitkonto von ${daysDative(i)}, ${days('de', inc)} mehr pro Zug, höchstens ${days('de', max)}`,
  },
};

const OPTION_LABELS: Record<Language, Record<string, string>> = {
  en: {
    completion: 'completing a turn',
    detente: 'Détente',
    balanced: 'Balanced 007',
    fast: 'Fast 007',
    progressive: 'Progressive 007',
    setupPhase: 'a set-up phase',
    order: 'playing order',
    checkResponse: 'answering a check',
    openingPasses: 'passing in rounds 1–3',
    smallPowerCoalition: 'the small powers’ alliance',
    cyclistColourChange: 'the cyclist’s change of colour',
    stalemate: 'stalemate of a great power',
    planeNeedsEmptyIntermediate: 'a free square for the plane',
  },
  de: {
    completion: 'Zugvollendung',
    detente: 'Détente',
    balanced: 'Ausgeglichenes 007',
    fast: 'Schnelles 007',
    progressive: 'Fortschritts-007',
    setupPhase: 'Aufstellungsphase',
    order: 'Zugfolge',
    checkResponse: 'Parade eines Schachs',
    openingPasses: 'Aussetzen in den Runden 1–3',
    smallPowerCoalition: 'Bündnis der Kleinmächte',
    cyclistColourChange: 'Farbwechsel des Radfahrers',
    stalemate: 'Patt einer Großmacht',
    planeNeedsEmptyIntermediate: 'freies Feld für den Flieger',
  },
};

const OPTION_VALUES: Record<Language, Record<string, string>> = {
  en: {
    strict: 'strict',
    lax: 'lax',
    YBGR: 'Yellow, Black, Green, Red',
    YGBR: 'Yellow, Green, Black, Red',
    immediate: 'at once, out of turn',
    'own-turn': 'on its own turn',
    draw: 'the game is drawn',
    pass: 'it passes',
  },
  de: {
    strict: 'streng',
    lax: 'frei',
    YBGR: 'Gelb, Schwarz, Grün, Rot',
    YGBR: 'Gelb, Grün, Schwarz, Rot',
    immediate: 'sofort, außer der Reihe',
    'own-turn': 'im eigenen Zug',
    draw: 'die Partie endet remis',
    pass: 'sie setzt aus',
  },
};

/** The `challenge` templates, spread into email-templates.ts's tables. */
export const CHALLENGE_TEMPLATES = {
  en: {
    subject: (f: EmailFacts) => `${f.by} challenges you to ${f.variant}`,
    body: (f: EmailFacts) => [
      `Hello ${f.name},`,
      `${f.by} challenges you to a game of ${f.variant} (your seat: ${f.seat}).`,
      `Rules: ${f.options}.`,
      `Time control: ${f.timeControl}.`,
      f.others ? `Also in the game: ${f.others}.` : '',
      `The challenge is open until ${f.deadline}. Accept or decline: ${f.link}`,
    ],
  },
  de: {
    subject: (f: EmailFacts) => `${f.by} fordert Sie zu ${f.variant} heraus`,
    body: (f: EmailFacts) => [
      `Hallo ${f.name},`,
      `${f.by} fordert Sie zu einer Partie ${f.variant} heraus (Ihr Platz: ${f.seat}).`,
      `Regeln: ${f.options}.`,
      `Bedenkzeit: ${f.timeControl}.`,
      f.others ? `Außerdem in der Partie: ${f.others}.` : '',
      `Die Herausforderung gilt bis ${f.deadline}. Annehmen oder ablehnen: ${f.link}`,
    ],
  },
} as const;
