import { signWebhook, verifyWebhook } from './webhook-signature';
import { isPrivateAddress } from './webhook-address-policy';

describe('Standard Webhooks signature', () => {
  // The example of the Standard Webhooks / Svix documentation.
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  const id = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
  const timestamp = 1614265330;
  const body = '{"test": 2432232314}';

  it('matches the published example', () => {
    expect(signWebhook(secret, id, timestamp, body)).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('verifies among several signatures and refuses a changed body, id or time', () => {
    const signature = `v1,bm9wZQ== ${signWebhook(secret, id, timestamp, body)}`;
    expect(verifyWebhook(secret, { id, timestamp: String(timestamp), signature }, body)).toBe(true);
    expect(verifyWebhook(secret, { id, timestamp: String(timestamp), signature }, body.replace('2', '3'))).toBe(false);
    expect(verifyWebhook(secret, { id: 'msg_other', timestamp: String(timestamp), signature }, body)).toBe(false);
    expect(verifyWebhook(secret, { id, timestamp: String(timestamp + 1), signature }, body)).toBe(false);
  });
});

describe('webhook address policy', () => {
  it('calls loopback, private, link-local, CGNAT and unique-local addresses private', () => {
    for (const a of [
      '127.0.0.1',
      '10.0.0.8',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      // The ones fuzzing got through: IPv4-compatible and NAT64 loopback, multicast,
      // broadcast, 240/4, and the other forms that embed an IPv4 address or are not global.
      '::127.0.0.1',
      '64:ff9b::7f00:1',
      '64:ff9b::a00:1',
      '2002:7f00:1::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '224.0.0.1',
      '239.255.255.250',
      'ff02::1',
      '255.255.255.255',
      '240.0.0.1',
      '192.0.2.1',
      '198.51.100.7',
      '2001:db8::1',
      '100::1',
      'not-an-address',
    ]) {
      expect([a, isPrivateAddress(a)]).toEqual([a, true]);
    }
    for (const a of ['93.184.215.14', '172.32.0.1', '8.8.8.8', '2606:4700::6810:84e5', '::ffff:8.8.8.8']) {
      expect([a, isPrivateAddress(a)]).toEqual([a, false]);
    }
  });
});
