'use client';
import { useState } from 'react';
import type { Game, SimpleActionType, ToMove } from '../../../lib/api/client';
import { seatLabel } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import { actingSeat, mayAnswerDraw } from '../lib/acting-seat';
import type { Send } from '../types';
import { AbortOrLeave } from './abort-or-leave';
import { AskTakeback } from './takeback-request';

/** Draw offers (offer, accept, decline, claim), resignation, and before the first move abort or leave, for a seat I hold. */
export function GameActions({
  game,
  acting,
  busy,
  send,
}: {
  game: Game;
  acting: ToMove | undefined;
  busy: boolean;
  send: Send;
}) {
  const { t } = useI18n();
  const [confirmResign, setConfirmResign] = useState(false);
  const seat = actingSeat(game, acting);
  if (!seat || game.status === 'finished' || game.status === 'aborted') return null;
  const act = (type: SimpleActionType) => void send({ path: '/games/{id}/actions', body: { type, seat } });
  const offer = game.drawOffer;
  const mayAnswer = mayAnswerDraw(game, seat);
  const notStarted = game.status === 'open' || (game.position?.plies ?? 0) === 0;
  return (
    <section className="panel" data-testid="game-actions">
      <h2>{t('game.actions')}</h2>
      {offer && (
        <p className="note" data-testid="draw-offer">
          {t('game.drawOffered', {
            seat: seatLabel(t, offer.by),
            agreed: offer.agreed.map((s) => seatLabel(t, s)).join(', ') || '—',
          })}
        </p>
      )}
      <div className="row wrap">
        {mayAnswer && (
          <>
            <button type="button" className="button small" disabled={busy} onClick={() => act('accept-draw')}>
              {t('game.acceptDraw')}
            </button>
            <button
              type="button"
              className="button small secondary"
              disabled={busy}
              onClick={() => act('decline-draw')}
            >
              {t('game.declineDraw')}
            </button>
          </>
        )}
        {!offer && game.status === 'active' && (
          <button type="button" className="button small secondary" disabled={busy} onClick={() => act('offer-draw')}>
            {t('game.offerDraw')}
          </button>
        )}
        <AskTakeback game={game} seat={seat} />
        {game.drawClaimable && acting && (
          <button type="button" className="button small secondary" disabled={busy} onClick={() => act('claim-draw')}>
            {t('game.claimDraw')}
          </button>
        )}
        {notStarted ? (
          <AbortOrLeave game={game} seat={seat} busy={busy} send={send} />
        ) : confirmResign ? (
          <>
            <span>{t('game.resignConfirm')}</span>
            <button
              type="button"
              className="button small danger"
              disabled={busy}
              onClick={() => act('resign')}
              data-testid="resign-confirm"
            >
              {t('game.resign')}
            </button>
            <button type="button" className="link" onClick={() => setConfirmResign(false)}>
              {t('common.cancel')}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button small danger"
            disabled={busy}
            onClick={() => setConfirmResign(true)}
            data-testid="resign"
          >
            {t('game.resign')}
          </button>
        )}
      </div>
    </section>
  );
}
