'use client';
import { useEffect, useState } from 'react';
import { ProblemNote } from '../../../components/problem';
import type { Game } from '../../../lib/api/client';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { channelName } from '../lib/channel-name';
import type { Negotiation } from '../types';
import { ChannelPane } from './channel-pane';
import { ChannelTabs, NOTES } from './channel-tabs';
import { NotesEditor } from './notes-editor';

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

  // The tab shown loads its channel and marks it read (again when the list changes: `open` follows
  // it) — only while the panel is in view: on a phone it hides behind the board's tab.
  const { open } = talk;
  useEffect(() => {
    open(visible && current && current !== NOTES ? current : null);
  }, [visible, current, open]);

  const over = game.status === 'finished' || game.status === 'aborted';
  const revealed = over && game.pressReveal === 'after-game';

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
      {tabs.length > 0 && <ChannelTabs tabs={tabs} channels={channels} current={current} onSelect={setTab} />}
      {current === NOTES && (
        <div role="tabpanel" id={`talk-pane-${NOTES}`} aria-labelledby={`talk-tab-${NOTES}`}>
          <NotesEditor gameId={game.id} />
        </div>
      )}
      {current && current !== NOTES && (
        <ChannelPane key={current} game={game} talk={talk} channelId={current} label={channelName(t, current)} />
      )}
      <ProblemNote problem={talk.problem} />
    </section>
  );
}
