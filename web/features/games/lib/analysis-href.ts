import type { Game } from '../../../lib/api/client';
import { positionText, type LocalGame } from '../../../lib/engine';

/** The analysis board at the replay's position, or at the game's (where a plan can be made). */
export function analysisHref(game: Game, at: LocalGame | null): string {
  let text = game.position?.text ?? '';
  if (at) {
    try {
      text = positionText(game.variant, at);
    } catch {
      // The game's own position then.
    }
  }
  return `/analysis?game=${game.id}&variant=${game.variant}&position=${encodeURIComponent(text)}`;
}
