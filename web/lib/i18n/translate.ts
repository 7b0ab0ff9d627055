import { de } from './de';
import { en, type MessageKey } from './en';
import type { Locale } from './locale';

const DICTIONARIES: Record<Locale, Record<MessageKey, string>> = { en, de };

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * `{n, plural, one {# day} other {# days}}`: the ICU plural form, the branch picked by the
 * language's Intl.PluralRules (English and German: one for 1, other for the rest), `#` the number.
 */
const PLURAL = /\{(\w+), plural,((?:\s*[\w=]+\s*\{[^{}]*\})+)\s*\}/g;
const BRANCH = /([\w=]+)\s*\{([^{}]*)\}/g;

function plurals(text: string, locale: Locale, values: Record<string, string | number>): string {
  const rules = new Intl.PluralRules(locale);
  return text.replace(PLURAL, (m, name: string, branches: string) => {
    if (!(name in values)) return m;
    const n = Number(values[name]);
    const forms = new Map([...branches.matchAll(BRANCH)].map((b) => [b[1], b[2]] as const));
    const form = forms.get(`=${n}`) ?? forms.get(rules.select(n)) ?? forms.get('other') ?? '';
    return form.replace(/#/g, new Intl.NumberFormat(locale).format(n));
  });
}

/** A `t()` for one language: looks the key up, picks plural forms, and fills in `{name}` placeholders. */
export function translator(locale: Locale): Translate {
  const dict = DICTIONARIES[locale];
  return (key, values) => {
    const text = dict[key] ?? en[key] ?? key;
    if (!values) return text;
    return plurals(text, locale, values).replace(/\{(\w+)\}/g, (m, name: string) =>
      name in values ? String(values[name]) : m,
    );
  };
}

export type { MessageKey };
