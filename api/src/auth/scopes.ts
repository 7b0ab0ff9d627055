/**
 * What a personal API token may do. A signed-in person (session cookie or JWT) holds every scope;
 * a token holds only those chosen when it was created, so a script that only reads games cannot
 * be turned into one that plays them.
 */
export const SCOPES = [
  'account:read',
  'games:read',
  'games:play',
  'games:create',
  'ladders:read',
  'ladders:write',
] as const;

export type Scope = (typeof SCOPES)[number];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}
