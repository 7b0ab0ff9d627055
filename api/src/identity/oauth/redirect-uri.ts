/**
 * Which redirect URIs an app may register (RFC 6749 §3.1.2, RFC 8252 for native apps, and the
 * OAuth 2.0 Security BCP). Authorization requests must then name one of them exactly, character
 * for character: no prefix, pattern or port matching.
 *
 * - `https:` anywhere; `http:` only on the loopback interface (a native app's local listener);
 * - a private-use scheme in reverse-domain form (`org.example.app:/callback`) for native apps;
 * - no fragment (§3.1.2), no user info, no query: the error redirects of the OAuth library
 *   replace the query, so a registered query would be lost from exactly those answers.
 */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);
const MAX_LENGTH = 2000;

/** Why the URI cannot be registered, or null when it can. */
export function redirectUriProblem(raw: string): string | null {
  if (raw.length > MAX_LENGTH) return `is longer than ${MAX_LENGTH} characters`;
  if (/[\s<>"{}|\\^`]/.test(raw) || /[^\x21-\x7e]/.test(raw)) return 'contains characters a URI cannot hold';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'is not an absolute URI';
  }
  if (raw.includes('#')) return 'must not have a fragment';
  if (url.search || raw.includes('?')) return 'must not have a query';
  if (url.username || url.password) return 'must not carry user info';
  const scheme = url.protocol.slice(0, -1);
  if (scheme === 'https') return url.hostname ? null : 'needs a host';
  if (scheme === 'http') {
    return LOOPBACK_HOSTS.has(url.hostname) ? null : 'may use http only on the loopback interface (https otherwise)';
  }
  // A private-use scheme: reverse-domain form keeps apps from claiming `javascript:` and the like.
  if (/^[a-z][a-z0-9-]*(\.[a-z0-9-]+)+$/.test(scheme)) return null;
  return 'must use https, http on loopback, or a reverse-domain scheme such as org.example.app:';
}
