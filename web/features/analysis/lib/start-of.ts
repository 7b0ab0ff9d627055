import { defaultPlacement } from '../../../lib/coalition-layout';
import { applyLocal, loadPosition, startPosition, type LocalGame } from '../../../lib/engine';

/**
 * Where the analysis starts: the position given, or the variant's start — for Coalition Chess
 * after every party has taken the default array, since the set-up phase has no board moves. Under
 * the game's edition of the rules when it comes from a game, else the variant's newest.
 */
export function startOf(
  variant: string,
  options: Record<string, unknown>,
  position: string | undefined,
  edition?: string,
): LocalGame {
  let game = position ? loadPosition(variant, options, position, edition) : startPosition(variant, options, edition);
  for (let i = 0; i < 4 && game.view.status === 'setup'; i++) {
    const seat = game.view.toMove[0]?.seat;
    if (!seat) break;
    const next = applyLocal(variant, game, { type: 'arrange', seat, placement: defaultPlacement(seat) });
    if (!next.ok) break;
    game = next.game;
  }
  return game;
}
