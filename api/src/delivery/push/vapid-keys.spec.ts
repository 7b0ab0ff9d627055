import webpush from 'web-push';
import type { AppConfig } from '../../platform/config/app-config';
import { VapidKeysService } from './vapid-keys';

describe('VapidKeysService.authorization', () => {
  // Keys from the configuration: the database is never asked.
  const service = () =>
    new VapidKeysService(
      undefined as never,
      { vapidKeys: webpush.generateVAPIDKeys(), mailFrom: 'Entente <no-reply@example.org>' } as AppConfig,
      undefined as never,
    );
  const now = Date.parse('2026-12-07T12:00:00Z');

  it('signs once for a batch of pushes to one service that ask at once (ES256 signatures differ each time)', async () => {
    const vapid = service();
    const headers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => vapid.authorization(`https://push.example.org/send/${i}`, now)),
    );
    expect(new Set(headers).size).toBe(1);
    expect(headers[0]).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
  });

  it('signs for each service apart, and again when the kept header is due for renewal', async () => {
    const vapid = service();
    const a = await vapid.authorization('https://push.example.org/send/1', now);
    const b = await vapid.authorization('https://other.example.net/send/1', now);
    expect(a).not.toBe(b);
    expect(await vapid.authorization('https://push.example.org/send/2', now + 10 * 3_600_000)).toBe(a);
    expect(await vapid.authorization('https://push.example.org/send/2', now + 11 * 3_600_000)).not.toBe(a);
  });
});
