'use client';
import { useCallback, useState } from 'react';
import type { Game, Problem } from '../../../lib/api/client';
import { problemOf } from '../../../lib/query/api-error';
import { usePlay } from '../api/use-play';
import type { Send } from '../types';
import type { LiveGame } from './use-live-game';

/**
 * The game page's one way to write: `send` posts a play for the acting seat against the version
 * shown. Refused because someone acted first (a 409 carrying a newer game), the page takes that
 * game and says what changed (`movedOn`); any other refusal is the `problem` to show.
 */
export function useSend(
  id: string,
  game: Game | null,
  { accept, reload }: Pick<LiveGame, 'accept' | 'reload'>,
  movedOn: { report: (seenVersion: number, current: Game) => void; clear: () => void },
): { send: Send; busy: boolean; problem: Problem | null } {
  const [problem, setProblem] = useState<Problem | null>(null);
  const play = usePlay({ id, version: game?.version ?? 0 });
  const { mutateAsync: post } = play;
  const { report: reportMovedOn, clear: clearMovedOn } = movedOn;
  const send: Send = useCallback(
    async (move) => {
      if (!game) return false;
      setProblem(null);
      clearMovedOn();
      try {
        await post(move);
        return true;
      } catch (error) {
        const refused = problemOf(error)!;
        // Someone acted first: the answer carries the game as it is now. Show it, and say what changed.
        const current = refused.game;
        if (refused.status === 409 && current && current.version > game.version) {
          accept(current);
          reportMovedOn(game.version, current);
          return false;
        }
        setProblem(refused);
        if (refused.status === 409) void reload();
        return false;
      }
    },
    [game, post, accept, reload, reportMovedOn, clearMovedOn],
  );
  return { send, busy: play.isPending, problem };
}
