import { createECDH } from 'node:crypto';
import { isIP } from 'node:net';
import { DomainError } from '../../platform/errors/domain-error';
import { hostOf, isPrivateAddress, type WebhookResolver } from '../webhooks/webhook-address-policy';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/**
 * A subscription as the browser's PushManager made it: an https endpoint (http only where private
 * endpoints are allowed, for tests), a P-256 public key (65 bytes, uncompressed, on the curve) and a
 * 16-byte auth secret. Throws PUSH_SUBSCRIPTION_INVALID or PUSH_ENDPOINT_PRIVATE.
 */
export async function checkPushSubscription(
  endpoint: string,
  p256dh: string,
  auth: string,
  allowPrivate: boolean,
  resolver: WebhookResolver,
): Promise<void> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw invalid('The endpoint is not a URL.');
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    throw invalid('A push endpoint must be an https URL.');
  if (url.username || url.password) throw invalid('A push endpoint must not carry credentials.');
  const key = BASE64URL.test(p256dh) ? Buffer.from(p256dh, 'base64url') : Buffer.alloc(0);
  if (key.length !== 65 || key[0] !== 4 || !onCurve(key))
    throw invalid('keys.p256dh must be an uncompressed P-256 public key (65 bytes, base64url).');
  if (!BASE64URL.test(auth) || Buffer.from(auth, 'base64url').length !== 16)
    throw invalid('keys.auth must be a 16-byte secret (base64url).');
  if (allowPrivate) return;
  const host = hostOf(url);
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolver.resolve(host);
  } catch {
    throw invalid(`The host ${host} does not resolve.`);
  }
  if (addresses.length === 0 || addresses.some(isPrivateAddress))
    throw new DomainError(
      'PUSH_ENDPOINT_PRIVATE',
      `Push endpoints at private, loopback or link-local addresses are refused (${host}).`,
    );
}

function onCurve(key: Buffer): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(key);
    return true;
  } catch {
    return false;
  }
}

function invalid(detail: string): DomainError {
  return new DomainError('PUSH_SUBSCRIPTION_INVALID', detail);
}
