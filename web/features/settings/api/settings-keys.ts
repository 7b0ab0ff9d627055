/** The cache keys of the signed-in account's own settings and registrations (GET /me/…, /tokens, /oauth/…). */
export const settingsKeys = {
  tokens: ['me', 'tokens'] as const,
  webhooks: ['me', 'webhooks'] as const,
  deliveries: (webhookId: string) => ['me', 'webhooks', webhookId, 'deliveries'] as const,
  vacations: ['me', 'vacations'] as const,
  playSettings: ['me', 'play-settings'] as const,
  notificationSettings: ['me', 'notification-settings'] as const,
  oauthApps: ['me', 'oauth-apps'] as const,
  authorizations: ['me', 'oauth-authorizations'] as const,
  sessions: ['me', 'sessions'] as const,
};
