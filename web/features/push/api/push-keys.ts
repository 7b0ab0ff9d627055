/** The cache keys of Web Push: the server's key and my subscribed devices. */
export const pushKeys = {
  key: ['push', 'key'] as const,
  subscriptions: ['me', 'push-subscriptions'] as const,
};
