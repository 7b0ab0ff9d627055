/** Coalition Chess (coalition.md): the variant and the helpers tests and tools use. */
export { coalitionEdition, coalitionVariant, initialGame } from './variant';
export { COALITION_RULES, type CoalitionRules } from './rules-edition';
export type { CoalitionState } from './state';
export type { CoalitionOptions } from './options';
