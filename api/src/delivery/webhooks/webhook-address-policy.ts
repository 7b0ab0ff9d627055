import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { Injectable } from '@nestjs/common';
import ipaddr from 'ipaddr.js';
import { DomainError } from '../../platform/errors/domain-error';

/**
 * Where webhooks may go: globally routable unicast addresses only, unless configuration allows
 * private ones — so the server cannot be made to probe its own network (SSRF). The ranges are
 * ipaddr.js's (IANA's special-purpose registries): loopback, private, link-local, carrier-grade
 * NAT, multicast, broadcast, reserved (240/4, documentation), benchmarking, unspecified; for IPv6
 * also anything outside 2000::/3 and the forms that embed an IPv4 address whose reach cannot be
 * judged here (IPv4-compatible `::a.b.c.d`, NAT64 `64:ff9b::/96`, 6to4, Teredo). An IPv4-mapped
 * address (`::ffff:a.b.c.d`, how dual-stack sockets write IPv4) is judged by its IPv4 address.
 *
 * Checked at registration and — what matters — on the very address each delivery's socket
 * connects to (webhook-http.ts), so a name that resolves to a public address at registration and
 * to loopback later (DNS rebinding) still never reaches loopback.
 */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
const IPV4_MAPPED = ipaddr.parseCIDR('::ffff:0:0/96');

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.match(IPV4_MAPPED)) return v6.toIPv4Address().range() === 'unicast';
    if (!v6.match(GLOBAL_UNICAST_V6)) return false;
  }
  return parsed.range() === 'unicast';
}

export function isPrivateAddress(address: string): boolean {
  return !isPublicAddress(address);
}

/** Resolves a host name to every address it has; a class so tests can answer as a rebinding DNS would. */
@Injectable()
export class WebhookResolver {
  async resolve(host: string): Promise<string[]> {
    return (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  }
}

/** The host of a URL without IPv6 brackets. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

export function privateAddressError(host: string): DomainError {
  return new DomainError(
    'WEBHOOK_URL_PRIVATE',
    `Webhooks to private, loopback or link-local addresses are refused (${host}).`,
  );
}

/** Throws WEBHOOK_URL_INVALID or WEBHOOK_URL_PRIVATE; resolves the host name to check every address. */
export async function checkWebhookUrl(raw: string, allowPrivate: boolean, resolver: WebhookResolver): Promise<URL> {
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
  const host = hostOf(url);
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolver.resolve(host);
  } catch {
    throw new DomainError('WEBHOOK_URL_INVALID', `The host ${host} does not resolve.`);
  }
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) throw privateAddressError(host);
  return url;
}
