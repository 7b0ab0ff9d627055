'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useClubs } from '../api/use-clubs';
import { useCreateClub } from '../api/use-create-club';
import { problemOf } from '../../../lib/query/api-error';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { MoreButton } from '../../../components/more-button';
import { ProblemNote } from '../../../components/problem';
import { useSession } from '../../account/components/session';
import { SignInRequired } from '../../../components/sign-in-required';
import { ClubInvitationAnswer } from './club-invitation-answer';

/** Clubs: public ones and mine, and a form to found one. */
export function ClubsView() {
  const { t } = useI18n();
  const { me } = useSession();
  const router = useRouter();
  const [form, setForm] = useState({ name: '', description: '', visibility: 'public' as 'public' | 'private' });
  const list = useClubs({ enabled: !!me });
  const creating = useCreateClub();
  if (me === null) return <SignInRequired />;
  const clubs = list.data?.pages.flatMap((p) => p.items) ?? null;
  const problem = problemOf(creating.error ?? list.error);
  const create = (e: FormEvent) => {
    e.preventDefault();
    creating.mutate(form, { onSuccess: (club) => router.push(`/clubs/${club.id}`) });
  };
  return (
    <>
      <h1>{t('clubs.title')}</h1>
      <ProblemNote problem={problem} />
      <section className="panel">
        {clubs === null ? (
          <p className="muted">{t('common.loading')}</p>
        ) : clubs.length === 0 ? (
          <p className="muted">{t('clubs.none')}</p>
        ) : (
          <table className="table">
            <thead>
              <tr>
                <th>{t('clubs.name')}</th>
                <th className="num">{t('clubs.members')}</th>
                <th>{t('clubs.myRole')}</th>
              </tr>
            </thead>
            <tbody>
              {clubs.map((c) => (
                <tr key={c.id}>
                  <td>
                    <Link href={`/clubs/${c.id}`}>{c.name}</Link>
                    <br />
                    <span className="muted small">{c.description}</span>
                  </td>
                  <td className="num">{c.members}</td>
                  <td>
                    {c.myRole ? (
                      t(`clubs.role.${c.myRole}` as MessageKey)
                    ) : c.invited ? (
                      <ClubInvitationAnswer clubId={c.id} clubName={c.name} />
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <MoreButton query={list} testId="clubs-more" />
      </section>
      <section className="panel" style={{ maxWidth: '34rem' }}>
        <h2>{t('clubs.create')}</h2>
        <form className="form" onSubmit={create}>
          <label>
            {t('clubs.name')}
            <input
              name="club-name"
              required
              value={form.name}
              onChange={(e) => setForm({ ...form, name: e.target.value })}
            />
          </label>
          <label>
            {t('clubs.description')}
            <input
              name="club-description"
              value={form.description}
              onChange={(e) => setForm({ ...form, description: e.target.value })}
            />
          </label>
          <label>
            {t('clubs.visibility')}
            <select
              value={form.visibility}
              onChange={(e) => setForm({ ...form, visibility: e.target.value as 'public' | 'private' })}
            >
              <option value="public">{t('clubs.public')}</option>
              <option value="private">{t('clubs.private')}</option>
            </select>
          </label>
          <div>
            <button type="submit" className="button">
              {t('clubs.create')}
            </button>
          </div>
        </form>
      </section>
    </>
  );
}
