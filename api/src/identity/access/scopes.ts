/**
 * What a personal API token may do. A signed-in person (session cookie or JWT) holds every scope;
 * a token holds only those chosen when it was created, so a script that only reads games cannot
 * be turned into one that plays them.
 */
export const SCOPES = [
  'account:read',
  // Changing the account's settings and what it receives: play and notification settings, muted
  // games, read marks, webhooks.
  'account:write',
  'games:read',
  'games:play',
  'games:create',
  'ladders:read',
  'ladders:write',
  // A bot's play (docs/bots.md): its stream and profile, and on a bot account the play of its
  // games as well (BOT_PLAY_INCLUDES); on a person's account only the upgrade to a bot.
  'bot:play',
] as const;

export type Scope = (typeof SCOPES)[number];

/**
 * What each scope lets a token do, in a line (the OpenAPI document; the dashboard's consent
 * page words them in the user's language, web/lib/i18n).
 */
export const SCOPE_SUMMARIES: Record<Scope, string> = {
  'account:read': 'See the account, its settings, notifications and webhooks',
  'account:write':
    'Change play and notification settings and muted games, mark notifications read, add and remove webhooks',
  'games:read': 'See games with their moves, clocks and history',
  'games:play': 'Play: move, offer and answer draws, resign, answer invitations, take vacation',
  'games:create': 'Create games and invite players',
  'ladders:read': 'See clubs, ladders and standings',
  'ladders:write': 'Join and run clubs and ladders, and challenge players',
  'bot:play':
    'Play as a bot: turn the account into a bot, its event stream and profile, and on a bot account everything games:read, games:play and games:create allow',
};

/**
 * What `bot:play` includes on a bot account: a bot's token needs no other scope to read its
 * games, play them, and challenge and answer challenges. On a person's account it includes nothing.
 */
export const BOT_PLAY_INCLUDES: readonly Scope[] = ['games:read', 'games:play', 'games:create'];

/** A token's scopes with what they include on the account (`bot:play` on a bot). */
export function effectiveScopes(scopes: readonly Scope[], bot: boolean): readonly Scope[] {
  if (!bot || !scopes.includes('bot:play')) return scopes;
  return [...new Set([...scopes, ...BOT_PLAY_INCLUDES])].sort();
}

/**
 * The scopes an OAuth app may be granted: all but `account:write`, which adds webhooks (a copy of
 * every notification sent elsewhere) and changes the account's settings. That stays with personal
 * tokens, which the person creates themselves; the metadata, docs/oauth.md and the authorize
 * endpoint offer these only.
 */
export const OAUTH_SCOPES: readonly Scope[] = SCOPES.filter((s) => s !== 'account:write');

export function isOAuthScope(value: string): value is Scope {
  return (OAUTH_SCOPES as readonly string[]).includes(value);
}

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}
