import type { ReactNode } from 'react';
import { PieceGlyph } from '../../../components/board/glyphs';
import { optionWords } from '../../../lib/game-options';
import { GUIDES, type GuideVariant } from '../../../lib/guide';
import type { GuideToken } from '../../../lib/guide/tokens';
import type { Locale } from '../../../lib/i18n/locale';
import { translator, type MessageKey } from '../../../lib/i18n/translate';
import { renderMarkdown } from '../../../lib/markdown';
import { holders, startPosition } from '../lib/start-position';
import { RulesBoard } from './diagrams';

/**
 * The players' guide to one game (web/lib/guide), in the dashboard's language: the board and the
 * pieces drawn with the board's own glyphs, setting up, a turn, the alliance rounds or the modes,
 * check and the endings. The full text of the rules (docs/rules) is one link away.
 */
export function RulesGuide({ game, locale }: { game: GuideVariant; locale: Locale }) {
  const t = translator(locale);
  const start = startPosition(game);
  const colours = holders(start);
  const token = (tk: GuideToken): ReactNode => {
    if (tk.kind === 'figure') return <RulesBoard variant={game} pieces={start} areas={tk.figure === 'areas'} />;
    if (tk.kind === 'seat')
      return (
        <span className="seat-head">
          <i className={`dot ${tk.seat}`} aria-hidden="true" />
          <span className="seat-head-name">{t(`seat.${tk.seat}` as MessageKey)}</span>
        </span>
      );
    if (tk.kind === 'option') {
      const words = optionWords(t, game, tk.option, tk.value);
      return <strong className="option-name">{words}</strong>;
    }
    return (
      <span className="piece-ref" data-piece={tk.piece}>
        {(colours.get(tk.piece) ?? []).map((c) => (
          <PieceGlyph key={c} piece={tk.piece} color={c} variant={game} size={22} />
        ))}
        <span>{t(`piece.${tk.piece}` as MessageKey)}</span>
      </span>
    );
  };
  const full = (
    <a href={`/rules/${game}/full`} data-testid="rules-full-text">
      {t('rules.fullText')}
    </a>
  );
  return (
    <article className="rules-doc guide" lang={locale} data-testid="rules-guide">
      <nav className="row wrap rules-nav" aria-label={t('rules.title')}>
        <a href="/rules">{t('rules.title')}</a>
        <span aria-hidden="true">›</span>
        {(['coalition', '007'] as const).map((v) =>
          v === game ? (
            <strong key={v} aria-current="page">
              {t(`variant.${v}` as MessageKey)}
            </strong>
          ) : (
            <a key={v} href={`/rules/${v}`}>
              {t(`variant.${v}` as MessageKey)}
            </a>
          ),
        )}
        <span className="push">{full}</span>
      </nav>
      {renderMarkdown(GUIDES[game][locale], undefined, token)}
      <p className="muted">
        {t('rules.fullTextNote')} {full}
      </p>
    </article>
  );
}

/** Whether `variant` names a game with a guide (any other address is no page). */
export function hasGuide(variant: string): variant is GuideVariant {
  return Object.prototype.hasOwnProperty.call(GUIDES, variant);
}
