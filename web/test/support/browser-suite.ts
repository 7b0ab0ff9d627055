import { mkdirSync } from 'node:fs';
import { ARTIFACTS_DIR, type Browser, browserAvailable, launchBrowser } from './browser';
import { startTestDashboard, type TestDashboard } from './dashboard';

/** What every browser test of a suite shares: one dashboard (API, PostgreSQL, mail) and one chromium. */
export interface BrowserSuite {
  readonly dash: TestDashboard;
  readonly browser: Browser;
}

/**
 * A describe block whose tests share one test dashboard and one browser, started before the first
 * test and closed after the last. Skipped with a printed line when chromium is missing outside CI
 * (see browserAvailable). The suite's fields are set once `beforeAll` has run: read them in tests.
 */
export function describeInBrowser(name: string, body: (suite: BrowserSuite) => void): void {
  const run = browserAvailable() ? describe : describe.skip;
  run(name, () => {
    const suite = {} as { dash: TestDashboard; browser: Browser };
    beforeAll(async () => {
      mkdirSync(ARTIFACTS_DIR, { recursive: true });
      suite.dash = await startTestDashboard();
      suite.browser = await launchBrowser();
    });
    afterAll(async () => {
      await suite.browser?.close();
      await suite.dash?.close();
    });
    body(suite);
  });
}
