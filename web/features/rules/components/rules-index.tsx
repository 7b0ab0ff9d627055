import { MiniBoard } from '../../../components/board/mini-board';
import type { Locale } from '../../../lib/i18n/locale';
import { translator, type MessageKey } from '../../../lib/i18n/translate';
import { startPosition } from '../lib/start-position';

/** Both games, each with its starting position, a line, its guide and its full text. */
export function RulesIndex({ locale }: { locale: Locale }) {
  const t = translator(locale);
  return (
    <div className="rules-index" data-testid="rules-index">
      <h1>{t('rules.title')}</h1>
      <p>{t('rules.index.intro')}</p>
      <div className="cards">
        {(['coalition', '007'] as const).map((v) => {
          const name = t(`variant.${v}` as MessageKey);
          return (
            <section key={v} className="card rules-card" data-variant={v}>
              <h2>{name}</h2>
              <div className="rules-card-board">
                <MiniBoard
                  variant={v}
                  pieces={startPosition(v)}
                  rotation={0}
                  size={200}
                  label={t('home.position', { variant: name })}
                />
              </div>
              <p>{t(`variant.${v}.blurb` as MessageKey)}</p>
              <p className="row wrap">
                <a href={`/rules/${v}`} className="button">
                  {t('rules.guideOf', { variant: name })}
                </a>
                <a href={`/rules/${v}/full`}>{t('rules.fullText')}</a>
              </p>
            </section>
          );
        })}
      </div>
    </div>
  );
}
