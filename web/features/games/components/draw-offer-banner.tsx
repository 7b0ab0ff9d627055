'use client';
import type { Game, ToMove } from '../../../lib/api/client';
import { seatLabel } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import { actingSeat, mayAnswerDraw } from '../lib/acting-seat';
import { seatName } from '../lib/seat-name';
import type { Send } from '../types';

/**
 * A draw offer at the top of the game page, where the turn status is read: who offers it, by name,
 * and Accept/Decline for a seat of mine that has not answered yet. The sidebar keeps its own buttons.
 */
export function DrawOfferBanner({
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
  const offer = game.drawOffer;
  if (!offer || game.status === 'finished' || game.status === 'aborted') return null;
  const name = seatName(t, game, offer.by);
  const seat = actingSeat(game, acting);
  const mayAnswer = mayAnswerDraw(game, seat);
  const act = (type: 'accept-draw' | 'decline-draw') =>
    void send({ path: '/games/{id}/actions', body: { type, seat: seat! } });
  return (
    <div className="note draw-banner" role="status" data-testid="draw-banner" data-by={offer.by}>
      <strong>{t('game.drawBanner', { name, seat: seatLabel(t, offer.by) })}</strong>
      {mayAnswer && (
        <span className="row wrap">
          <button type="button" className="button small" disabled={busy} onClick={() => act('accept-draw')}>
            {t('game.acceptDraw')}
          </button>
          <button type="button" className="button small secondary" disabled={busy} onClick={() => act('decline-draw')}>
            {t('game.declineDraw')}
          </button>
        </span>
      )}
    </div>
  );
}
