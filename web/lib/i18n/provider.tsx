'use client';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Locale } from './locale';
import { translator, type Translate } from './translate';

const I18nContext = createContext<{ locale: Locale; t: Translate }>({ locale: 'en', t: translator('en') });

/** Gives client components the language the root layout chose (from the cookie). */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const value = useMemo(() => ({ locale, t: translator(locale) }), [locale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): { locale: Locale; t: Translate } {
  return useContext(I18nContext);
}
