'use client';
import { useState } from 'react';
import { usePlaySettings } from '../api/use-play-settings';
import { useUpdatePlaySettings } from '../api/use-update-play-settings';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { ProblemNote } from '../../../components/problem';

/**
 * How I play: "confirm before sending" (PATCH /me/play-settings, kept for every device). The box
 * shows a change at once; `data-saved` is what the server holds, and a refused change goes back.
 */
export function PlaySettingsPanel() {
  const { t } = useI18n();
  const settings = usePlaySettings();
  const saved = settings.data ?? null;
  const update = useUpdatePlaySettings();
  // The box while a change is on its way; what the server holds otherwise.
  const [asked, setAsked] = useState<boolean | null>(null);
  const shown = asked ?? saved?.confirmMoves ?? false;
  const problem = problemOf(settings.error ?? update.error);
  const change = (confirmMoves: boolean) => {
    setAsked(confirmMoves);
    update.mutate({ confirmMoves }, { onSettled: () => setAsked(null) });
  };
  return (
    <section className="panel" data-testid="play-settings">
      <h2>{t('settings.play')}</h2>
      <label className="row">
        <input
          type="checkbox"
          checked={shown}
          disabled={!saved}
          onChange={(e) => change(e.target.checked)}
          data-testid="confirm-moves"
          data-saved={saved ? String(saved.confirmMoves) : undefined}
        />
        {t('settings.confirmMoves')}
      </label>
      <p className="muted small">{t('settings.confirmMovesHelp')}</p>
      <ProblemNote problem={problem} />
    </section>
  );
}
