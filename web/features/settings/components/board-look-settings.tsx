'use client';
import { useBoardLook, type BoardLook } from '../../../lib/board-look';
import { useI18n } from '../../../lib/i18n/provider';

/** The board's colours, the pieces' outline and move sounds, for this device (lib/board-look.ts). */
export function BoardLookSettings() {
  const { t } = useI18n();
  const [look, change] = useBoardLook();
  return (
    <section className="panel" data-testid="board-look">
      <h2>{t('settings.boardLook')}</h2>
      <label className="row">
        {t('settings.boardTheme')}{' '}
        <select
          value={look.board}
          data-testid="board-theme"
          onChange={(e) => change({ board: e.target.value as BoardLook['board'] })}
        >
          <option value="classic">{t('settings.boardClassic')}</option>
          <option value="high-contrast">{t('settings.boardHighContrast')}</option>
        </select>
      </label>
      <label className="row">
        {t('settings.pieceTheme')}{' '}
        <select
          value={look.pieces}
          data-testid="piece-theme"
          onChange={(e) => change({ pieces: e.target.value as BoardLook['pieces'] })}
        >
          <option value="standard">{t('settings.piecesStandard')}</option>
          <option value="outlined">{t('settings.piecesOutlined')}</option>
        </select>
      </label>
      <label className="row">
        <input
          type="checkbox"
          checked={look.sounds}
          data-testid="move-sounds"
          onChange={(e) => change({ sounds: e.target.checked })}
        />
        {t('settings.moveSounds')}
      </label>
      <p className="muted small">{t('settings.boardLookHelp')}</p>
    </section>
  );
}
