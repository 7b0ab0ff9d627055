'use client';
import { useI18n } from '../lib/i18n/provider';
import type { MessageKey } from '../lib/i18n/translate';

export type AbandonedMode = 'resign' | 'computer' | 'substitute';
export type ComputerLevel = 'random' | 'greedy' | 'search';

export interface AbandonedChoice {
  readonly mode: AbandonedMode;
  readonly level: ComputerLevel;
}

const MODES: readonly AbandonedMode[] = ['resign', 'computer', 'substitute'];
const LEVELS: readonly ComputerLevel[] = ['random', 'greedy', 'search'];

/**
 * The game option `abandoned` in words: what happens to a seat whose player runs out of
 * time or leaves the running game — each choice with a one-line explanation, and the computer's
 * level when a computer is to take the seat (docs/abandoned-seats.md).
 */
export function AbandonedChoiceFields({
  value,
  onChange,
}: {
  value: AbandonedChoice;
  onChange: (next: AbandonedChoice) => void;
}) {
  const { t } = useI18n();
  return (
    <fieldset className="abandoned-choice" data-testid="abandoned-choice">
      <legend>{t('new.abandoned')}</legend>
      {MODES.map((mode) => (
        <label key={mode} className="option">
          <input
            type="radio"
            name="abandoned"
            value={mode}
            checked={value.mode === mode}
            onChange={() => onChange({ ...value, mode })}
          />
          <span>
            <strong>{t(`new.abandoned.${mode}` as MessageKey)}</strong> —{' '}
            <span className="help">{t(`new.abandoned.${mode}.help` as MessageKey)}</span>
          </span>
        </label>
      ))}
      {value.mode !== 'resign' && (
        <label className="field">
          {t('new.abandoned.level')}{' '}
          <select
            name="abandonedLevel"
            value={value.level}
            onChange={(e) => onChange({ ...value, level: e.target.value as ComputerLevel })}
          >
            {LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`computer.level.${level}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
      )}
    </fieldset>
  );
}
