import type { TriggerEffect } from '../core/game-change';

/**
 * A new version of the game: the drafts made at an older one deleted (a turn sent, or the game
 * moved on past it), so a draft never outlives the position it was made on.
 */
export const STALE_DRAFTS: TriggerEffect = {
  kind: 'trigger',
  name: 'stale drafts dropped',
  table: 'games',
  trigger: 'games_drop_stale_drafts',
  migration: '1796162500000-game-drafts.ts',
};
