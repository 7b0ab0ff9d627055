'use client';
import Link from 'next/link';
import { type AbandonedChoice, AbandonedChoiceFields } from '../../../../components/abandoned-choice';
import { GAME_OPTIONS, optionHelp, optionValueWords, optionWords } from '../../../../lib/game-options';
import { useI18n } from '../../../../lib/i18n/provider';
import type { MessageKey } from '../../../../lib/i18n/translate';
import type { Variant } from './types';

/**
 * The variant's options, each in words with a one-line explanation and the players' guide a click
 * away, and what happens to an abandoned seat. `options` holds the choices of both variants, keyed
 * `variant:name`; an option not chosen is at its first (default) value.
 */
export function GameOptionsFields({
  variant,
  options,
  onOptions,
  abandoned,
  onAbandoned,
}: {
  variant: Variant;
  options: Record<string, string | boolean>;
  onOptions: (options: Record<string, string | boolean>) => void;
  abandoned: AbandonedChoice;
  onAbandoned: (abandoned: AbandonedChoice) => void;
}) {
  const { t } = useI18n();
  return (
    <section className="panel">
      <h2>{t('new.options')}</h2>
      {GAME_OPTIONS[variant].map((o) => {
        const key = `${variant}:${o.name}`;
        const value = options[key] ?? o.values[0];
        const words = (
          <span className="option-words">
            <strong>{optionWords(t, variant, o.name)}</strong>
            <span className="help muted small">{optionHelp(t, variant, o.name)}</span>
          </span>
        );
        return typeof o.values[0] === 'boolean' ? (
          <label key={key} className="option" data-option={o.name}>
            <input
              type="checkbox"
              name={o.name}
              checked={value === true}
              onChange={(e) => onOptions({ ...options, [key]: e.target.checked })}
            />
            {words}
          </label>
        ) : (
          <label key={key} className="option" data-option={o.name}>
            {words}
            <select
              name={o.name}
              value={String(value)}
              onChange={(e) => onOptions({ ...options, [key]: e.target.value })}
            >
              {o.values.map((v) => (
                <option key={String(v)} value={String(v)}>
                  {optionValueWords(t, variant, o.name, String(v))}
                </option>
              ))}
            </select>
          </label>
        );
      })}
      <p className="small">
        <Link href={`/rules/${variant}`} target="_blank">
          {t('new.rulesLink', { variant: t(`variant.${variant}` as MessageKey) })}
        </Link>
      </p>
      <AbandonedChoiceFields value={abandoned} onChange={onAbandoned} />
    </section>
  );
}
