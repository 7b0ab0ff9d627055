'use client';
import type { AnalysisTree } from '../../../lib/analysis-tree';
import { useI18n } from '../../../lib/i18n/provider';

/** Back to the move before, on along the first line explored from here, and back to the start. */
export function ExplorerControls({
  node,
  at,
  onSelect,
}: {
  node: AnalysisTree[number];
  at: number;
  onSelect: (node: number) => void;
}) {
  const { t } = useI18n();
  return (
    <div className="row wrap analysis-controls">
      <button
        type="button"
        className="button secondary small"
        disabled={node.parent === null}
        onClick={() => onSelect(node.parent ?? 0)}
        data-testid="analysis-back"
      >
        {t('game.takeBack')}
      </button>
      <button
        type="button"
        className="button secondary small"
        disabled={node.children.length === 0}
        onClick={() => onSelect(node.children[0])}
        data-testid="analysis-forward"
      >
        {t('analysis.forward')}
      </button>
      <button
        type="button"
        className="button secondary small"
        disabled={at === 0}
        onClick={() => onSelect(0)}
        data-testid="analysis-start"
      >
        {t('analysis.toStart')}
      </button>
    </div>
  );
}
