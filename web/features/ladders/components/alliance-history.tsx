'use client';
import { MoreButton } from '../../../components/more-button';
import type { CoalitionForm } from '../../../lib/api/client';
import { seatLabel } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import type { useAlliances } from '../../alliances/api/use-alliances';
import { AllianceList } from '../../alliances/components/alliance-list';

/**
 * A coalition ladder's alliance history in a season: how each form of coalition fared (games,
 * wins, losses, draws, aborts), then the alliances themselves, page by page.
 */
export function AllianceHistory({
  forms,
  alliances,
}: {
  forms: readonly CoalitionForm[];
  alliances: ReturnType<typeof useAlliances>;
}) {
  const { t } = useI18n();
  return (
    <section className="panel" data-testid="alliance-history">
      <h2>{t('ladders.alliances')}</h2>
      {forms.length > 0 && (
        <table className="table compact" style={{ marginBottom: '0.8rem' }}>
          <thead>
            <tr>
              <th>{t('ladders.form')}</th>
              <th className="num">{t('ladders.games')}</th>
              <th className="num">{t('ladders.wins')}</th>
              <th className="num">{t('ladders.losses')}</th>
              <th className="num">{t('ladders.draws')}</th>
              <th className="num">{t('ladders.aborts')}</th>
            </tr>
          </thead>
          <tbody>
            {forms.map((f) => (
              <tr key={f.form}>
                <td>
                  {f.form.split('+').map((seat, i) => (
                    <span key={seat} className="seat-chip">
                      {i > 0 && <span aria-hidden="true">&nbsp;+&nbsp;</span>}
                      <i className={`dot ${seat}`} aria-hidden="true" />
                      {seatLabel(t, seat)}
                    </span>
                  ))}
                </td>
                <td className="num">{f.games}</td>
                <td className="num">{f.won}</td>
                <td className="num">{f.lost}</td>
                <td className="num">{f.drawn}</td>
                <td className="num">{f.aborted}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {alliances.data ? (
        <AllianceList alliances={alliances.data.pages.flatMap((p) => p.items)} />
      ) : (
        !alliances.error && <p className="muted">{t('common.loading')}</p>
      )}
      <MoreButton query={alliances} testId="more-alliances" />
    </section>
  );
}
