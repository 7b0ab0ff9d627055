'use client';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useI18n } from '../../../lib/i18n/provider';
import { tabForKey } from '../../../lib/tab-keys';

/** A phone shows the board or the negotiation, with a tab for each. */
const PANES = ['board', 'talk'] as const;
export type Pane = (typeof PANES)[number];

/** The pane a phone shows: the board, or the negotiation when the page was opened at #negotiation. */
export function usePhonePane() {
  const [pane, setPane] = useState<Pane>('board');
  useEffect(() => {
    if (window.location.hash === '#negotiation') setPane('talk');
  }, []);
  return [pane, setPane] as const;
}

/**
 * On a phone the negotiation is a tab next to the board. The two tabs are a tab list like the
 * negotiation panel's channels: arrow keys, Home and End.
 */
export function PhonePaneTabs({
  pane,
  onSelect,
  unread,
}: {
  pane: Pane;
  onSelect: (pane: Pane) => void;
  /** Unread negotiation lines, counted on the negotiation's tab. */
  unread: number;
}) {
  const { t } = useI18n();
  const paneTabs = useRef<Partial<Record<Pane, HTMLButtonElement | null>>>({});
  const onPaneKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const to = tabForKey(e.key, PANES, pane);
    if (to === null) return;
    e.preventDefault();
    onSelect(to);
    paneTabs.current[to]?.focus();
  };
  return (
    <div className="phone-panes" role="tablist" aria-label={t('talk.title')}>
      {PANES.map((p) => (
        <button
          key={p}
          type="button"
          role="tab"
          id={`pane-tab-${p}`}
          aria-selected={pane === p}
          aria-controls={p === 'board' ? 'board-pane' : 'negotiation'}
          tabIndex={pane === p ? 0 : -1}
          ref={(el) => {
            paneTabs.current[p] = el;
          }}
          className={pane === p ? 'on' : ''}
          onClick={() => onSelect(p)}
          onKeyDown={onPaneKey}
          data-testid={`pane-${p}`}
        >
          {p === 'board' ? t('talk.phoneBoard') : t('talk.title')}
          {p === 'talk' && unread > 0 && <span className="unread">{unread}</span>}
        </button>
      ))}
    </div>
  );
}
