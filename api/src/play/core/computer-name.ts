/** The words for a computer player's level, in the dashboard's terms (the API keeps the values). */
const LEVEL_WORDS = {
  en: { random: 'beginner', greedy: 'intermediate', search: 'strong' },
  de: { random: 'Anfänger', greedy: 'mittel', search: 'stark' },
} as const;

/**
 * The name a computer seat goes by wherever a name is composed (e-mails, PGN tags, results):
 * "Computer (intermediate)". An unknown level is named as it is.
 */
export function computerName(level: string, lang: 'en' | 'de' = 'en'): string {
  const words = LEVEL_WORDS[lang] as Record<string, string>;
  return `Computer (${words[level] ?? level})`;
}
