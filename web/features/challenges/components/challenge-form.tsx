'use client';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { ProblemNote } from '../../../components/problem';
import { GAME_OPTIONS, optionValueWords, optionWords } from '../../../lib/game-options';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { TimeControlFields } from '../../games/components/new-game/time-control-fields';
import type { TimeControlForm, Variant } from '../../games/components/new-game/types';
import { DEFAULT_TIME_CONTROL_FORM } from '../../games/components/new-game/types';
import { VariantPick } from '../../games/components/new-game/variant-pick';
import { useCreateChallenge } from '../api/use-challenges';

/**
 * The challenge of one player (POST /challenges): the variant, its options, the time control, and
 * for Coalition Chess up to two more people; unplaced, the challenger takes the first seat.
 */
export function ChallengeForm({ username, onClose }: { username: string; onClose: () => void }) {
  const { t } = useI18n();
  const [variant, setVariant] = useState<Variant>('007');
  const [options, setOptions] = useState<Record<string, string | boolean>>({});
  const [tc, setTc] = useState<TimeControlForm>(DEFAULT_TIME_CONTROL_FORM);
  const [more, setMore] = useState(['', '']);
  const creating = useCreateChallenge();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const others = variant === 'coalition' ? more.map((m) => m.trim()).filter(Boolean) : [];
    creating.mutate({
      to: others.length > 0 ? [username, ...others] : username,
      variant,
      options: Object.fromEntries(
        GAME_OPTIONS[variant].map((o) => [o.name, options[`${variant}:${o.name}`] ?? o.values[0]]),
      ),
      timeControl:
        tc.type === 'per-move'
          ? { type: 'per-move', days: tc.days }
          : { type: 'bank', initialDays: tc.initialDays, incrementDays: tc.incrementDays, maxDays: tc.maxDays },
    });
  };
  if (creating.isSuccess)
    return (
      <p className="panel" role="status" data-testid="challenge-sent">
        {t('challenges.sent')} <Link href="/challenges">{t('challenges.outgoing')}</Link>
      </p>
    );
  return (
    <form className="challenge-form" onSubmit={submit} aria-label={t('challenges.formTitle', { name: username })}>
      <h2>{t('challenges.formTitle', { name: username })}</h2>
      <VariantPick variant={variant} onChange={setVariant} />
      <section className="panel">
        <h2>{t('new.options')}</h2>
        {GAME_OPTIONS[variant].map((o) => {
          const key = `${variant}:${o.name}`;
          const value = options[key] ?? o.values[0];
          return typeof o.values[0] === 'boolean' ? (
            <label key={key} className="row">
              <input
                type="checkbox"
                checked={value === true}
                onChange={(e) => setOptions({ ...options, [key]: e.target.checked })}
              />
              {optionWords(t, variant, o.name)}
            </label>
          ) : (
            <label key={key} className="row">
              {optionWords(t, variant, o.name)}
              <select value={String(value)} onChange={(e) => setOptions({ ...options, [key]: e.target.value })}>
                {o.values.map((v) => (
                  <option key={String(v)} value={String(v)}>
                    {optionValueWords(t, variant, o.name, String(v))}
                  </option>
                ))}
              </select>
            </label>
          );
        })}
      </section>
      <TimeControlFields tc={tc} onChange={setTc} />
      {variant === 'coalition' && (
        <section className="panel">
          <h2>{t('challenges.also')}</h2>
          {more.map((m, i) => (
            <label key={i} className="row">
              {t('challenges.alsoName', { n: i + 2 })}
              <input
                name={`also-${i}`}
                value={m}
                maxLength={32}
                onChange={(e) => setMore(more.map((x, j) => (j === i ? e.target.value : x)))}
              />
            </label>
          ))}
          <p className="muted small">{t('challenges.coalitionNote')}</p>
        </section>
      )}
      <ProblemNote problem={problemOf(creating.error)} />
      <div className="row wrap">
        <button type="submit" className="button" disabled={creating.isPending}>
          {t('challenges.send')}
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          {t('challenges.cancel')}
        </button>
      </div>
    </form>
  );
}
