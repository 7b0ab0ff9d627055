'use client';
import { type FormEvent, useState } from 'react';
import type { Game, SeatName } from '../../../lib/api/client';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { ProblemNote } from '../../../components/problem';
import { useSession } from '../../account/components/session';
import { useSeatAction } from '../api/use-seat-action';
import type { Send } from '../types';

/**
 * Before the first move: the game's creator may abort it, after a confirmation with a reason the
 * others are told; anyone else leaves their seat instead, which opens it again in the lobby.
 */
export function AbortOrLeave({ game, seat, busy, send }: { game: Game; seat: SeatName; busy: boolean; send: Send }) {
  const { t } = useI18n();
  const { me } = useSession();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const seatAction = useSeatAction(game.id);
  const isCreator = !!me && game.createdBy.id === me.id;
  const abort = (e: FormEvent) => {
    e.preventDefault();
    const why = reason.trim();
    if (why) void send({ path: '/games/{id}/actions', body: { type: 'abort', seat, reason: why } });
  };
  const leave = () => seatAction.mutate({ action: 'leave', seat }, { onSuccess: () => setConfirming(false) });
  if (!confirming)
    return (
      <button
        type="button"
        className="button small danger"
        disabled={busy}
        onClick={() => setConfirming(true)}
        data-testid={isCreator ? 'abort' : 'leave-game'}
      >
        {isCreator ? t('game.abort') : t('game.leaveGame')}
      </button>
    );
  if (!isCreator)
    return (
      <div className="stack" data-testid="leave-confirm">
        <p>{t('game.leaveConfirm')}</p>
        <div className="row">
          <button
            type="button"
            className="button small danger"
            disabled={seatAction.isPending}
            onClick={leave}
            data-testid="leave-game-confirm"
          >
            {t('game.leaveGame')}
          </button>
          <button type="button" className="link" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </button>
        </div>
        <ProblemNote problem={problemOf(seatAction.error)} />
      </div>
    );
  return (
    <form className="stack" onSubmit={abort} data-testid="abort-confirm">
      <p>{t('game.abortConfirm')}</p>
      <label className="field">
        {t('game.abortReason')}
        <textarea
          name="reason"
          required
          maxLength={500}
          rows={2}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      <div className="row">
        <button type="submit" className="button small danger" disabled={busy || !reason.trim()}>
          {t('game.abortSend')}
        </button>
        <button type="button" className="link" onClick={() => setConfirming(false)}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
