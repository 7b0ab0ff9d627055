'use client';
import { useI18n } from '../../../../lib/i18n/provider';
import type { MessageKey } from '../../../../lib/i18n/translate';
import type { Variant } from './types';

export const ANALYSIS_RULES = ['allowed', 'after-game'] as const;
export type AnalysisRule = (typeof ANALYSIS_RULES)[number];

/** The API's default for a game made here: Coalition Chess games are rated unless said otherwise, 007 games never. */
export function defaultAnalysisRule(variant: Variant): AnalysisRule {
  return variant === 'coalition' ? 'after-game' : 'allowed';
}

/** Whether an engine may be used on the analysis board while the game runs (the API's `analysis`). */
export function AnalysisField({
  variant,
  value,
  onChange,
}: {
  variant: Variant;
  /** The rule chosen per variant. */
  value: Record<string, AnalysisRule>;
  onChange: (value: Record<string, AnalysisRule>) => void;
}) {
  const { t } = useI18n();
  return (
    <label className="option" data-option="analysis">
      <span className="option-words">
        <strong>{t('new.analysis')}</strong>
        <span className="help muted small">{t('new.analysisWhat')}</span>
      </span>
      <select
        name="analysis"
        value={value[variant] ?? defaultAnalysisRule(variant)}
        onChange={(e) => onChange({ ...value, [variant]: e.target.value as AnalysisRule })}
      >
        {ANALYSIS_RULES.map((v) => (
          <option key={v} value={v}>
            {t(`new.analysis.${v}` as MessageKey)}
          </option>
        ))}
      </select>
    </label>
  );
}
