import nodemailer from 'nodemailer';
import { describeInBrowser } from './support/browser-suite';
import { screenshot } from './support/screenshot';

// The first run builds the dashboard (next build, about a minute).
jest.setTimeout(240_000);

describeInBrowser('dashboard in chromium', (suite) => {
  it('renders the home page', async () => {
    const page = await suite.browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const res = await page.goto(suite.dash.url + '/');
    expect(res?.status()).toBe(200);
    await expect(page.title()).resolves.toMatch(/Entente/);
    // Rendered by React, not just served: the page has visible text naming the product.
    await page.getByText('Entente').first().waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await screenshot(page, 'home.png');
    await page.close();
  });

  it('shows a message sent to the mail catcher at /dev/mail', async () => {
    const subject = `Your move in game ${Date.now()}`;
    await nodemailer.createTransport({ host: '127.0.0.1', port: suite.dash.mail.port, secure: false }).sendMail({
      from: 'Entente <no-reply@entente.localhost>',
      to: 'ann@example.org',
      subject,
      text: 'Black has moved.',
    });
    await suite.dash.mail.catcher.waitFor((m) => m.subject === subject);

    const page = await suite.browser.context.newPage();
    const res = await page.goto(suite.dash.url + '/dev/mail');
    expect(res?.status()).toBe(200);
    const item = page.locator('[data-testid="mail-list"] li', { hasText: subject });
    await item.waitFor();
    await expect(item.textContent()).resolves.toContain('ann@example.org');
    await expect(item.textContent()).resolves.toContain('Black has moved.');
    await screenshot(page, 'dev-mail.png');
    await page.close();
  });

  it('reaches the API through the dashboard origin (/api/*), problems included', async () => {
    const page = await suite.browser.context.newPage();
    await page.goto(suite.dash.url + '/');
    const result = await page.evaluate(async () => {
      const ok = await fetch('/api/health');
      const missing = await fetch('/api/no-such-route');
      return {
        ok: ok.status,
        health: (await ok.json()) as { database: { status: string } },
        missing: missing.status,
        type: missing.headers.get('content-type'),
        body: (await missing.json()) as { code: string },
      };
    });
    expect(result.ok).toBe(200);
    expect(result.health.database.status).toBe('up');
    expect(result.missing).toBe(404);
    expect(result.type).toMatch(/^application\/problem\+json/);
    expect(result.body.code).toBe('NOT_FOUND');
    await page.close();
  });
});
