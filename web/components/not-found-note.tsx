'use client';
import Link from 'next/link';
import { useI18n } from '../lib/i18n/provider';
import type { MessageKey } from '../lib/i18n/translate';

/** What a page that answers 404 says: what is missing, in words, and the way back. */
export function NotFoundNote({ what }: { what: 'page' | 'game' | 'club' | 'player' }) {
  const { t } = useI18n();
  return (
    <section className="card not-found" data-testid="not-found" data-what={what}>
      <h1>{t(`notFound.${what}` as MessageKey)}</h1>
      <p>{t(`notFound.${what}.body` as MessageKey)}</p>
      <p>
        <Link href="/">{t('notFound.home')}</Link>
      </p>
    </section>
  );
}
