'use client';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { api, asProblem, type Problem, type Vacations } from '../../../lib/api/client';
import { useI18n } from '../../../lib/i18n/provider';
import { ProblemNote } from '../../_components/problem';

/** Vacation: days left per year, the vacations taken, and a new one (today or later). */
export function VacationPanel() {
  const { t } = useI18n();
  const [data, setData] = useState<Vacations | null>(null);
  const today = new Date().toISOString().slice(0, 10);
  const [range, setRange] = useState({ from: today, to: today });
  const [problem, setProblem] = useState<Problem | null>(null);
  const load = useCallback(async () => {
    const r = await api.GET('/me/vacations');
    if (r.data) setData(r.data);
    else setProblem(asProblem(r.error, r.response));
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  const take = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const { error, response } = await api.POST('/me/vacations', { body: range });
    if (!response.ok) setProblem(asProblem(error, response));
    await load();
  };
  const cancel = async (id: string) => {
    const { error, response } = await api.DELETE('/me/vacations/{id}', { params: { path: { id } } });
    if (!response.ok) setProblem(asProblem(error, response));
    await load();
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
              <button type="button" className="link" onClick={() => void cancel(v.id)}>
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
