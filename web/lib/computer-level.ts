import type { MessageKey } from './i18n/en';
import type { Translate } from './i18n/translate';

/** The computer players' levels weakest first, as the API names them. */
export const COMPUTER_LEVELS = ['random', 'greedy', 'search'] as const;
export type ComputerLevelName = (typeof COMPUTER_LEVELS)[number];

/** A level in words ("beginner", "intermediate", "strong"); an unknown one as the API sent it. */
export function levelWords(t: Translate, level: string | null | undefined): string {
  return (COMPUTER_LEVELS as readonly string[]).includes(level ?? '')
    ? t(`computer.level.${level}` as MessageKey)
    : (level ?? '?');
}
