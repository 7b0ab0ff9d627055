import { fail, ok, type Result } from '../core/result';
import { type CoalitionRules, NEWEST_COALITION_RULES } from './rules-edition';

/** Per-game options of coalition.md, with the names and defaults of the rules file. */
export interface CoalitionOptions {
  /** §5: Yellow, Black, Green, Red (default) or Yellow, Green, Black, Red. */
  readonly order: 'YBGR' | 'YGBR';
  /** §7: answer a check at once out of turn (default) or on the own regular turn. */
  readonly checkResponse: 'immediate' | 'own-turn';
  /** §7: a stalemated great power draws the game (default) or passes. */
  readonly stalemate: 'draw' | 'pass';
  /** §6 (§17): Red and Green may ally against Yellow + Black. */
  readonly smallPowerCoalition: boolean;
  /** §5 (§16): a party may pass in rounds 1–3. */
  readonly openingPasses: boolean;
  /** §9 (§16): Yellow and Black may once move their cyclist to the other colour. */
  readonly cyclistColourChange: boolean;
  /** §2: a plane needs an empty intermediate square on at least one route. */
  readonly planeNeedsEmptyIntermediate: boolean;
  /** §4: the game starts with the set-up phase (default) or on the default array. */
  readonly setupPhase: boolean;
  /**
   * Not an option a player chooses: the switches of the game's rules edition (rules-edition.ts),
   * set by the edition's variant. Never stored with the options (normalizeCoalitionOptions).
   */
  readonly rules: CoalitionRules;
}

/** The options a player chooses, with their defaults. */
export const DEFAULT_OPTIONS: Omit<CoalitionOptions, 'rules'> = {
  order: 'YBGR',
  checkResponse: 'immediate',
  stalemate: 'draw',
  smallPowerCoalition: false,
  openingPasses: false,
  cyclistColourChange: false,
  planeNeedsEmptyIntermediate: false,
  setupPhase: true,
};

/** Allowed values and the section each option rests on (named in BAD_OPTIONS errors). */
const SPEC: Record<keyof typeof DEFAULT_OPTIONS, { values: readonly unknown[]; rule: string }> = {
  order: { values: ['YBGR', 'YGBR'], rule: 'coalition.md §5' },
  checkResponse: { values: ['immediate', 'own-turn'], rule: 'coalition.md §7' },
  stalemate: { values: ['draw', 'pass'], rule: 'coalition.md §7' },
  smallPowerCoalition: { values: [true, false], rule: 'coalition.md §6' },
  openingPasses: { values: [true, false], rule: 'coalition.md §5' },
  cyclistColourChange: { values: [true, false], rule: 'coalition.md §9' },
  planeNeedsEmptyIntermediate: { values: [true, false], rule: 'coalition.md §2' },
  setupPhase: { values: [true, false], rule: 'coalition.md §4' },
};

export function parseCoalitionOptions(
  raw: unknown,
  rules: CoalitionRules = NEWEST_COALITION_RULES,
): Result<CoalitionOptions> {
  if (raw === undefined || raw === null) return ok({ ...DEFAULT_OPTIONS, rules });
  if (typeof raw !== 'object' || Array.isArray(raw))
    return fail('BAD_OPTIONS', 'options must be a JSON object', 'coalition.md §9');
  const out: Record<string, unknown> = { ...DEFAULT_OPTIONS, rules };
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const spec = (SPEC as Record<string, { values: readonly unknown[]; rule: string } | undefined>)[key];
    if (!spec)
      return fail(
        'BAD_OPTIONS',
        `unknown option "${key}" (options: ${Object.keys(SPEC).join(', ')})`,
        'coalition.md §9',
      );
    if (!spec.values.includes(value))
      return fail(
        'BAD_OPTIONS',
        `option "${key}" must be one of ${spec.values.map((v) => JSON.stringify(v)).join(', ')}`,
        spec.rule,
      );
    out[key] = value;
  }
  return ok(out as unknown as CoalitionOptions);
}

/** The options as stored with a game: every option a player chooses, defaults filled in. */
export function normalizeCoalitionOptions(options: CoalitionOptions): Record<string, unknown> {
  const { rules: _rules, ...chosen } = { ...DEFAULT_OPTIONS, ...options };
  return chosen;
}
