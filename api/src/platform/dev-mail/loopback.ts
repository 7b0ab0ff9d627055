import { isIP } from 'node:net';

/**
 * Whether a socket's remote address is this machine: 127.0.0.0/8, ::1, or either written as an
 * IPv4-mapped IPv6 address (what a dual-stack server reports for 127.0.0.1).
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address || !isIP(address)) return false;
  const v4 = address.toLowerCase().replace(/^::ffff:/, '');
  return v4 === '::1' || (isIP(v4) === 4 && v4.startsWith('127.'));
}
