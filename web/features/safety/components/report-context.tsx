'use client';
import Link from 'next/link';
import type { components } from '../../../lib/api/schema';
import { formatDate, seatLabel } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';

type Context = components['schemas']['ReportContextDto'];

/** What a report is about, as the moderator sees it: the person, the game, the club, a message's channel. */
export function ReportContext({ context }: { context: Context }) {
  const { t, locale } = useI18n();
  const { user, game, club, lines, channel } = context;
  return (
    <section className="panel" data-testid="report-context">
      <h2>{t('moderation.context')}</h2>
      {user && (
        <p data-testid="context-user">
          <Link href={`/players/${encodeURIComponent(user.user.username)}`}>{user.user.displayName}</Link>{' '}
          <span className="muted small">
            {t('moderation.person', {
              name: `@${user.user.username}`,
              when: formatDate(locale, user.createdAt),
              n: user.reportsAbout,
              open: user.openReportsAbout,
            })}
            {user.moderator && ` · ${t('moderation.isModerator')}`}
            {user.mutedUntil && ` · ${t('moderation.mutedUntil', { when: formatDate(locale, user.mutedUntil) })}`}
            {user.closed
              ? ` · ${t('moderation.closedAccount')}`
              : user.suspended &&
                ` · ${user.suspendedUntil ? t('moderation.suspendedUntil', { when: formatDate(locale, user.suspendedUntil) }) : t('moderation.suspended')}`}
          </span>
        </p>
      )}
      {game && (
        <p data-testid="context-game">
          <Link href={`/games/${game.id}`}>{t(`variant.${game.variant}`)}</Link>{' '}
          <span className="muted small">
            {t(`status.${game.status}`)}
            {game.annulled && ` · ${t('moderation.annulled')}`} ·{' '}
            {game.seats.map((s) => `${seatLabel(t, s.seat)}: ${s.player?.username ?? s.computer ?? '—'}`).join(', ')}
          </span>
        </p>
      )}
      {club && (
        <p data-testid="context-club">
          <Link href={`/clubs/${club.id}`}>{club.name}</Link>{' '}
          <span className="muted small">{t(`clubs.${club.visibility}`)}</span>
          {club.description && <span className="small"> — {club.description}</span>}
        </p>
      )}
      {lines && (
        <>
          <h3>{t('moderation.channel', { channel: channel ?? '' })}</h3>
          <ol className="talk-lines" data-testid="context-lines">
            {lines.map((l) => (
              <li
                key={l.id}
                className={`talk-line${l.kind === 'system' ? ' system' : ''}`}
                data-reported={l.reported || undefined}
              >
                <span className="small muted">
                  {formatDate(locale, l.createdAt)} · {l.author?.username ?? (l.seat ? seatLabel(t, l.seat) : '')}
                </span>
                <p className="talk-text">{l.reported ? <mark>{l.text}</mark> : l.text}</p>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
