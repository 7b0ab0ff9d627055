/**
 * A takeback by consent (docs/takeback.md): asked for, accepted by each seat asked (the last
 * acceptance carries `taken: true` and the version the position returns to), declined, or
 * withdrawn by the one who asked. The position goes back as a new event of the chain; no event is
 * ever deleted or rewritten.
 */
export const TAKEBACK_EVENT_TYPES = [
  'takeback-requested',
  'takeback-accepted',
  'takeback-declined',
  'takeback-withdrawn',
] as const;
