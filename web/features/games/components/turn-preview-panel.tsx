'use client';
import type { LocalGame } from '../../../lib/engine';
import { useI18n } from '../../../lib/i18n/provider';
import type { Acting } from '../types';

/**
 * A 007 turn in the making: its half-moves so far, numbered within the turn (1–3, as the move list
 * and the turn status number them), and how many the turn still needs.
 */
export function TurnPreviewPanel({
  acting,
  preview,
  sans,
  local,
  complete,
}: {
  acting: Acting;
  preview: readonly string[];
  sans: readonly string[];
  local: LocalGame | null;
  complete: boolean;
}) {
  const { t } = useI18n();
  return (
    <section className="panel preview" data-testid="turn-preview">
      <h2>{t('game.preview')}</h2>
      {preview.length === 0 && (
        <p className="muted small">{t('game.previewHint', { of: acting.of - acting.part + 1 })}</p>
      )}
      <ol className="preview-moves">
        {preview.map((m, i) => (
          <li key={i} data-testid="preview-move">
            <span className="part">{acting.part + i}</span> {sans[i] ?? m}
          </li>
        ))}
      </ol>
      {!complete && preview.length > 0 && local && (
        <p className="muted">{t('game.turnIncomplete', { of: local.view.toMove[0]?.of ?? acting.of })}</p>
      )}
    </section>
  );
}
