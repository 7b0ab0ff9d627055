import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as ece from 'http_ece';

/** One push as the endpoint received it, decrypted, with what its VAPID header proves. */
export interface ReceivedPush {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  /** The RFC 8291 payload decrypted with the subscription's private key and auth secret. */
  readonly payload: Record<string, unknown>;
  /** The VAPID JWT's claims, its signature checked against `k` (the server's public key). */
  readonly vapid: { readonly publicKey: string; readonly claims: Record<string, unknown>; readonly valid: boolean };
}

/** A subscription whose private keys this endpoint holds, as a browser's PushManager would. */
export interface LocalSubscription {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
  readonly ecdh: ECDH;
}

/**
 * A push service on loopback (RFC 8030's receiving side, for tests): it answers each POST with
 * the next queued status (then 201), and decrypts what it received (aes128gcm, RFC 8291) with the
 * subscription's own keys — independently of the server's code, by http_ece, the library web-push
 * encrypts with — and checks the VAPID JWT (RFC 8292, ES256) against the key the header names.
 */
export class LocalPushEndpoint {
  readonly received: ReceivedPush[] = [];
  readonly statuses: number[] = [];
  readonly errors: string[] = [];
  private readonly subscriptions = new Map<string, LocalSubscription>();
  private server?: Server;
  origin = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const status = this.statuses.shift() ?? 201;
        try {
          const sub = this.subscriptions.get(req.url ?? '');
          if (!sub) throw new Error(`no subscription at ${req.url}`);
          if (status >= 200 && status < 300)
            this.received.push(this.open(req.url ?? '', req.headers, Buffer.concat(chunks), sub));
        } catch (e) {
          this.errors.push((e as Error).message);
        }
        res.statusCode = status;
        res.end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** A fresh subscription (its own P-256 key pair and auth secret) at a path of this endpoint. */
  subscription(): LocalSubscription {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const path = `/push/${randomBytes(8).toString('hex')}`;
    const sub = {
      endpoint: `${this.origin}${path}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
      ecdh,
    };
    this.subscriptions.set(path, sub);
    return sub;
  }

  /** A subscription a browser made, whose keys the test cannot hold: received, counted, not decrypted. */
  private open(path: string, headers: IncomingHttpHeaders, body: Buffer, sub: LocalSubscription): ReceivedPush {
    if (headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${headers['content-encoding']}`);
    const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: sub.ecdh, authSecret: sub.keys.auth });
    return {
      path,
      headers,
      payload: JSON.parse(plain.toString('utf8')),
      vapid: checkVapid(String(headers.authorization)),
    };
  }
}

/** `vapid t=<jwt>, k=<key>`: the claims, and whether the ES256 signature verifies under `k`. */
export function checkVapid(header: string): ReceivedPush['vapid'] {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
  if (!m) return { publicKey: '', claims: {}, valid: false };
  const [data, signature] = [m[1].slice(0, m[1].lastIndexOf('.')), m[1].slice(m[1].lastIndexOf('.') + 1)];
  const raw = Buffer.from(m[2], 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const [head, claims] = data.split('.').map((p) => JSON.parse(Buffer.from(p, 'base64url').toString('utf8')));
  const valid =
    head.alg === 'ES256' &&
    verify('sha256', Buffer.from(data), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  return { publicKey: m[2], claims, valid };
}
