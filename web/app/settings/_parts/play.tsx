'use client';
import { useEffect, useState } from 'react';
import { api, asProblem, type PlaySettings, type Problem } from '../../../lib/api/client';
import { useI18n } from '../../../lib/i18n/provider';
import { ProblemNote } from '../../_components/problem';

/**
 * How I play: "confirm before sending" (PATCH /me/play-settings, kept for every device). The box
 * shows a change at once; `data-saved` is what the server holds, and a refused change goes back.
 */
export function PlaySettingsPanel() {
  const { t } = useI18n();
  const [saved, setSaved] = useState<PlaySettings | null>(null);
  const [shown, setShown] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  useEffect(() => {
    void api.GET('/me/play-settings').then(({ data, error, response }) => {
      if (!data) return setProblem(asProblem(error, response));
      setSaved(data);
      setShown(data.confirmMoves);
    });
  }, []);
  const change = async (confirmMoves: boolean) => {
    setProblem(null);
    setShown(confirmMoves);
    const { data, error, response } = await api.PATCH('/me/play-settings', { body: { confirmMoves } });
    if (data) setSaved(data);
    else setProblem(asProblem(error, response));
    setShown((data ?? saved)?.confirmMoves ?? false);
  };
  return (
    <section className="panel" data-testid="play-settings">
      <h2>{t('settings.play')}</h2>
      <label className="row">
        <input
          type="checkbox"
          checked={shown}
          disabled={!saved}
          onChange={(e) => void change(e.target.checked)}
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
