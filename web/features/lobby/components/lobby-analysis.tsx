'use client';
import { useI18n } from '../../../lib/i18n/provider';

/** A lobby game's engine rule (the API's `analysis`), so a player knows it before joining. */
export function LobbyAnalysis({ rule }: { rule: 'allowed' | 'after-game' }) {
  const { t } = useI18n();
  return (
    <span data-testid="lobby-analysis" data-analysis={rule}>
      {' · '}
      {t(`lobby.analysis.${rule}`)}
    </span>
  );
}
