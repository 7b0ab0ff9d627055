import { LOCALES, type Locale } from '../../../lib/i18n/locale';
import { translator, type MessageKey } from '../../../lib/i18n/translate';
import { renderMarkdown } from '../../../lib/markdown';
import { hasRulesText, readRulesText } from '../lib/rules-files';
import { startPosition } from '../lib/start-position';
import { PieceLegend, RulesBoard } from './diagrams';

/**
 * The full text of the rules (docs/rules, the same text the server implements), with diagrams: the
 * starting array, the set-up areas, and the nine Coalition Chess pieces with their glyphs. In the
 * dashboard's language when a translation exists (docs/rules/de/), else in English; `lang` (the
 * page's `?lang=en` or `?lang=de`) picks the text's language without changing the dashboard's.
 */
export function FullRules({
  variant,
  file,
  lang,
  locale,
}: {
  variant: string;
  /** The variant's rules file (rulesFileOf). */
  file: string;
  lang: string | string[] | undefined;
  locale: Locale;
}) {
  const t = translator(locale);
  const asked = LOCALES.find((l) => l === lang);
  const wanted = asked ?? locale;
  const shown: Locale = hasRulesText(wanted, file) ? wanted : 'en';
  const text = readRulesText(shown, file);
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
      : hasRulesText('de', file)
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
