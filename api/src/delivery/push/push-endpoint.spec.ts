import { createECDH, randomBytes } from 'node:crypto';
import type { WebhookResolver } from '../webhooks/webhook-address-policy';
import { checkPushSubscription } from './push-endpoint';

/** A resolver that answers as the test says: a name that points at loopback is refused. */
const resolver = (answers: Record<string, string[]>) =>
  ({ resolve: async (host: string) => answers[host] ?? [] }) as unknown as WebhookResolver;

describe('a push subscription', () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const p256dh = ecdh.getPublicKey().toString('base64url');
  const auth = randomBytes(16).toString('base64url');
  const dns = resolver({ 'push.example.org': ['93.184.215.14'], 'rebind.example.org': ['127.0.0.1'] });
  const code = (p: Promise<void>) =>
    p.then(
      () => 'ok',
      (e: { code: string }) => e.code,
    );

  it('is accepted at a public https endpoint with a P-256 key and a 16-byte secret', async () => {
    await expect(code(checkPushSubscription('https://push.example.org/s/1', p256dh, auth, false, dns))).resolves.toBe(
      'ok',
    );
  });

  it('is refused at a name resolving to a private address, or without https, unless allowed', async () => {
    await expect(code(checkPushSubscription('https://rebind.example.org/s', p256dh, auth, false, dns))).resolves.toBe(
      'PUSH_ENDPOINT_PRIVATE',
    );
    await expect(code(checkPushSubscription('http://push.example.org/s', p256dh, auth, false, dns))).resolves.toBe(
      'PUSH_SUBSCRIPTION_INVALID',
    );
    await expect(code(checkPushSubscription('http://127.0.0.1:9/s', p256dh, auth, true, dns))).resolves.toBe('ok');
    await expect(code(checkPushSubscription('https://nowhere.example.org/s', p256dh, auth, false, dns))).resolves.toBe(
      'PUSH_ENDPOINT_PRIVATE',
    );
  });

  it('is refused with keys no browser makes', async () => {
    const compressed = ecdh.getPublicKey(undefined, 'compressed').toString('base64url');
    for (const [key, secret] of [
      [compressed, auth],
      [p256dh, randomBytes(8).toString('base64url')],
      ['not base64!', auth],
      [p256dh, 'x'.repeat(200)],
    ])
      await expect(code(checkPushSubscription('https://push.example.org/s', key, secret, false, dns))).resolves.toBe(
        'PUSH_SUBSCRIPTION_INVALID',
      );
  });
});
