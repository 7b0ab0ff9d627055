/** Coalition Chess (coalition.md): the variant and the helpers tests and tools use. */
export { coalitionVariant, initialGame } from './variant';
export type { CoalitionState } from './state';
export type { CoalitionOptions } from './options';
