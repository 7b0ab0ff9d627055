'use client';
import Link from 'next/link';
import { useMemo } from 'react';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { sample007, sampleCoalition, type SamplePosition } from '../../../lib/sample-positions';
import { Board } from '../../../components/board/board';
import { ServerStatus } from '../../health/components/server-status';

/**
 * The home page of a first visit: what Entente is, both games on a board with a line
 * each saying what the game is, and how to start — sign up, watch or try, join in the lobby.
 */
export function Landing() {
  const { t } = useI18n();
  const samples = useMemo(() => [sampleCoalition(), sample007()], []);
  return (
    <>
      <section className="hero">
        <h1>Entente</h1>
        <p>{t('app.tagline')}</p>
        <p className="muted">{t('landing.lead')}</p>
        <p>
          <Link href="/signup" className="button">
            {t('nav.signUp')}
          </Link>{' '}
          <Link href="/signin" className="button secondary">
            {t('nav.signIn')}
          </Link>
        </p>
      </section>
      <div className="variant-intros">
        {samples.map((sample) => (
          <VariantIntro key={sample.variant} sample={sample} />
        ))}
      </div>
      <section className="panel" data-testid="how-to-start">
        <h2>{t('landing.howTitle')}</h2>
        <ol className="steps">
          <li>
            <strong>
              <Link href="/signup">{t('nav.signUp')}</Link>
            </strong>
            : {t('landing.how.signUp')}
          </li>
          <li>
            <strong>
              <Link href="/analysis">{t('analysis.title')}</Link>
            </strong>
            : {t('landing.how.watch')}
          </li>
          <li>
            <strong>
              <Link href="/lobby">{t('nav.lobby')}</Link>
            </strong>
            : {t('landing.how.lobby')}
          </li>
        </ol>
      </section>
      <div className="cards">
        <ServerStatus />
      </div>
    </>
  );
}

/** One game: its name, what it is in a line, a position on its board, and the ways in. */
function VariantIntro({ sample }: { sample: SamplePosition }) {
  const { t } = useI18n();
  const { variant, game } = sample;
  const name = t(`variant.${variant}` as MessageKey);
  return (
    <section className="card variant-intro" data-testid={`intro-${variant}`}>
      <h2>{name}</h2>
      <p>{t(`landing.${variant}.what` as MessageKey)}</p>
      <figure className="sample-board">
        <Board
          picture={t('landing.sampleBoard', { variant: name })}
          variant={variant}
          pieces={game.view.board}
          rotation={0}
          highlights={sample.highlights}
          marks={sample.marks}
        />
        <figcaption className="muted small">{t(`landing.${variant}.sample` as MessageKey)}</figcaption>
      </figure>
      <p className="row wrap">
        <Link href="/signup" className="button small">
          {t('landing.play')}
        </Link>
        <Link href={`/analysis?variant=${variant}`} className="button small secondary">
          {t('landing.try')}
        </Link>
        <Link href={`/rules/${variant}`}>{t('landing.rules')}</Link>
      </p>
    </section>
  );
}
