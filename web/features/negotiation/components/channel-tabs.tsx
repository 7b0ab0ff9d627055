'use client';
import { useRef, type KeyboardEvent } from 'react';
import type { Channel } from '../../../lib/api/client';
import { useI18n } from '../../../lib/i18n/provider';
import { tabForKey } from '../../../lib/tab-keys';
import { channelName } from '../lib/channel-name';

/** The id of the notes tab, after the channels' tabs. */
export const NOTES = 'notes';

/**
 * A tab per channel I may read, with its members' dots and its unread count, then my notes: a
 * WAI-ARIA tab list (arrow keys, Home, End).
 */
export function ChannelTabs({
  tabs,
  channels,
  current,
  onSelect,
}: {
  tabs: readonly string[];
  channels: readonly Channel[];
  current: string | null;
  onSelect: (tab: string) => void;
}) {
  const { t } = useI18n();
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const to = tabForKey(e.key, tabs, current);
    if (to === null) return;
    e.preventDefault();
    onSelect(to);
    tabRefs.current[to]?.focus();
  };
  return (
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
            onClick={() => onSelect(id)}
            onKeyDown={onTabKey}
          >
            {id === NOTES ? (
              t('talk.notes')
            ) : (
              <>
                {channel!.members.length < 4 &&
                  channel!.members.map((s) => <i key={s} className={`dot ${s}`} aria-hidden="true" />)}
                {channelName(t, id)}
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
  );
}
