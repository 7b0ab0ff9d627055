/**
 * Event types besides the engine's action types (`move`, `declare`, ... — the action's `type`):
 * the life of a game around the rules.
 */
export const LIFECYCLE_EVENT_TYPES = [
  'game-created',
  'seat-taken',
  'invitation-declined',
  'game-started',
  'game-aborted',
] as const;

export type LifecycleEventType = (typeof LIFECYCLE_EVENT_TYPES)[number];
