/**
 * HOST names the interface the start command binds; these helpers turn it into the addresses a
 * person uses: the one printed (and PUBLIC_URL's default), and the dashboard origins accepted.
 */

/** `0.0.0.0` and `::` bind every interface: no single address to print. */
export function isWildcardHost(host: string): boolean {
  return host === '0.0.0.0' || host === '::' || host === '[::]';
}

/** Reachable from this machine only: 127.0.0.0/8, ::1, localhost. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/** A host as it appears in a URL (IPv6 in brackets). */
export function urlHost(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/** The address to connect to when `host` was bound: a wildcard is reached on 127.0.0.1. */
export function connectHost(host: string): string {
  return isWildcardHost(host) ? '127.0.0.1' : urlHost(host);
}

/** The dashboard's address the start command prints, and PUBLIC_URL's default. */
export function printedAddress(host: string, webPort: number): string {
  return `http://${connectHost(host)}:${webPort}`;
}

/** PUBLIC_URL's origin, and the dashboard's port on the loopback names and on HOST. */
export function dashboardOrigins(publicUrl: string, host: string, webPort: number): string[] {
  const names = ['127.0.0.1', 'localhost', '[::1]'];
  if (!isWildcardHost(host)) names.push(urlHost(host));
  const origins = [new URL(publicUrl).origin, ...names.map((n) => new URL(`http://${n}:${webPort}`).origin)];
  return [...new Set(origins)];
}
