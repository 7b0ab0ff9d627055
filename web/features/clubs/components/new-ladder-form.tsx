'use client';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { type AbandonedChoice, AbandonedChoiceFields } from '../../../components/abandoned-choice';
import { useI18n } from '../../../lib/i18n/provider';
import type { useCreateLadder } from '../api/use-create-ladder';

/**
 * A new ladder of the club (owners and admins): its name, variant, first season, what happens to
 * an abandoned seat in its games, and who is credited for a seat that changed hands. Created, it
 * opens; a refusal is shown with the club's problems, above.
 */
export function NewLadderForm({ creating }: { creating: ReturnType<typeof useCreateLadder> }) {
  const { t } = useI18n();
  const router = useRouter();
  const year = new Date().getUTCFullYear();
  const [ladder, setLadder] = useState({
    name: '',
    variant: 'coalition' as '007' | 'coalition',
    season: String(year),
    startsOn: `${year}-01-01`,
    endsOn: `${year}-12-31`,
    holderCredit: 'final' as 'final' | 'each',
  });
  // What happens to a seat whose player vanishes, for every game of the ladder.
  const [abandoned, setAbandoned] = useState<AbandonedChoice>({ mode: 'resign', level: 'greedy' });
  const createLadder = (e: FormEvent) => {
    e.preventDefault();
    creating.mutate(
      {
        name: ladder.name,
        variant: ladder.variant,
        options: {
          abandoned: abandoned.mode,
          ...(abandoned.mode === 'resign' ? {} : { abandonedLevel: abandoned.level }),
        },
        holderCredit: ladder.holderCredit,
        optionsFixed: false,
        allowStrawmen: false,
        rated: ladder.variant === '007',
        season: { name: ladder.season, startsOn: ladder.startsOn, endsOn: ladder.endsOn },
      },
      { onSuccess: (created) => router.push(`/ladders/${created.id}`) },
    );
  };
  return (
    <section className="panel" style={{ maxWidth: '34rem' }}>
      <h2>{t('ladders.create')}</h2>
      <form className="form" onSubmit={createLadder}>
        <label>
          {t('clubs.name')}
          <input
            name="ladder-name"
            required
            value={ladder.name}
            onChange={(e) => setLadder({ ...ladder, name: e.target.value })}
          />
        </label>
        <label>
          {t('new.variant')}
          <select
            value={ladder.variant}
            onChange={(e) => setLadder({ ...ladder, variant: e.target.value as '007' | 'coalition' })}
          >
            <option value="coalition">{t('variant.coalition')}</option>
            <option value="007">{t('variant.007')}</option>
          </select>
        </label>
        <div className="row wrap">
          <label className="field">
            {t('ladders.season')}
            <input value={ladder.season} onChange={(e) => setLadder({ ...ladder, season: e.target.value })} />
          </label>
          <label className="field">
            {t('ladders.from')}
            <input
              type="date"
              value={ladder.startsOn}
              onChange={(e) => setLadder({ ...ladder, startsOn: e.target.value })}
            />
          </label>
          <label className="field">
            {t('ladders.to')}
            <input
              type="date"
              value={ladder.endsOn}
              onChange={(e) => setLadder({ ...ladder, endsOn: e.target.value })}
            />
          </label>
        </div>
        <AbandonedChoiceFields value={abandoned} onChange={setAbandoned} />
        <label>
          {t('ladders.holderCredit')}
          <select
            name="holderCredit"
            value={ladder.holderCredit}
            onChange={(e) => setLadder({ ...ladder, holderCredit: e.target.value as 'final' | 'each' })}
          >
            <option value="final">{t('ladders.holderCredit.final')}</option>
            <option value="each">{t('ladders.holderCredit.each')}</option>
          </select>
        </label>
        <div>
          <button type="submit" className="button">
            {t('ladders.create')}
          </button>
        </div>
      </form>
    </section>
  );
}
