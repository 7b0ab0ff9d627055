import { cookies, headers } from 'next/headers';
import { LOCALE_COOKIE, pickLocale } from '../../lib/i18n/locale';
import { translator, type MessageKey } from '../../lib/i18n/translate';
import { MiniBoard } from '../../components/board/mini-board';
import { startPosition } from '../../features/rules/lib/start-position';

export const dynamic = 'force-dynamic';

/** The header's "Rules": both games, each with its starting position, a line, its guide and its full text. */
export default async function RulesIndexPage() {
  const locale = pickLocale((await cookies()).get(LOCALE_COOKIE)?.value, (await headers()).get('accept-language'));
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
