import { isDeepStrictEqual } from 'node:util';
import { getVariant } from '@entente/engine';
import { DomainError } from '../../platform/errors/domain-error';

export const BOT_VARIANTS = ['007', 'coalition'] as const;
export type BotVariant = (typeof BOT_VARIANTS)[number];
export const TIME_CONTROL_TYPES = ['per-move', 'bank'] as const;
export type TimeControlType = (typeof TIME_CONTROL_TYPES)[number];

/**
 * What a bot accepts (`PUT /bot/profile`, docs/bots.md): a challenge outside it is declined for
 * the bot at once, with the reason. `optionSets` per variant: a challenge's options (with every
 * default filled in) must have every value one of the sets names; no sets (or an empty set) for
 * a variant accepts any options. `minDays`/`maxDays` bound a time control's days (per move: its
 * days; bank: its initial days).
 */
export interface BotProfile {
  readonly variants: readonly BotVariant[];
  readonly optionSets: Readonly<Partial<Record<BotVariant, readonly Readonly<Record<string, unknown>>[]>>>;
  readonly timeControls: readonly TimeControlType[];
  readonly minDays: number;
  readonly maxDays: number;
  /** Games it plays at once; at that many it is busy, and new challenges are declined (`busy`). */
  readonly maxGames: number;
  /** Whether it takes challenges from other bots. */
  readonly acceptBots: boolean;
}

/** The profile of a new bot: everything, four games at once, people only. */
export const DEFAULT_BOT_PROFILE: BotProfile = {
  variants: ['007', 'coalition'],
  optionSets: {},
  timeControls: ['per-move', 'bank'],
  minDays: 1,
  maxDays: 180,
  maxGames: 4,
  acceptBots: false,
};

export const MAX_OPTION_SETS = 20;

/** Why a challenge is declined (lichess's reasons, as far as they apply to correspondence). */
export const DECLINE_REASONS = [
  'generic',
  'later',
  'busy',
  'variant',
  'options',
  'timeControl',
  'tooFast',
  'tooSlow',
  'noBot',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** What the profile judges of a challenge. */
export interface ChallengeTerms {
  readonly variant: string;
  /** The game's options with every default filled in. */
  readonly options: Readonly<Record<string, unknown>>;
  readonly timeControl:
    { readonly type: 'per-move'; readonly days: number } | { readonly type: 'bank'; readonly initialDays: number };
  /** The challenger (or another invitee) is a bot. */
  readonly withBots: boolean;
}

/** The reason the bot declines these terms, or null when its profile accepts them. */
export function declineReasonFor(profile: BotProfile, terms: ChallengeTerms): DeclineReason | null {
  if (!profile.variants.includes(terms.variant as BotVariant)) return 'variant';
  const sets = profile.optionSets[terms.variant as BotVariant] ?? [];
  if (
    sets.length > 0 &&
    !sets.some((set) => Object.entries(set).every(([k, v]) => isDeepStrictEqual(terms.options[k], v)))
  )
    return 'options';
  if (!profile.timeControls.includes(terms.timeControl.type)) return 'timeControl';
  const days = terms.timeControl.type === 'per-move' ? terms.timeControl.days : terms.timeControl.initialDays;
  if (days < profile.minDays) return 'tooFast';
  if (days > profile.maxDays) return 'tooSlow';
  if (terms.withBots && !profile.acceptBots) return 'noBot';
  return null;
}

/**
 * A profile as sent, checked beyond its fields' types: known variants and time controls, each
 * option set one the variant's rules accept (an unknown option or value is refused, naming it),
 * and the days in order. Throws BAD_BOT_PROFILE.
 */
export function checkProfile(profile: BotProfile): BotProfile {
  const bad = (message: string) => new DomainError('BAD_BOT_PROFILE', message);
  if (new Set(profile.variants).size !== profile.variants.length) throw bad('variants lists a variant twice.');
  if (new Set(profile.timeControls).size !== profile.timeControls.length) throw bad('timeControls lists a type twice.');
  if (profile.minDays > profile.maxDays) throw bad('minDays is more than maxDays.');
  const optionSets: Partial<Record<BotVariant, Record<string, unknown>[]>> = {};
  for (const [variant, sets] of Object.entries(profile.optionSets)) {
    if (!BOT_VARIANTS.includes(variant as BotVariant))
      throw bad(`optionSets names "${variant}", which is no variant (${BOT_VARIANTS.join(', ')}).`);
    if (!Array.isArray(sets)) throw bad(`optionSets.${variant} must be a list of option sets.`);
    if (sets.length > MAX_OPTION_SETS) throw bad(`optionSets.${variant} has more than ${MAX_OPTION_SETS} sets.`);
    const rules = getVariant(variant)!;
    optionSets[variant as BotVariant] = sets.map((set, i) => {
      if (typeof set !== 'object' || set === null || Array.isArray(set))
        throw bad(`optionSets.${variant}[${i}] must be an object of options.`);
      const parsed = rules.parseOptions(set);
      if (!parsed.ok) throw bad(`optionSets.${variant}[${i}]: ${parsed.error.message}`);
      return { ...(set as Record<string, unknown>) };
    });
  }
  return { ...profile, optionSets };
}
