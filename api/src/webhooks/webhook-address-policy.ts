import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { DomainError } from '../common/domain-error';

/**
 * Where webhooks may not go unless allowed by configuration: loopback, private, link-local,
 * carrier-grade NAT, unspecified and unique-local addresses — so the server cannot be made to
 * probe its own network (SSRF). Checked at registration and again before each delivery.
 */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
PRIVATE.addAddress('::', 'ipv6');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');
PRIVATE.addSubnet('fe80::', 10, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1], 'ipv4');
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Throws WEBHOOK_URL_INVALID or WEBHOOK_URL_PRIVATE; resolves the host name to check every address. */
export async function checkWebhookUrl(raw: string, allowPrivate: boolean): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DomainError('WEBHOOK_URL_INVALID', 'The webhook URL is not a valid URL.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new DomainError('WEBHOOK_URL_INVALID', 'A webhook URL must be http(s).');
  if (url.username || url.password)
    throw new DomainError('WEBHOOK_URL_INVALID', 'A webhook URL must not carry credentials.');
  if (allowPrivate) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    throw new DomainError('WEBHOOK_URL_INVALID', `The host ${host} does not resolve.`);
  }
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) {
    throw new DomainError(
      'WEBHOOK_URL_PRIVATE',
      `Webhooks to private, loopback or link-local addresses are refused (${host}).`,
    );
  }
  return url;
}
