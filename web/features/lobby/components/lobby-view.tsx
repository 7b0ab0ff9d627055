'use client';
import Link from 'next/link';
import { useI18n } from '../../../lib/i18n/provider';
import { LobbyList } from './lobby-list';
import { useSession } from '../../account/components/session';
import { SignInRequired } from '../../../components/sign-in-required';

/** The lobby: every game with a seat to take, newest first, joined in one click. */
export function LobbyView() {
  const { t } = useI18n();
  const { me } = useSession();
  if (me === null) return <SignInRequired />;
  if (me === undefined) return null;
  return (
    <>
      <div className="page-head">
        <h1>{t('lobby.title')}</h1>
        <Link href="/games/new" className="button">
          {t('nav.newGame')}
        </Link>
      </div>
      <p className="muted">{t('lobby.intro')}</p>
      <section className="panel" data-testid="lobby">
        <LobbyList limit={20} paged />
      </section>
    </>
  );
}
