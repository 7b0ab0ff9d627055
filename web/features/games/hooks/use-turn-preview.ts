'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Game } from '../../../lib/api/client';
import { applyLocal, loadPosition, type LocalGame } from '../../../lib/engine';
import { readTurnDraft, writeTurnDraft } from '../lib/turn-draft';
import { useServerDraft } from './use-server-draft';
import type { Acting } from '../types';

export interface TurnPreview {
  /** The unsent half-moves: a 007 turn in the making, or a move waiting to be confirmed. */
  preview: string[];
  /** Every change of the unsent half-moves goes through here, so the draft is always theirs. */
  changePreview: (moves: string[]) => void;
  /** The server's position as the engine holds it; null without one it can read. */
  base: LocalGame | null;
  /** The position after the unsent half-moves, or the server's position. */
  local: LocalGame | null;
  /** The unsent half-moves in SAN, as many as the rules accept. */
  sans: string[];
}

/**
 * The unsent half-moves, played on the engine in the browser and kept as a draft per user, game
 * and position (turn-draft.ts), so a reload or another tab finds them again.
 *
 * A new version from the server ends any preview made against the old one (`onNewVersion` is told),
 * except the draft kept for this position (no board move since), which comes back. If the session
 * arrives after the game, half-moves made meanwhile become the draft, or the draft is taken up.
 */
export function useTurnPreview(
  id: string,
  game: Game | null,
  userId: string | undefined,
  acting: Acting | undefined,
  sending: boolean,
  onNewVersion: () => void,
): TurnPreview {
  const [preview, setPreview] = useState<string[]>([]);
  const version = game?.version;
  const plies = game?.position?.plies ?? 0;
  const previewRef = useRef(preview);
  previewRef.current = preview;
  const previewVersion = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (version === undefined) return;
    const fresh = previewVersion.current !== version;
    previewVersion.current = version;
    if (fresh) {
      onNewVersion();
      setPreview(userId ? readTurnDraft(userId, id, plies) : []);
    } else if (userId) {
      if (previewRef.current.length > 0) writeTurnDraft(userId, id, plies, previewRef.current);
      else setPreview(readTurnDraft(userId, id, plies));
    }
  }, [version, plies, userId, id]);
  const changePreview = useCallback(
    (moves: string[]) => {
      setPreview(moves);
      if (userId) writeTurnDraft(userId, id, plies, moves);
    },
    [userId, id, plies],
  );

  // The same draft on the server, for the user's other browsers and devices: only while the user
  // must act, so that a page behind the game (another tab that just sent the turn) writes nothing,
  // and not while the turn is being sent (a write due meanwhile would name the old version).
  const plays = !!userId && !!acting && !sending && (game?.status === 'active' || game?.status === 'setup');
  useServerDraft(id, version, plays, preview, changePreview);

  const base = useMemo<LocalGame | null>(() => {
    if (!game?.position) return null;
    try {
      return loadPosition(game.variant, game.options, game.position.text, game.rulesEdition);
    } catch {
      return null;
    }
  }, [game?.variant, game?.options, game?.position]);

  // A draft restored on a changed position may hold fewer legal half-moves than it has.
  const previewed = useMemo<{ local: LocalGame | null; sans: string[] }>(() => {
    const sans: string[] = [];
    if (!base || !game) return { local: base, sans };
    let g: LocalGame = base;
    for (const move of preview) {
      const seat = game.variant === 'coalition' ? acting?.seat : undefined;
      const next = applyLocal(game.variant, g, { type: 'move', move, ...(seat ? { seat } : {}) });
      if (!next.ok) break;
      g = next.game;
      sans.push(next.san ?? move);
    }
    return { local: g, sans };
  }, [base, game, preview, acting]);
  // What the rules no longer accept (the game ended, a draft from another device's play) goes.
  const legal = previewed.sans.length;
  useEffect(() => {
    if (base && legal < preview.length) changePreview(preview.slice(0, legal));
  }, [base, legal, preview, changePreview]);

  return { preview, changePreview, base, local: previewed.local, sans: previewed.sans };
}
