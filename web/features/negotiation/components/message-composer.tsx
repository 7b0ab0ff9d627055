'use client';
import { useState, type KeyboardEvent } from 'react';
import { ProblemNote } from '../../../components/problem';
import type { Problem } from '../../../lib/api/client';
import { seatLabel } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import type { Negotiation } from '../types';

/** The characters a message may have (the API's limit, checked there too). */
const MAX_MESSAGE = 2000;

/**
 * Writing to a channel: Enter sends and Shift+Enter starts a new line; a player with more than one
 * seat in the channel chooses which one writes. A refusal is shown under the box, which keeps the text.
 */
export function MessageComposer({
  post,
  channelId,
  label,
  mySeatsHere,
}: {
  post: Negotiation['post'];
  channelId: string;
  label: string;
  /** My seats among the channel's members. */
  mySeatsHere: readonly string[];
}) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [seat, setSeat] = useState<string>(mySeatsHere[0] ?? '');

  const send = async () => {
    const body = text.trim();
    if (!body || busy) return;
    setBusy(true);
    setProblem(null);
    const refused = await post(channelId, body, mySeatsHere.length > 1 ? seat : undefined);
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

  return (
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
  );
}
