'use client';
import type { ReactNode } from 'react';
import type { ChannelMessage, Game } from '../../../lib/api/client';
import { formatDate, resultReason, seatLabel } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey, Translate } from '../../../lib/i18n/translate';
import { ReportButton } from '../../safety/components/report-button';

/** http(s) addresses in a message: shown as links the reader may follow, never fetched by us. */
const LINK = /\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]]/g;

/** A message's text as text, its addresses as links (no preview, no referrer). */
function withLinks(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let at = 0;
  for (const m of text.matchAll(LINK)) {
    if (m.index > at) out.push(text.slice(at, m.index));
    out.push(
      <a key={m.index} href={m[0]} target="_blank" rel="noopener noreferrer nofollow ugc">
        {m[0]}
      </a>,
    );
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

/** A system line in the reader's language, from its structured part (the text is the English). */
export function systemSentence(t: Translate, line: ChannelMessage): string {
  const sys = line.system;
  if (sys?.event === 'coalition-formed' && sys.coalition) {
    const c = sys.coalition as { seats: string[]; round: number; by: string };
    return t('talk.sys.coalition', {
      joiner: seatLabel(t, c.seats[1]),
      leader: seatLabel(t, c.seats[0]),
      round: c.round,
      by: t(`coalition.by.${c.by}` as MessageKey),
    });
  }
  if (sys?.event === 'game-over') {
    const o = (sys.outcome ?? {}) as { status?: string; result?: { winners: string[]; reason: string } | null };
    if (o.result?.reason === 'neutrality') return t('talk.sys.neutrality');
    if (o.status === 'aborted' || !o.result) return t('talk.sys.aborted');
    const reason = resultReason(t, o.result.reason);
    if (o.result.winners.length === 0) return t('talk.sys.drawn', { reason });
    return t('talk.sys.won', { winners: o.result.winners.map((s) => seatLabel(t, s)).join(' + '), reason });
  }
  return line.text;
}

/**
 * One line of a channel: a player's message (collapsed when its seat is muted or its author is
 * someone I blocked; others' messages can be reported) or a system line.
 */
export function MessageLine({ line, game }: { line: ChannelMessage; game: Game }) {
  const { t, locale } = useI18n();
  const when = formatDate(locale, line.createdAt);
  if (line.kind === 'system')
    return (
      <li className="talk-line system" data-testid="talk-line" data-kind="system" data-seq={line.seq}>
        <span>{systemSentence(t, line)}</span>{' '}
        <span className="muted small">
          {t('talk.atMove', { n: line.system?.gameSeq ?? line.gameVersion })} · {when}
        </span>
      </li>
    );
  const mine = line.seat !== null && game.yourSeats.includes(line.seat);
  const who = (
    <span className="who">
      {line.seat && <i className={`dot ${line.seat}`} aria-hidden="true" />}
      <strong>{line.author?.displayName ?? (line.seat ? seatLabel(t, line.seat) : '')}</strong>
      {line.seat && <span className="muted small"> ({seatLabel(t, line.seat)})</span>}
    </span>
  );
  return (
    <li
      className={`talk-line${mine ? ' mine' : ''}`}
      data-testid="talk-line"
      data-kind="message"
      data-seq={line.seq}
      data-muted={line.muted || undefined}
      data-hidden={line.hiddenByBlock || undefined}
    >
      {line.muted || line.hiddenByBlock ? (
        <details>
          <summary className="muted small">
            {line.hiddenByBlock
              ? t('talk.hiddenByBlock')
              : t('talk.mutedLine', { seat: line.seat ? seatLabel(t, line.seat) : '' })}
          </summary>
          <p className="talk-text">{withLinks(line.text)}</p>
        </details>
      ) : (
        <>
          <div className="talk-meta">
            {who} <span className="muted small">{when}</span>
            {!mine && line.author && <ReportButton subject="message" id={line.id} />}
          </div>
          <p className="talk-text">{withLinks(line.text)}</p>
        </>
      )}
    </li>
  );
}
