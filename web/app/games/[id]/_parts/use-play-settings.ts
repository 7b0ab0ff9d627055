'use client';
import { useEffect, useState } from 'react';
import { api, type PlaySettings } from '../../../../lib/api/client';

const DEFAULTS: PlaySettings = { confirmMoves: false };

/** My play settings (GET /me/play-settings), the defaults until they are known or when signed out. */
export function usePlaySettings(signedIn: boolean): PlaySettings {
  const [settings, setSettings] = useState<PlaySettings>(DEFAULTS);
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    void api.GET('/me/play-settings').then(({ data }) => {
      if (current && data) setSettings(data);
    });
    return () => {
      current = false;
    };
  }, [signedIn]);
  return settings;
}
