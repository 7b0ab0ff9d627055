'use client';
import { storedBoardLook, useBoardLook, type BoardLook } from '../../../lib/board-look';
import { useI18n } from '../../../lib/i18n/provider';
import { useSaveBoardLook } from '../api/use-save-board-look';

/**
 * The board's colours, the pieces' outline and move sounds: shown at once in this browser
 * (lib/board-look.ts) and kept on the account, so the player's other devices show the same.
 */
export function BoardLookSettings() {
  const { t } = useI18n();
  const [look, changeHere] = useBoardLook();
  const { save, saving } = useSaveBoardLook();
  const change = (c: Partial<BoardLook>) => {
    changeHere(c);
    save(storedBoardLook());
  };
  return (
    <section className="panel" data-testid="board-look" data-saved={saving ? 'pending' : 'yes'}>
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
