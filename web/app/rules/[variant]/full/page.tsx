import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { LOCALE_COOKIE, LOCALES, pickLocale, type Locale } from '../../../../lib/i18n/locale';
import { translator } from '../../../../lib/i18n/translate';
import type { MessageKey } from '../../../../lib/i18n/translate';
import { renderMarkdown } from '../../../../lib/markdown';
import { startPosition } from '../../../../features/rules/lib/start-position';
import { RulesBoard, PieceLegend } from '../../../../features/rules/components/diagrams';

export const dynamic = 'force-dynamic';

const FILES: Record<string, string> = { '007': '007.md', coalition: 'coalition.md' };

/** docs/rules/ of the repository; `next start` runs from the root or from web/. */
function rulesDir(): string {
  const fromRoot = path.join(process.cwd(), 'docs', 'rules');
  return existsSync(fromRoot) ? fromRoot : path.join(process.cwd(), '..', 'docs', 'rules');
}

/** The rules file in a language: docs/rules/<file> is English (authoritative), docs/rules/<lang>/<file> a translation. */
function rulesFile(lang: Locale, file: string): string {
  return lang === 'en' ? path.join(rulesDir(), file) : path.join(rulesDir(), lang, file);
}

/**
 * The full text of the rules (docs/rules, the same text the server implements), with diagrams: the
 * starting array, the set-up areas, and the nine Coalition Chess pieces with their glyphs. In the
 * dashboard's language when a translation exists (docs/rules/de/), else in English; `?lang=en` or
 * `?lang=de` picks the text's language without changing the dashboard's.
 */
export default async function RulesPage({
  params,
  searchParams,
}: {
  params: Promise<{ variant: string }>;
  searchParams: Promise<{ lang?: string | string[] }>;
}) {
  const { variant } = await params;
  const { lang } = await searchParams;
  const file = FILES[variant];
  if (!file) notFound();
  const locale = pickLocale((await cookies()).get(LOCALE_COOKIE)?.value, (await headers()).get('accept-language'));
  const t = translator(locale);
  const asked = LOCALES.find((l) => l === lang);
  const wanted = asked ?? locale;
  const shown: Locale = existsSync(rulesFile(wanted, file)) ? wanted : 'en';
  const text = readFileSync(rulesFile(shown, file), 'utf8');
  const board = startPosition(variant);
  // Keyed on the section numbers, which every translation keeps.
  const after = (heading: string) => {
    if (variant === 'coalition' && heading.startsWith('2.')) return <PieceLegend />;
    if (variant === 'coalition' && heading.startsWith('3.'))
      return <RulesBoard variant="coalition" pieces={board} areas />;
    if (variant === '007' && heading.startsWith('1.')) return <RulesBoard variant="007" pieces={board} />;
    return null;
  };
  // The variant links keep an explicit text language; the switch offers the other text.
  const keep = asked ? `?lang=${asked}` : '';
  const other =
    shown !== 'en'
      ? { href: `/rules/${variant}/full?lang=en`, label: t('rules.english') }
      : existsSync(rulesFile('de', file))
        ? { href: `/rules/${variant}/full?lang=de`, label: t('rules.german') }
        : null;
  return (
    <article className="rules-doc" lang={shown}>
      <nav className="row wrap" style={{ marginBottom: '0.5rem' }} lang={locale}>
        <a href={`/rules/${variant}`}>{t('rules.guideOf', { variant: t(`variant.${variant}` as MessageKey) })}</a> ·{' '}
        <a href={`/rules/coalition/full${keep}`}>{t('variant.coalition')}</a> ·{' '}
        <a href={`/rules/007/full${keep}`}>{t('variant.007')}</a>
        {other && (
          <a
            href={other.href}
            hrefLang={shown === 'en' ? 'de' : 'en'}
            data-testid="rules-language"
            style={{ marginLeft: 'auto' }}
          >
            {other.label}
          </a>
        )}
      </nav>
      {renderMarkdown(text, after)}
    </article>
  );
}
