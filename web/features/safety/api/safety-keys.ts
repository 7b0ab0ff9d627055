/** The cache keys of blocks and moderation (GET /me/blocks, /moderation/…). */
export const safetyKeys = {
  blocks: ['me', 'blocks'] as const,
  queue: (status: 'open' | 'closed') => ['moderation', 'reports', status] as const,
  report: (id: string) => ['moderation', 'report', id] as const,
  moderation: ['moderation'] as const,
};
