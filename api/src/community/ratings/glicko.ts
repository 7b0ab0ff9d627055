import { Glicko2 } from 'glicko2';

/** A player's Glicko-2 rating on the Glicko scale (rating, deviation), with the volatility. */
export interface Glicko {
  readonly rating: number;
  readonly rd: number;
  readonly volatility: number;
}

/**
 * System constant τ 0.5 (Glickman suggests 0.3–1.2) and the published defaults for a new player:
 * 1500, deviation 350, volatility 0.06.
 */
export const TAU = 0.5;
export const NEW_PLAYER: Glicko = { rating: 1500, rd: 350, volatility: 0.06 };

/**
 * A rating period, for the growth of an idle player's deviation: 30 days. Games are rated one at a
 * time (see rateGame), so "a period without games" needs a length of its own; a month is about
 * the pace of a correspondence player's games.
 */
export const IDLE_PERIOD_MS = 30 * 86_400_000;
/** Glickman's factor between the Glicko scale (rating, rd) and the Glicko-2 scale (μ, φ). */
const GLICKO2_SCALE = 173.7178;

/**
 * A player as they stand at `at` after their last rated game at `since`: for each whole idle
 * period the deviation grows as in Glickman's step 6 for a player who did not compete,
 * φ' = √(φ² + σ²) on the Glicko-2 scale, up to a new player's deviation. Rating and volatility stay.
 */
export function afterIdle(player: Glicko, since: Date, at: Date): Glicko {
  const periods = Math.floor((at.getTime() - since.getTime()) / IDLE_PERIOD_MS);
  if (periods <= 0) return player;
  const phi = player.rd / GLICKO2_SCALE;
  const grown = Math.sqrt(phi * phi + periods * player.volatility * player.volatility) * GLICKO2_SCALE;
  return { ...player, rd: Math.min(NEW_PLAYER.rd, grown) };
}

/**
 * One rating period for one player (Glickman, "Example of the Glicko-2 system", steps 1–8), done
 * by the `glicko2` package. `results` are the opponents as they stood before the period and the
 * player's score against each: 1 win, 0.5 draw, 0 loss.
 */
export function ratePeriod(player: Glicko, results: readonly { opponent: Glicko; score: number }[]): Glicko {
  const system = new Glicko2({ tau: TAU, rating: NEW_PLAYER.rating, rd: NEW_PLAYER.rd, vol: NEW_PLAYER.volatility });
  const me = system.makePlayer(player.rating, player.rd, player.volatility);
  const matches = results.map((r): [ReturnType<Glicko2['makePlayer']>, ReturnType<Glicko2['makePlayer']>, number] => [
    me,
    // Each opponent is a fresh player of this period: its own update is computed and ignored.
    system.makePlayer(r.opponent.rating, r.opponent.rd, r.opponent.volatility),
    r.score,
  ]);
  system.updateRatings(matches);
  return { rating: me.getRating(), rd: me.getRd(), volatility: me.getVol() };
}

/**
 * A rated 007 game: each game is its own rating period (correspondence games are few and long, and
 * the issue asks for an update after each one), both players rated against the other as they
 * stood before it (callers pass them through `afterIdle` first).
 */
export function rateGame(white: Glicko, black: Glicko, whiteScore: number): { white: Glicko; black: Glicko } {
  return {
    white: ratePeriod(white, [{ opponent: black, score: whiteScore }]),
    black: ratePeriod(black, [{ opponent: white, score: 1 - whiteScore }]),
  };
}
