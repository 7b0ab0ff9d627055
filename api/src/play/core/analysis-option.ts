import { DomainError } from '../../platform/errors/domain-error';

/**
 * The game option `analysis`, set by the game's creator: whether an engine may be used on the
 * analysis board for the game while it runs.
 *
 * - `allowed`: the dashboard's analysis board shows the engine for the game at any time.
 * - `after-game`: the engine is off for the game until it is over (finished or aborted).
 *
 * Default: `after-game` for a rated game and for a ladder's or a tournament's game (results count
 * for others there), `allowed` otherwise. A game made before the option existed has no stored
 * value (null in `games.analysis`) and reads as the default of its kind.
 */
export const ANALYSIS_VALUES = ['allowed', 'after-game'] as const;
export type AnalysisRule = (typeof ANALYSIS_VALUES)[number];

/** The option in words, for the API's documentation (docs/analysis.md). */
export const ANALYSIS_DESCRIPTION =
  'Whether an engine may be used on the analysis board for this game while it runs: allowed, or after-game ' +
  '(the dashboard’s engine stays off for the game until it is over; for its players, always while it runs).';

export function isAnalysisRule(value: unknown): value is AnalysisRule {
  return (ANALYSIS_VALUES as readonly unknown[]).includes(value);
}

/** What a game's kind asks for when its creator chose nothing. */
export function defaultAnalysis(kind: { rated: boolean; ladder: boolean; tournament: boolean }): AnalysisRule {
  return kind.rated || kind.ladder || kind.tournament ? 'after-game' : 'allowed';
}

/**
 * The option of a new game from its request: `analysis` beside the options or inside them (like
 * the press settings); both places at once must agree. Null or an unknown value is BAD_OPTIONS.
 */
export function parseAnalysis(top: unknown, inOptions: unknown, fallback: AnalysisRule): AnalysisRule {
  for (const value of [top, inOptions])
    if (value !== undefined && !isAnalysisRule(value))
      throw new DomainError(
        'BAD_OPTIONS',
        `option "analysis" has no value ${JSON.stringify(value)}; it is "allowed" or "after-game"`,
      );
  if (top !== undefined && inOptions !== undefined && top !== inOptions)
    throw new DomainError(
      'BAD_OPTIONS',
      `"analysis" is given twice, as ${JSON.stringify(top)} and ${JSON.stringify(inOptions)}`,
    );
  return ((top ?? inOptions) as AnalysisRule | undefined) ?? fallback;
}

/** The stored value, or the default of the game's kind for a game made before the option. */
export function analysisFromColumn(
  value: unknown,
  kind: { rated: boolean; ladder: boolean; tournament: boolean },
): AnalysisRule {
  return isAnalysisRule(value) ? value : defaultAnalysis(kind);
}
