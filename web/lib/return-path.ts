/**
 * Where to go after signing in: the `next` parameter if it is a path of this site, else home.
 * Anything else is ignored, so a crafted link cannot send the user elsewhere with their fresh
 * session: another origin, `//host`, and the tricks browsers undo before they navigate — a tab or
 * newline (`/%09/evil.example/` becomes `//evil.example/`), a backslash (read as `/`), any other
 * control character or space. What is left is resolved against this origin and must stay on it.
 */
export function returnPath(search: string, origin: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/')) return '/';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u0020\u007f-\u009f\\\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff]/.test(next)) return '/';
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return '/';
  }
  if (url.origin !== new URL(origin).origin) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
