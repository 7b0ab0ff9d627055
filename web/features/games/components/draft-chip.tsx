'use client';
import { useI18n } from '../../../lib/i18n/provider';

/** The mark of a game where I keep a turn made but not sent (my draft on the server). */
export function DraftChip() {
  const { t } = useI18n();
  return (
    <span className="draft-chip" data-testid="draft-chip">
      {t('home.turnNotSent')}
    </span>
  );
}
