'use client';
import { useState, type FormEvent } from 'react';
import { useCancelVacation } from '../api/use-cancel-vacation';
import { useTakeVacation } from '../api/use-take-vacation';
import { useVacations } from '../api/use-vacations';
import type { Problem } from '../../../lib/api/client';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { ProblemNote } from '../../../components/problem';

/** Vacation: days left per year, the vacations taken, and a new one (today or later). */
export function VacationPanel() {
  const { t } = useI18n();
  const vacations = useVacations();
  const data = vacations.data;
  const { mutate: takeVacation } = useTakeVacation();
  const { mutate: cancelVacation } = useCancelVacation();
  const today = new Date().toISOString().slice(0, 10);
  const [range, setRange] = useState({ from: today, to: today });
  const [refused, setRefused] = useState<Problem | null>(null);
  const problem = refused ?? problemOf(vacations.error);
  const onError = (error: unknown) => setRefused(problemOf(error));
  const take = (e: FormEvent) => {
    e.preventDefault();
    setRefused(null);
    takeVacation(range, { onError });
  };
  const cancel = (id: string) => {
    setRefused(null);
    cancelVacation(id, { onError });
  };
  return (
    <section className="panel" data-testid="vacation">
      <h2>{t('settings.vacation')}</h2>
      <p className="muted">{t('settings.vacationHelp')}</p>
      {data && (
        <p>
          {data.years.map((y) => (
            <span key={y.year} style={{ marginRight: '1rem' }}>
              {t('settings.vacationLeft', { days: y.left, per: data.daysPerYear, year: y.year })}
            </span>
          ))}
        </p>
      )}
      {data && data.vacations.length > 0 && (
        <ul className="seat-list" style={{ marginBottom: '0.8rem' }}>
          {data.vacations.map((v) => (
            <li key={v.id}>
              <span>
                {v.from} – {v.to} ({t('common.days', { n: v.days })})
              </span>
              <button type="button" className="link" onClick={() => cancel(v.id)}>
                {t('settings.vacationCancel')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="row wrap" onSubmit={take}>
        <label className="field">
          {t('ladders.from')}
          <input
            type="date"
            min={today}
            value={range.from}
            onChange={(e) => setRange({ ...range, from: e.target.value })}
          />
        </label>
        <label className="field">
          {t('ladders.to')}
          <input
            type="date"
            min={range.from}
            value={range.to}
            onChange={(e) => setRange({ ...range, to: e.target.value })}
          />
        </label>
        <button type="submit" className="button small" style={{ alignSelf: 'flex-end' }}>
          {t('settings.vacationTake')}
        </button>
      </form>
      <ProblemNote problem={problem} />
    </section>
  );
}
