'use client';
import { useI18n } from '../../../lib/i18n/provider';

/**
 * The position explored as text, selected on focus, with a button that copies it; `copied` says
 * how the last copy went (null: none since the last move).
 */
export function PositionField({ text, copied, onCopy }: { text: string; copied: boolean | null; onCopy: () => void }) {
  const { t } = useI18n();
  return (
    <>
      <label className="field analysis-position">
        {t('analysis.position')}
        <span className="row">
          <input
            readOnly
            value={text}
            className="mono"
            data-testid="position-text"
            onFocus={(e) => e.target.select()}
          />
          <button type="button" className="button small" onClick={onCopy} data-testid="copy-position">
            {t('analysis.copy')}
          </button>
        </span>
      </label>
      {copied !== null && (
        <p className="muted small" role="status" data-testid="copied">
          {copied ? t('analysis.copied') : t('analysis.copyFailed')}
        </p>
      )}
    </>
  );
}
