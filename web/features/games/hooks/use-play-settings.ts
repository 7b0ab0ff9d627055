'use client';
import { usePlaySettings as usePlaySettingsQuery } from '../../settings/api/use-play-settings';
import type { PlaySettings } from '../../../lib/api/client';

const DEFAULTS: PlaySettings = {
  confirmMoves: true,
  confirmMovesPractice: false,
  boardTheme: 'classic',
  pieceTheme: 'standard',
  moveSounds: false,
  boardLookSaved: false,
};

/** My play settings (GET /me/play-settings), the defaults until they are known or when signed out. */
export function usePlaySettings(signedIn: boolean): PlaySettings {
  return usePlaySettingsQuery({ enabled: signedIn }).data ?? DEFAULTS;
}
