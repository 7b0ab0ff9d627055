'use client';
import { useState } from 'react';
import { usePlaySettings } from '../api/use-play-settings';
import { useUpdatePlaySettings } from '../api/use-update-play-settings';
import { useI18n } from '../../../lib/i18n/provider';
import type { PlaySettings } from '../../../lib/api/client';
import { problemOf } from '../../../lib/query/api-error';
import { ProblemNote } from '../../../components/problem';

// The two yes-or-no questions asked before sending; the board's look has its own panel.
type Setting = 'confirmMoves' | 'confirmMovesPractice';

const BOXES: readonly {
  setting: Setting;
  testId: string;
  label: 'settings.confirmMoves' | 'settings.confirmMovesPractice';
}[] = [
  { setting: 'confirmMoves', testId: 'confirm-moves', label: 'settings.confirmMoves' },
  { setting: 'confirmMovesPractice', testId: 'confirm-moves-practice', label: 'settings.confirmMovesPractice' },
];

/**
 * How I play: "confirm before sending", for correspondence games and for practice against the
 * computer (PATCH /me/play-settings, kept for every device). A box shows a change at once;
 * `data-saved` is what the server holds, and a refused change goes back.
 */
export function PlaySettingsPanel() {
  const { t } = useI18n();
  const settings = usePlaySettings();
  const saved = settings.data ?? null;
  const update = useUpdatePlaySettings();
  // The boxes while a change is on its way; what the server holds otherwise.
  const [asked, setAsked] = useState<Partial<PlaySettings>>({});
  const problem = problemOf(settings.error ?? update.error);
  const change = (setting: Setting, value: boolean) => {
    setAsked((a) => ({ ...a, [setting]: value }));
    update.mutate({ [setting]: value }, { onSettled: () => setAsked(({ [setting]: _, ...rest }) => rest) });
  };
  return (
    <section className="panel" data-testid="play-settings">
      <h2>{t('settings.play')}</h2>
      {BOXES.map(({ setting, testId, label }) => (
        <label className="row" key={setting}>
          <input
            type="checkbox"
            checked={asked[setting] ?? saved?.[setting] ?? false}
            disabled={!saved}
            onChange={(e) => change(setting, e.target.checked)}
            data-testid={testId}
            data-saved={saved ? String(saved[setting]) : undefined}
          />
          {t(label)}
        </label>
      ))}
      <p className="muted small">{t('settings.confirmMovesHelp')}</p>
      <ProblemNote problem={problem} />
    </section>
  );
}
