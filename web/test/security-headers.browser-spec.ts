import { describeInBrowser } from './support/browser-suite';
import { gotoReady, signUpInBrowser, testUser, watchErrors } from './support/users';

// The first run builds the dashboard (next build, about a minute).
jest.setTimeout(240_000);

/**
 * Every dashboard page carries the security headers, its scripts run under a nonce policy without
 * 'unsafe-inline', and the dashboard works under it: pages hydrate, forms submit, and the browser
 * reports no policy violation (Chromium logs each as a console error, which watchErrors collects).
 */
describeInBrowser('security headers and the content security policy', (suite) => {
  it('sends them on every page, and nothing breaks under the policy', async () => {
    const page = await suite.browser.context.newPage();
    const errors: string[] = [];
    watchErrors(page, errors);
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { reportViolation(v: string): void }).reportViolation(
          `${e.violatedDirective} ${e.blockedURI}`,
        ),
      );
    });

    const policies = new Set<string>();
    for (const path of ['/', '/signin', '/signin-link', '/signup', '/rules']) {
      const res = await page.goto(`${suite.dash.url}${path}`);
      const headers = res!.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect({ path, nonce: /script-src [^;]*'nonce-[^']+'/.test(csp) }).toEqual({ path, nonce: true });
      expect(csp.match(/script-src [^;]*/)![0]).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBeTruthy();
      policies.add(csp);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    }
    // A fresh nonce per answer.
    expect(policies.size).toBe(5);

    // The dashboard works under the policy: sign up, then Settings with the list of sessions.
    await signUpInBrowser(page, suite.dash.url, testUser('csp'), 'Csp Tester');
    await gotoReady(page, `${suite.dash.url}/settings`);
    await page.locator('[data-testid=session][data-current=true]').waitFor();
    await gotoReady(page, `${suite.dash.url}/lobby`);
    await page.waitForLoadState('networkidle');

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
