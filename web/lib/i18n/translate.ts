import { de } from './de';
import { en, type MessageKey } from './en';
import type { Locale } from './locale';

const DICTIONARIES: Record<Locale, Record<MessageKey, string>> = { en, de };

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** A `t()` for one language: looks the key up and fills in `{name}` placeholders. */
export function translator(locale: Locale): Translate {
  const dict = DICTIONARIES[locale];
  return (key, values) => {
    const text = dict[key] ?? en[key] ?? key;
    return values ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m)) : text;
  };
}

export type { MessageKey };
