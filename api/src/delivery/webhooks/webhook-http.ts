import * as http from 'node:http';
import * as https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { hostOf, isPrivateAddress, privateAddressError, type WebhookResolver } from './webhook-address-policy';

export interface WebhookPost {
  readonly headers: Record<string, string>;
  readonly body: string | Buffer;
  readonly timeoutMs: number;
  /** WEBHOOKS_ALLOW_PRIVATE (PUSH_ALLOW_PRIVATE for pushes): tests and local set-ups deliver to loopback. */
  readonly allowPrivate: boolean;
  readonly resolver: WebhookResolver;
}

/**
 * POSTs one webhook delivery (or one push, delivery/push) and answers its status. The address check is the socket's own DNS
 * look-up (`lookup` of net.connect): the addresses it connects to are the ones checked, in the same
 * call, so no second look-up can answer differently (DNS rebinding). An address literal in the URL
 * is checked directly (net.connect does not look those up). Redirects are never followed: a 3xx is
 * an answer like any other non-2xx, and the delivery is retried to the registered URL.
 * A fresh connection per delivery (no agent), so every connection is looked up and checked anew.
 */
export function postWebhook(rawUrl: string, post: WebhookPost): Promise<number> {
  const url = new URL(rawUrl);
  const host = hostOf(url);
  if (!post.allowPrivate && isIP(host) && isPrivateAddress(host)) return Promise.reject(privateAddressError(host));
  const lookup: LookupFunction = (hostname, options, callback) => {
    post.resolver.resolve(hostname).then(
      (addresses) => {
        const family = options.family === 6 ? 6 : options.family === 4 ? 4 : 0;
        const usable = addresses.filter((a) => family === 0 || isIP(a) === family);
        if (usable.length === 0)
          return callback(Object.assign(new Error(`${hostname} does not resolve`), { code: 'ENOTFOUND' }), '', 0);
        if (!post.allowPrivate && usable.some(isPrivateAddress)) return callback(privateAddressError(hostname), '', 0);
        if (options.all)
          return (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(
            null,
            usable.map((a) => ({ address: a, family: isIP(a) })),
          );
        callback(null, usable[0], isIP(usable[0]));
      },
      (error: Error) => callback(Object.assign(error, { code: 'ENOTFOUND' }), '', 0),
    );
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<number>((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        agent: false,
        lookup,
        timeout: post.timeoutMs,
        headers: { ...post.headers, 'content-length': String(Buffer.byteLength(post.body)) },
      },
      (res) => {
        res.resume(); // the body is of no interest; drain it so the socket closes
        res.once('end', () => resolve(res.statusCode ?? 0));
        res.once('error', reject);
      },
    );
    req.once('timeout', () => req.destroy(new Error(`No answer within ${post.timeoutMs} ms`)));
    req.once('error', reject);
    req.end(post.body);
  });
}
