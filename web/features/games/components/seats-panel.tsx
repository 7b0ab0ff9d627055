'use client';
import { useState, type FormEvent } from 'react';
import { useSeatAction } from '../api/use-seat-action';
import { useSeatHolders } from '../api/use-seat-holders';
import type { Game, SeatHolding, SeatName } from '../../../lib/api/client';
import { problemOf } from '../../../lib/query/api-error';
import { formatDate, seatLabel } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import { levelWords } from '../../../lib/computer-level';
import { ProblemNote } from '../../../components/problem';
import { useSession } from '../../account/components/session';
import { BotBadge, PlayerName } from '../../../components/player-name';

/**
 * The seats: who plays which colour, open seats to take, invitations to answer; before the start
 * a seat of one's own to leave and, for the creator, invitations to withdraw. While the game runs,
 * a seat of one's own to offer to a substitute (one person, or anyone in the lobby), an offered
 * seat to take over, and under each seat that changed hands who held it when.
 */
export function SeatsPanel({ game }: { game: Game }) {
  const { t, locale } = useI18n();
  const { me } = useSession();
  const [offering, setOffering] = useState<string | null>(null);
  const [offerTo, setOfferTo] = useState('');
  const started = game.status !== 'open';
  const running = game.status === 'setup' || game.status === 'active';
  const holdings = useSeatHolders(game, { enabled: started }).data ?? [];
  const seatAction = useSeatAction(game.id);
  const problem = problemOf(seatAction.error);
  const offer = (e: FormEvent, seat: SeatName) => {
    e.preventDefault();
    const to = offerTo.trim();
    seatAction.mutate(
      { action: 'offer', seat, ...(to ? { to } : {}) },
      {
        onSuccess: () => {
          setOffering(null);
          setOfferTo('');
        },
      },
    );
  };
  const withdrawOffer = (seat: SeatName) => seatAction.mutate({ action: 'withdraw-offer', seat });
  const holder = (h: SeatHolding) => h.player?.displayName ?? t('seat.computer', { level: levelWords(t, h.computer) });
  const act = (seat: SeatName, action: 'join' | 'accept' | 'decline' | 'leave' | 'withdraw') =>
    seatAction.mutate({ action, seat });
  const isCreator = !!me && game.createdBy.id === me.id;
  const isGreat = (seat: string) => seat === 'yellow' || seat === 'black';
  // Practice against computers only: nobody would take the seat over; resigning ends it instead.
  const practice = !!me && game.seats.every((s) => s.computer || s.player?.id === me.id);
  return (
    <section className="panel" data-testid="seats">
      <h2>{t('game.seats')}</h2>
      <ul className="seat-list">
        {game.seats.map((s) => (
          <li key={s.seat} data-seat={s.seat} className={game.eliminated.includes(s.seat) ? 'eliminated' : ''}>
            <i className={`dot ${s.seat}`} aria-hidden="true" />
            <span className="seat-name">
              {seatLabel(t, s.seat)}
              {game.variant === 'coalition' && (
                <small className="muted"> · {isGreat(s.seat) ? t('coalition.great') : t('coalition.small')}</small>
              )}
            </span>
            <span className="seat-player">
              {s.state === 'taken' && s.computer ? (
                <em data-testid={`computer-${s.seat}`} data-level={s.computer}>
                  {t('game.seatComputer', { level: t(`computer.level.${s.computer}`) })}
                </em>
              ) : s.state === 'taken' && s.player ? (
                <PlayerName player={s.player} />
              ) : s.state === 'invited' && s.player ? (
                <>
                  <em>{t('game.seatInvited', { name: s.player.displayName })}</em>
                  <BotBadge bot={s.player.bot} />
                </>
              ) : s.state === 'invited' ? (
                // Invited by email, no account yet: only the creator is shown the address.
                <em data-testid={`invited-email-${s.seat}`}>
                  {s.invitedEmail
                    ? t('game.seatInvitedEmail', { email: s.invitedEmail })
                    : t('game.seatInvitedByEmail')}
                </em>
              ) : (
                <em>{t('game.seatOpen')}</em>
              )}
            </span>
            {me && s.state === 'open' && game.status === 'open' && (
              <button
                type="button"
                className="button small"
                onClick={() => act(s.seat, 'join')}
                data-testid={`join-${s.seat}`}
              >
                {t('game.join')}
              </button>
            )}
            {me && s.state === 'invited' && s.player?.id === me.id && (
              <>
                <button type="button" className="button small" onClick={() => act(s.seat, 'accept')}>
                  {t('home.accept')}
                </button>
                <button type="button" className="button small secondary" onClick={() => act(s.seat, 'decline')}>
                  {t('home.decline')}
                </button>
              </>
            )}
            {me && s.state === 'taken' && s.player?.id === me.id && game.status === 'open' && (
              <button
                type="button"
                className="button small secondary"
                onClick={() => act(s.seat, 'leave')}
                data-testid={`leave-${s.seat}`}
              >
                {t('game.leave')}
              </button>
            )}
            {running && s.offer && (
              <em className="muted small" data-testid={`offer-${s.seat}`}>
                {s.offer.to ? t('game.offeredTo', { name: s.offer.to.displayName }) : t('game.offeredToAnyone')}
              </em>
            )}
            {me && running && s.offer && s.player?.id !== me.id && (!s.offer.to || s.offer.to.id === me.id) && (
              <button
                type="button"
                className="button small"
                onClick={() => act(s.seat, 'join')}
                data-testid={`take-over-${s.seat}`}
              >
                {t('game.takeOver')}
              </button>
            )}
            {me &&
              running &&
              !practice &&
              s.state === 'taken' &&
              s.player?.id === me.id &&
              !s.offer &&
              offering !== s.seat && (
                <button
                  type="button"
                  className="button small secondary"
                  onClick={() => setOffering(s.seat)}
                  data-testid={`offer-open-${s.seat}`}
                >
                  {t('game.offerSeat')}
                </button>
              )}
            {me && running && s.player?.id === me.id && s.offer && (
              <button
                type="button"
                className="button small secondary"
                onClick={() => withdrawOffer(s.seat)}
                data-testid={`withdraw-offer-${s.seat}`}
              >
                {t('game.withdrawOffer')}
              </button>
            )}
            {offering === s.seat && (
              <form className="row wrap" onSubmit={(e) => offer(e, s.seat)} data-testid={`offer-form-${s.seat}`}>
                <input
                  name="offer-to"
                  aria-label={t('game.offerSeatTo')}
                  placeholder={t('game.offerSeatTo')}
                  value={offerTo}
                  onChange={(e) => setOfferTo(e.target.value)}
                />
                <button type="submit" className="button small">
                  {t('game.offerSeatSend')}
                </button>
              </form>
            )}
            {holdings.filter((h) => h.seat === s.seat).length > 1 && (
              <ol className="holders muted small" data-testid={`holders-${s.seat}`} aria-label={t('game.holders')}>
                {holdings
                  .filter((h) => h.seat === s.seat)
                  .map((h) => (
                    <li key={h.sinceSeq}>
                      {h.until
                        ? t('game.holding.until', {
                            who: holder(h),
                            how: t(`how.${h.how}`),
                            since: formatDate(locale, h.since),
                            until: formatDate(locale, h.until),
                          })
                        : t('game.holding', {
                            who: holder(h),
                            how: t(`how.${h.how}`),
                            since: formatDate(locale, h.since),
                          })}
                    </li>
                  ))}
              </ol>
            )}
            {isCreator && s.state === 'invited' && game.status === 'open' && (
              <button
                type="button"
                className="button small secondary"
                onClick={() => act(s.seat, 'withdraw')}
                data-testid={`withdraw-${s.seat}`}
              >
                {t('game.withdrawInvitation')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <ProblemNote problem={problem} />
    </section>
  );
}
