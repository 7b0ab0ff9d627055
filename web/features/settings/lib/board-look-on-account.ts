import type { BoardLook } from '../../../lib/board-look';
import type { PlaySettings } from '../../../lib/api/client';

/** The look as the play settings hold it. */
export const lookOfSettings = (s: PlaySettings): BoardLook => ({
  board: s.boardTheme,
  pieces: s.pieceTheme,
  sounds: s.moveSounds,
});

/** The whole look as a change of the play settings. */
export const settingsOfLook = (look: BoardLook): Partial<PlaySettings> => ({
  boardTheme: look.board,
  pieceTheme: look.pieces,
  moveSounds: look.sounds,
});

// Set while this browser's look has changes the account has not confirmed: a page left (or a
// request lost) before the answer would otherwise have the account's older look replace them.
const UNSAVED = 'entente.board-look.unsaved';

export const lookUnsaved = (): boolean => localStorage.getItem(UNSAVED) !== null;
export const markLookUnsaved = (): void => localStorage.setItem(UNSAVED, '1');
export const markLookSaved = (): void => localStorage.removeItem(UNSAVED);
