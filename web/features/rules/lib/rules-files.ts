import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { Locale } from '../../../lib/i18n/locale';

const FILES: Record<string, string> = { '007': '007.md', coalition: 'coalition.md' };

/** The rules file of a variant (docs/rules/<file>), or undefined for a variant without one. */
export function rulesFileOf(variant: string): string | undefined {
  return FILES[variant];
}

/** docs/rules/ of the repository; `next start` runs from the root or from web/. */
function rulesDir(): string {
  const fromRoot = path.join(process.cwd(), 'docs', 'rules');
  return existsSync(fromRoot) ? fromRoot : path.join(process.cwd(), '..', 'docs', 'rules');
}

/** The rules file in a language: docs/rules/<file> is English (authoritative), docs/rules/<lang>/<file> a translation. */
function rulesFile(lang: Locale, file: string): string {
  return lang === 'en' ? path.join(rulesDir(), file) : path.join(rulesDir(), lang, file);
}

/** Whether the rules file exists in a language. */
export function hasRulesText(lang: Locale, file: string): boolean {
  return existsSync(rulesFile(lang, file));
}

/** The text of the rules file in a language. */
export function readRulesText(lang: Locale, file: string): string {
  return readFileSync(rulesFile(lang, file), 'utf8');
}
