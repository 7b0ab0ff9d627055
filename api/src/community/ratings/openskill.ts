import { rate } from 'openskill';
import type { Level } from '@entente/engine';

/**
 * Coalition Chess ratings: OpenSkill (Weng and Lin, "A Bayesian Approximation Method for Online
 * Ranking", 2011), computed by the `openskill` package with its Plackett–Luce model, which rates
 * any number of teams of any size in one ranked result. A rating is a normal belief about skill:
 * mean μ and deviation σ; what is shown is the conservative ordinal μ − 3σ.
 */
export interface Skill {
  readonly mu: number;
  readonly sigma: number;
}

/** The package's defaults: a new player μ 25, σ 25/3 (ordinal 0); β 25/6. */
export const NEW_SKILL: Skill = { mu: 25, sigma: 25 / 3 };
/**
 * The additive dynamics factor τ (the package's suggested 25/300): added to a person's σ before
 * each game, so that σ never settles to nothing and a changed player can still move.
 */
export const TAU = 25 / 300;

export function ordinal(s: Skill): number {
  return s.mu - 3 * s.sigma;
}

/**
 * A computer player takes part with a fixed rating per level and is never updated. The levels'
 * distances come from their own matches (docs/computer-players.md: search scores 84 % against
 * greedy, greedy all but always beats random): under this model 84 % is about 10 points of μ, a
 * sure win 25 or more. Greedy is put a little under a new player's mean; σ is small, as the
 * rating is taken as known.
 */
export const COMPUTER_SKILL: Record<Level, Skill> = {
  random: { mu: 0, sigma: 1 },
  greedy: { mu: 20, sigma: 1 },
  search: { mu: 30, sigma: 1 },
};

/** One member of a rated team: a person's rating in the track being rated, or a computer's. */
export interface Member {
  readonly skill: Skill;
  /** The share of its seat's actions (0 < weight ≤ 1): how much of the game it played. */
  readonly weight: number;
  /** A computer's rating: it takes part, and is never updated. */
  readonly fixed: boolean;
}

export interface Team {
  readonly members: readonly Member[];
  /** 1 for the best; equal ranks are a tie. */
  readonly rank: number;
}

/**
 * The ratings after one game, in the order of `teams` and their members (a fixed member's is
 * returned unchanged). Partial play: each member enters the model scaled by its weight w — its
 * team's μ is Σ w·μ and σ² Σ w²·σ² — and the update is scaled back, so a member moves by w times
 * the update a whole game would give (μ' = μ + w·σ²/σ²team·Ω) and its σ shrinks by w² times as
 * much. With every weight 1 this is the package's own update. τ is applied to people here (the
 * package's own would be scaled with the weight).
 */
export function rateTeams(teams: readonly Team[]): Skill[][] {
  const before = teams.map((t) =>
    t.members.map((m) => (m.fixed ? m.skill : { mu: m.skill.mu, sigma: Math.hypot(m.skill.sigma, TAU) })),
  );
  const scaled = before.map((team, i) =>
    team.map((s, j) => {
      const w = teams[i].members[j].weight;
      return { mu: w * s.mu, sigma: w * s.sigma };
    }),
  );
  const after = rate(scaled, { rank: teams.map((t) => t.rank) });
  return after.map((team, i) =>
    team.map((r, j) => {
      const m = teams[i].members[j];
      return m.fixed ? m.skill : { mu: r.mu / m.weight, sigma: r.sigma / m.weight };
    }),
  );
}
