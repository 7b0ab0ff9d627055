'use client';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { NumberField } from './number-field';

export type Variant = '007' | 'coalition';
export type Format = 'round-robin' | 'swiss' | 'coalition-rotation';

/** The formats that fit each variant (the API refuses any other pairing). */
export const FORMATS_OF: Record<Variant, readonly Format[]> = {
  '007': ['round-robin', 'swiss'],
  coalition: ['coalition-rotation'],
};

/** The format's own options, as the form holds them (each format sends only its own). */
export interface FormatForm {
  double: boolean;
  rounds: number;
  bye: 'win' | 'draw' | 'loss';
  cycles: number;
  computerLevel: 'random' | 'greedy' | 'search';
}

export const formatBody = (format: Format, f: FormatForm) =>
  format === 'round-robin'
    ? { double: f.double }
    : format === 'swiss'
      ? { rounds: f.rounds, bye: f.bye }
      : { cycles: f.cycles, computerLevel: f.computerLevel };

/** Variant, the formats that fit it, and the chosen format's options. */
export function FormatFields({
  variant,
  format,
  value,
  onVariant,
  onFormat,
  onChange,
}: {
  variant: Variant;
  format: Format;
  value: FormatForm;
  onVariant: (v: Variant) => void;
  onFormat: (f: Format) => void;
  onChange: (f: FormatForm) => void;
}) {
  const { t } = useI18n();
  const set = (patch: Partial<FormatForm>) => onChange({ ...value, ...patch });
  return (
    <>
      <div className="row wrap">
        <label className="field">
          {t('new.variant')}
          <select name="variant" value={variant} onChange={(e) => onVariant(e.target.value as Variant)}>
            <option value="007">{t('variant.007')}</option>
            <option value="coalition">{t('variant.coalition')}</option>
          </select>
        </label>
        <label className="field">
          {t('tournaments.form.format')}
          <select name="format" value={format} onChange={(e) => onFormat(e.target.value as Format)}>
            {FORMATS_OF[variant].map((f) => (
              <option key={f} value={f}>
                {t(`tournaments.format.${f}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {format === 'round-robin' && (
        <label className="row">
          <input
            type="checkbox"
            name="double"
            checked={value.double}
            onChange={(e) => set({ double: e.target.checked })}
          />{' '}
          {t('tournaments.form.double')}
        </label>
      )}
      {format === 'swiss' && (
        <div className="row wrap">
          <NumberField
            label={t('tournaments.form.rounds')}
            name="rounds"
            min={1}
            max={30}
            value={value.rounds}
            onChange={(rounds) => set({ rounds })}
          />
          <label className="field">
            {t('tournaments.form.bye')}
            <select name="bye" value={value.bye} onChange={(e) => set({ bye: e.target.value as FormatForm['bye'] })}>
              {(['win', 'draw', 'loss'] as const).map((b) => (
                <option key={b} value={b}>
                  {t(`tournaments.form.bye.${b}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {format === 'coalition-rotation' && (
        <div className="row wrap">
          <NumberField
            label={t('tournaments.form.cycles')}
            name="cycles"
            min={1}
            max={3}
            value={value.cycles}
            onChange={(cycles) => set({ cycles })}
          />
          <label className="field">
            {t('tournaments.form.computerLevel')}
            <select
              name="computerLevel"
              value={value.computerLevel}
              onChange={(e) => set({ computerLevel: e.target.value as FormatForm['computerLevel'] })}
            >
              {(['random', 'greedy', 'search'] as const).map((l) => (
                <option key={l} value={l}>
                  {t(`computer.level.${l}` as MessageKey)}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
    </>
  );
}
