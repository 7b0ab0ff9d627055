'use client';
import { nameInSentence } from '../../../lib/player-words';
import type { Game } from '../../../lib/api/client';
import { resultReason, seatLabel } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';

/** When the game is over: who won, why, and the points of every seat. */
export function ResultPanel({ game }: { game: Game }) {
  const { t } = useI18n();
  const r = game.result!;
  return (
    <section className="panel result" data-testid="result">
      <h2>{t('game.result')}</h2>
      <p>
        <strong>
          {r.winners.length
            ? t('game.winners', { names: r.winners.map((s) => seatLabel(t, s)).join(', ') })
            : t('game.noWinner')}
        </strong>
      </p>
      <p className="muted" data-testid="result-reason">
        {t('game.reasonLabel', { reason: resultReason(t, r.reason) })}
      </p>
      <table className="table compact">
        <thead>
          <tr>
            <th>{t('game.seats')}</th>
            <th className="num">{t('game.points')}</th>
          </tr>
        </thead>
        <tbody>
          {game.seats.map((s) => (
            <tr key={s.seat}>
              <td>
                <i className={`dot ${s.seat}`} aria-hidden="true" />{' '}
                {s.computer
                  ? t('game.seatComputer', { level: t(`computer.level.${s.computer}`) })
                  : (nameInSentence(t, s.player) ?? seatLabel(t, s.seat))}
              </td>
              <td className="num" data-testid={`points-${s.seat}`}>
                {r.points[s.seat] ?? 0}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
