'use client';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Game, Problem } from '../../../lib/api/client';
import { seatLabel } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { ProblemNote } from '../../../components/problem';
import { tabForKey } from '../../../lib/tab-keys';
import { MessageLine } from './message-line';
import { NotesEditor } from './notes-editor';
import type { Negotiation } from '../hooks/use-negotiation';

/** The characters a message may have (the API's limit, checked there too). */
const MAX_MESSAGE = 2000;
const NOTES = 'notes';

/**
 * The conversation beside the board: a tab per channel I may read (the table, my private
 * channels; every channel after a reveal) with its unread count, then my private notes. The tabs
 * are a WAI-ARIA tab list (arrow keys, Home, End); in the composer Enter sends and Shift+Enter
 * starts a new line. Messages are plain text; a link is shown as a link, never fetched.
 */
export function NegotiationPanel({ game, talk, visible }: { game: Game; talk: Negotiation; visible: boolean }) {
  const { t } = useI18n();
  const player = game.yourSeats.length > 0;
  const channels = talk.channels ?? [];
  const tabs = [...channels.map((c) => c.id), ...(player ? [NOTES] : [])];
  const [tab, setTab] = useState<string | null>(null);
  const current = tab && tabs.includes(tab) ? tab : (tabs[0] ?? null);
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  // The tab shown loads its channel and marks it read (again when the list changes: `open` follows
  // it) — only while the panel is in view: on a phone it hides behind the board's tab.
  const { open } = talk;
  useEffect(() => {
    open(visible && current && current !== NOTES ? current : null);
  }, [visible, current, open]);

  const over = game.status === 'finished' || game.status === 'aborted';
  const revealed = over && game.pressReveal === 'after-game';

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const to = tabForKey(e.key, tabs, current);
    if (to === null) return;
    e.preventDefault();
    setTab(to);
    tabRefs.current[to]?.focus();
  };

  const channelName = (id: string) =>
    id === 'table'
      ? t('talk.table')
      : id
          .split('+')
          .map((s) => seatLabel(t, s))
          .join(' + ');

  return (
    <section
      className="panel negotiation"
      id="negotiation"
      data-testid="negotiation"
      aria-labelledby="negotiation-title"
    >
      <h2 id="negotiation-title">{t('talk.title')}</h2>
      <p className="muted small" data-testid="press-settings">
        {t(`talk.press.${game.press}` as MessageKey)} · {t(`talk.reveal.${game.pressReveal}` as MessageKey)}
      </p>
      {revealed && channels.length > 0 && (
        <p className="small revealed" data-testid="talk-revealed">
          {t('talk.revealedNote')}
        </p>
      )}
      {game.press === 'none' && <p className="muted">{t('talk.noPress')}</p>}
      {game.press !== 'none' && talk.channels !== null && channels.length === 0 && (
        <p className="muted" data-testid="talk-private">
          {over ? t('talk.neverRevealed') : t('talk.playersOnly')}
        </p>
      )}
      {tabs.length > 0 && (
        <div className="talk-tabs" role="tablist" aria-label={t('talk.title')}>
          {tabs.map((id) => {
            const channel = channels.find((c) => c.id === id);
            const selected = id === current;
            return (
              <button
                key={id}
                type="button"
                role="tab"
                id={`talk-tab-${id}`}
                aria-selected={selected}
                aria-controls={`talk-pane-${id}`}
                tabIndex={selected ? 0 : -1}
                ref={(el) => {
                  tabRefs.current[id] = el;
                }}
                className={selected ? 'on' : ''}
                data-testid={`talk-tab-${id}`}
                onClick={() => setTab(id)}
                onKeyDown={onTabKey}
              >
                {id === NOTES ? (
                  t('talk.notes')
                ) : (
                  <>
                    {channel!.members.length < 4 &&
                      channel!.members.map((s) => <i key={s} className={`dot ${s}`} aria-hidden="true" />)}
                    {channelName(id)}
                  </>
                )}
                {!!channel?.unread && (
                  <span className="unread" data-testid="unread" aria-label={t('talk.unread', { n: channel.unread })}>
                    {channel.unread}
                  </span>
                )}
              </button>
            );
          })}
        </div>
      )}
      {current === NOTES && (
        <div role="tabpanel" id={`talk-pane-${NOTES}`} aria-labelledby={`talk-tab-${NOTES}`}>
          <NotesEditor gameId={game.id} />
        </div>
      )}
      {current && current !== NOTES && (
        <ChannelPane key={current} game={game} talk={talk} channelId={current} label={channelName(current)} />
      )}
      <ProblemNote problem={talk.problem} />
    </section>
  );
}

function ChannelPane({
  game,
  talk,
  channelId,
  label,
}: {
  game: Game;
  talk: Negotiation;
  channelId: string;
  label: string;
}) {
  const { t } = useI18n();
  const channel = talk.channels?.find((c) => c.id === channelId);
  const loaded = talk.lines[channelId];
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const mySeatsHere = game.yourSeats.filter((s) => channel?.members.includes(s));
  const [seat, setSeat] = useState<string>(mySeatsHere[0] ?? '');
  const list = useRef<HTMLOListElement>(null);
  const lastSeq = loaded?.items.at(-1)?.seq ?? 0;

  // The newest line in view when one arrives (the list scrolls, not the page).
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lastSeq]);

  const send = async () => {
    const body = text.trim();
    if (!body || busy) return;
    setBusy(true);
    setProblem(null);
    const refused = await talk.post(channelId, body, mySeatsHere.length > 1 ? seat : undefined);
    setBusy(false);
    if (refused) setProblem(refused);
    else setText('');
  };

  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  const others = channel ? channel.members.filter((s) => !game.yourSeats.includes(s)) : [];
  const over = game.status === 'finished' || game.status === 'aborted';
  return (
    <div
      role="tabpanel"
      id={`talk-pane-${channelId}`}
      aria-labelledby={`talk-tab-${channelId}`}
      data-testid="talk-pane"
      data-channel={channelId}
    >
      {loaded?.hasEarlier && (
        <button type="button" className="button secondary small" onClick={() => void talk.earlier(channelId)}>
          {t('talk.earlier')}
        </button>
      )}
      <ol className="talk-lines" ref={list} aria-live="polite" aria-label={label} data-testid="talk-lines">
        {loaded === undefined && <li className="muted">{t('common.loading')}</li>}
        {loaded?.items.length === 0 && <li className="muted">{t('talk.empty')}</li>}
        {loaded?.items.map((line) => (
          <MessageLine key={line.seq} line={line} game={game} />
        ))}
      </ol>
      {channel?.canPost ? (
        <form
          className="talk-compose"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          {mySeatsHere.length > 1 && (
            <label className="small">
              {t('talk.writeAs')}{' '}
              <select value={seat} onChange={(e) => setSeat(e.target.value)} data-testid="talk-seat">
                {mySeatsHere.map((s) => (
                  <option key={s} value={s}>
                    {seatLabel(t, s)}
                  </option>
                ))}
              </select>
            </label>
          )}
          <textarea
            name="message"
            rows={2}
            maxLength={MAX_MESSAGE}
            value={text}
            placeholder={t('talk.placeholder', { channel: label })}
            aria-label={t('talk.placeholder', { channel: label })}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKey}
            data-testid="talk-input"
          />
          <div className="row">
            <span className="muted small">{t('talk.count', { n: text.length, max: MAX_MESSAGE })}</span>
            <button type="submit" className="button small" disabled={busy || !text.trim()} data-testid="talk-send">
              {t('talk.send')}
            </button>
          </div>
          <ProblemNote problem={problem} />
        </form>
      ) : (
        channel && <p className="muted small">{t(game.status === 'open' ? 'talk.notYet' : 'talk.closed')}</p>
      )}
      {/* Muting matters while lines can still come: not in the archive of a game that ended. */}
      {others.length > 0 && game.yourSeats.length > 0 && !over && (
        <details className="talk-mutes">
          <summary className="small">{t('talk.mutes')}</summary>
          {others.map((s) => (
            <label key={s} className="row small">
              <input
                type="checkbox"
                checked={talk.muted.includes(s)}
                onChange={(e) => void talk.setMuted(s, e.target.checked)}
                data-testid={`mute-${s}`}
              />
              {t('talk.mute', { seat: seatLabel(t, s) })}
            </label>
          ))}
        </details>
      )}
    </div>
  );
}
