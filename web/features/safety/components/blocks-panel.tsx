'use client';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { MoreButton } from '../../../components/more-button';
import { ProblemNote } from '../../../components/problem';
import type { Problem } from '../../../lib/api/client';
import { formatDate } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { useBlock } from '../api/use-block';
import { useBlocks } from '../api/use-blocks';

/** Settings → the people I blocked: block by username, unblock, the list a page at a time. */
export function BlocksPanel() {
  const { t, locale } = useI18n();
  const list = useBlocks({ enabled: true });
  const { mutate: change, isPending } = useBlock();
  const [username, setUsername] = useState('');
  const [refused, setRefused] = useState<Problem | null>(null);
  const blocks = list.data?.pages.flatMap((p) => p.items) ?? null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setRefused(null);
    change(
      { username: username.trim(), block: true },
      { onSuccess: () => setUsername(''), onError: (error) => setRefused(problemOf(error)) },
    );
  };
  const unblock = (name: string) => {
    setRefused(null);
    change({ username: name, block: false }, { onError: (error) => setRefused(problemOf(error)) });
  };

  return (
    <section className="panel" data-testid="blocks">
      <h2>{t('blocks.title')}</h2>
      <p className="muted">{t('blocks.help')}</p>
      <form className="row wrap" onSubmit={submit} style={{ margin: '0.8rem 0' }}>
        <label className="row">
          {t('blocks.username')}
          <input name="block-username" required value={username} onChange={(e) => setUsername(e.target.value)} />
        </label>
        <button type="submit" className="button" disabled={isPending || username.trim() === ''}>
          {t('blocks.block')}
        </button>
      </form>
      <ProblemNote problem={refused ?? problemOf(list.error)} />
      {blocks && blocks.length === 0 && <p className="muted">{t('blocks.none')}</p>}
      {blocks && blocks.length > 0 && (
        <table className="table compact">
          <tbody>
            {blocks.map((b) => (
              <tr key={b.user.id} data-testid="block-row">
                <td>
                  <Link href={`/players/${encodeURIComponent(b.user.username)}`}>{b.user.displayName}</Link>{' '}
                  <span className="muted small">@{b.user.username}</span>
                </td>
                <td className="small muted">{t('blocks.since', { when: formatDate(locale, b.since) })}</td>
                <td className="num">
                  <button
                    type="button"
                    className="button small secondary"
                    disabled={isPending}
                    onClick={() => unblock(b.user.username)}
                  >
                    {t('blocks.unblock')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <MoreButton query={list} />
    </section>
  );
}
