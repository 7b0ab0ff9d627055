'use client';
import { useEffect, useRef, useState } from 'react';
import type { Game } from '../../../lib/api/client';
import { seatLabel } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey, Translate } from '../../../lib/i18n/translate';
import { type SinceItem, useMarkSeen, useSinceLastVisit } from '../api/use-since-last-visit';

const KIND_KEYS: Record<string, MessageKey> = {
  declaration: 'game.sinceDeclaration',
  check: 'game.sinceCheck',
  coalition: 'game.sinceCoalition',
  arrangement: 'game.sinceArrangement',
  pass: 'game.sincePass',
  resignation: 'game.sinceResignation',
  'draw-offered': 'game.sinceDrawOffered',
  'draw-declined': 'game.sinceDrawDeclined',
  'draw-accepted': 'game.sinceDrawAccepted',
  'draw-claimed': 'game.sinceDrawClaimed',
  'seat-change': 'game.sinceSeatChange',
  'game-over': 'game.sinceGameOver',
};

function itemText(t: Translate, item: SinceItem): string {
  const seat = item.seat ? seatLabel(t, item.seat) : '';
  if (item.kind === 'move') return t('game.sinceMove', { seat, move: item.text ?? item.move ?? '' });
  const key = KIND_KEYS[item.kind];
  if (!key) return item.event;
  return t(key, {
    seat,
    ally: item.ally ? seatLabel(t, item.ally) : '',
    seats: item.seats.map((s) => seatLabel(t, s)).join(' + '),
  });
}

/**
 * "Since your last visit": what happened in the game after the version I last marked seen (kept
 * on the server, so every device agrees), a step-through that highlights each half-move's squares
 * on the board, and "mark as seen" — also done when I send a move.
 */
export function SinceLastVisitPanel({
  game,
  onHighlight,
}: {
  game: Game;
  onHighlight: (squares: readonly string[] | null) => void;
}) {
  const { t } = useI18n();
  const since = useSinceLastVisit(game.id, true);
  const mark = useMarkSeen(game.id);
  const [step, setStep] = useState(-1);
  const data = since.data;
  const items = data?.items ?? [];

  // A move I sent marks the game seen: my turn ended and the version moved on.
  const wasMine = useRef(false);
  const mine = game.toMove.some((m) => game.yourSeats.includes(m.seat));
  const { mutate } = mark;
  const pending = items.length > 0 || (data?.messages.count ?? 0) > 0;
  useEffect(() => {
    if (wasMine.current && !mine && pending) mutate(game.version);
    wasMine.current = mine;
  }, [mine, pending, game.version, mutate]);

  const shown = step >= 0 ? items[step] : undefined;
  useEffect(() => {
    onHighlight(shown?.from && shown.to ? [shown.from, shown.to] : null);
  }, [shown, onHighlight]);

  if (!data || !pending) return null;
  const roundKey: MessageKey = game.variant === '007' ? 'game.sinceTurn' : 'game.sinceRound';
  const seen = () => {
    setStep(-1);
    mark.mutate(data.version);
  };

  return (
    <section className="panel since-last-visit" aria-labelledby="since-title" data-testid="since-last-visit">
      <h2 id="since-title">{t('game.sinceTitle')}</h2>
      {items.length > 0 && (
        <ol className="since-items">
          {items.map((item, i) => (
            <li
              key={`${item.seq}-${i}`}
              data-kind={item.kind}
              aria-current={i === step ? 'step' : undefined}
              className={i === step ? 'current' : undefined}
            >
              {item.round !== null && <span className="muted">{t(roundKey, { round: item.round })} · </span>}
              {itemText(t, item)}
            </li>
          ))}
        </ol>
      )}
      {data.messages.count > 0 && (
        <div className="since-messages" data-testid="since-messages">
          <p>{t('game.sinceMessages', { n: data.messages.count })}</p>
          <ul>
            {data.messages.first.map((m) => (
              <li key={`${m.channel}-${m.seq}`}>
                <strong>{seatLabel(t, m.seat)}:</strong> {m.line}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="since-controls" role="group" aria-label={t('game.sinceStep')}>
        {items.length > 0 && (
          <>
            <button
              type="button"
              className="button small secondary"
              disabled={step <= 0}
              onClick={() => setStep(step - 1)}
            >
              {t('game.sincePrevious')}
            </button>
            <button
              type="button"
              className="button small secondary"
              data-testid="since-next"
              disabled={step >= items.length - 1}
              onClick={() => setStep(step + 1)}
            >
              {step < 0 ? t('game.sinceStep') : t('game.sinceNext')}
            </button>
            {step >= 0 && (
              <span className="small" aria-live="polite" data-testid="since-position">
                {t('game.sinceOf', { i: step + 1, n: items.length })}
              </span>
            )}
          </>
        )}
        <button
          type="button"
          className="button small"
          data-testid="since-mark-seen"
          disabled={mark.isPending}
          onClick={seen}
        >
          {t('game.sinceMarkSeen')}
        </button>
      </div>
    </section>
  );
}
