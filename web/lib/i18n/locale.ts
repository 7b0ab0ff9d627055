/** The dashboard's languages; the choice lives in a cookie so server and client agree. */
export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const LOCALE_COOKIE = 'entente_lang';

export function pickLocale(cookie: string | undefined, acceptLanguage: string | null | undefined): Locale {
  if (cookie === 'en' || cookie === 'de') return cookie;
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('de') ? 'de' : 'en';
}

/** In the browser: keeps the language chosen (the header's switch, the settings) for a year. */
export function setLocaleCookie(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}
