import type { Game } from '../../rules/coalition/game';

/**
 * Who a seat plays with and against, as the coalitions stand (coalition.md §6): its team is
 * itself and its partner; every other party still in the game is treated as an opponent —
 * the opposing coalition, and in rounds 1–3 also any party still neutral (the paranoid
 * assumption: whoever is not with us may be against us). With the small-power coalition of §17
 * the teams are Red and Green against Yellow and Black, which are partners then.
 */
export interface Teams {
  /** Bit masks of seats. */
  readonly team: number;
  readonly opponents: number;
}

export function teamsOf(g: Game, seat: number): Teams {
  const partner = g.partner[seat];
  const team = (1 << seat) | (partner >= 0 ? 1 << partner : 0);
  return { team, opponents: 15 & ~team & ~g.out };
}
