'use client';
import { PieceGlyph } from '../../../../components/board/glyphs';
import { useI18n } from '../../../../lib/i18n/provider';
import type { MessageKey } from '../../../../lib/i18n/translate';
import type { Variant } from './types';

/** The two games to choose from, each with its emblem and a line saying what it is. */
export function VariantPick({ variant, onChange }: { variant: Variant; onChange: (variant: Variant) => void }) {
  const { t } = useI18n();
  return (
    <section className="panel">
      <h2>{t('new.variant')}</h2>
      <div className="variant-pick">
        {(['007', 'coalition'] as const).map((v) => (
          <label key={v} className={variant === v ? 'on' : ''}>
            <input type="radio" name="variant" value={v} checked={variant === v} onChange={() => onChange(v)} />
            <PieceGlyph
              piece={v === '007' ? 'knight' : 'tank'}
              color={v === '007' ? 'white' : 'yellow'}
              variant={v}
              size={44}
            />
            <span>
              <strong>{t(`variant.${v}` as MessageKey)}</strong>
              <br />
              <span className="muted small">{t(`variant.${v}.blurb` as MessageKey)}</span>
            </span>
          </label>
        ))}
      </div>
    </section>
  );
}
