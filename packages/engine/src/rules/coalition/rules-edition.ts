/**
 * Where the editions of Coalition Chess's rules differ (docs/rules/editions.md): one switch per
 * difference, read where the behaviour differs. A game's options carry its edition's switches.
 */
export interface CoalitionRules {
  readonly edition: 1 | 2;
  /**
   * coalition/2 (fine point 15): the repetition key holds whether each guard and machine gun has
   * moved and the once-only rights still unused (re-arrangement, cyclist's colour change), as
   * castling rights in orthodox chess. coalition/1 left them out.
   */
  readonly fullRepetitionKey: boolean;
}

export const COALITION_RULES: Readonly<Record<1 | 2, CoalitionRules>> = {
  1: { edition: 1, fullRepetitionKey: false },
  2: { edition: 2, fullRepetitionKey: true },
};

/** The newest edition's rules: what a game gets unless it names another. */
export const NEWEST_COALITION_RULES = COALITION_RULES[2];
