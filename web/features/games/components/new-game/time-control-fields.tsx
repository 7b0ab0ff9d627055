'use client';
import { useI18n } from '../../../../lib/i18n/provider';
import type { TimeControlForm } from './types';

/** The time control: days per move, or a bank of days with an increment per move and a cap. */
export function TimeControlFields({ tc, onChange }: { tc: TimeControlForm; onChange: (tc: TimeControlForm) => void }) {
  const { t } = useI18n();
  return (
    <section className="panel">
      <h2>{t('new.timeControl')}</h2>
      <div className="row wrap">
        <label className="row">
          <input
            type="radio"
            name="tc"
            checked={tc.type === 'per-move'}
            onChange={() => onChange({ ...tc, type: 'per-move' })}
          />{' '}
          {t('new.perMove')}
        </label>
        <label className="row">
          <input
            type="radio"
            name="tc"
            checked={tc.type === 'bank'}
            onChange={() => onChange({ ...tc, type: 'bank' })}
          />{' '}
          {t('new.bank')}
        </label>
      </div>
      <div className="row wrap" style={{ marginTop: '0.6rem' }}>
        {tc.type === 'per-move' ? (
          <label className="field">
            {t('new.days')}
            <input
              type="number"
              min={1}
              max={30}
              value={tc.days}
              onChange={(e) => onChange({ ...tc, days: Number(e.target.value) })}
            />
          </label>
        ) : (
          <>
            <label className="field">
              {t('new.initialDays')}
              <input
                type="number"
                min={1}
                max={90}
                value={tc.initialDays}
                onChange={(e) => onChange({ ...tc, initialDays: Number(e.target.value) })}
              />
            </label>
            <label className="field">
              {t('new.incrementDays')}
              <input
                type="number"
                min={0}
                max={30}
                value={tc.incrementDays}
                onChange={(e) => onChange({ ...tc, incrementDays: Number(e.target.value) })}
              />
            </label>
            <label className="field">
              {t('new.maxDays')}
              <input
                type="number"
                min={1}
                max={180}
                value={tc.maxDays}
                onChange={(e) => onChange({ ...tc, maxDays: Number(e.target.value) })}
              />
            </label>
          </>
        )}
      </div>
    </section>
  );
}
