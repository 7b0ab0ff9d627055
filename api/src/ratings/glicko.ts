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
 * stood before it.
 */
export function rateGame(white: Glicko, black: Glicko, whiteScore: number): { white: Glicko; black: Glicko } {
  return {
    white: ratePeriod(white, [{ opponent: black, score: whiteScore }]),
    black: ratePeriod(black, [{ opponent: white, score: 1 - whiteScore }]),
  };
}
