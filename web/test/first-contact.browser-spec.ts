import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { isolatedStartEnv, launchStart, printedUrl, RunningStart } from '../../api/test/support/start-command';
import { ARTIFACTS_DIR, type Browser, browserAvailable, launchBrowser } from './support/browser';
import { screenshot } from './support/screenshot';
import { gotoReady, testUser, watchErrors } from './support/users';

/**
 * A stranger's first hour (the first visit): `npm start` with no
 * settings at all (only free ports and its own data folder), the exact dashboard address it prints,
 * and a real browser that sees both games on the signed-out home page, signs up, is welcomed and
 * asked to confirm the address, confirms it through the mail catcher, creates a game and signs
 * out. Every write goes through the session cookie and the CSRF check.
 */
jest.setTimeout(600_000); // the first start may build the API and the dashboard

const run = browserAvailable() ? describe : describe.skip;

/** Every answer of the API the page got, to show that no write was refused. */
function watchApi(page: Page, into: string[]): void {
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/api/'))
      into.push(`${res.request().method()} ${res.status()} ${res.url()}`);
  });
}

run('first contact: npm start, the printed address, a real browser', () => {
  let start: RunningStart;
  let browser: Browser;
  let cleanUp: () => void;
  let env: Record<string, string>;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    ({ env, cleanUp } = await isolatedStartEnv());
    start = launchStart(env);
    await start.waitFor('Press Ctrl-C to stop.');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (start) expect(await start.stop()).toBe(0);
    cleanUp?.();
  });

  it('shows both games signed out, signs up, confirms the address, creates a game and signs out at exactly the printed address', async () => {
    const dashboard = printedUrl(start.output(), 'Dashboard');
    expect(dashboard).toBe(`http://127.0.0.1:${env.WEB_PORT}`);
    const page = await browser.context.newPage();
    const errors: string[] = [];
    const answers: string[] = [];
    watchErrors(page, errors);
    watchApi(page, answers);

    // Signed out, the home page shows both games on a board, what each is, and how to start.
    await gotoReady(page, dashboard);
    for (const [variant, what] of [
      ['coalition', /Four parties on a 10×10 board/],
      ['007', /each turn is three half-moves/],
    ] as const) {
      const intro = page.getByTestId(`intro-${variant}`);
      await expect(intro.textContent()).resolves.toMatch(what);
      const colours = await intro
        .locator('[data-testid=board] [data-color]')
        .evaluateAll((squares) => [...new Set(squares.map((q) => q.getAttribute('data-color')))].sort());
      expect(colours).toEqual(variant === '007' ? ['black', 'white'] : ['black', 'green', 'red', 'yellow']);
      await intro.getByRole('link', { name: 'Sign up and play' }).waitFor();
      await intro.getByRole('link', { name: 'Try it on the analysis board' }).waitFor();
    }
    await expect(page.getByTestId('how-to-start').textContent()).resolves.toMatch(/Lobby: open seats wait/);
    await screenshot(page, 'first-visit-home.png');
    await page.getByTestId('intro-coalition').getByRole('link', { name: 'Sign up and play' }).click();
    await page.waitForURL(`${dashboard}/signup`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const user = testUser('stranger');
    await page.locator('input[name=username]').fill(user.username);
    await page.locator('input[name=displayName]').fill('Sam Stranger');
    await page.locator('input[name=email]').fill(user.email);
    await page.locator('input[name=password]').fill(user.password);
    await page.locator('form button[type=submit]').click();
    await page.getByTestId('me').filter({ hasText: 'Sam Stranger' }).waitFor();

    // The welcome asks to confirm the address and sends the link again when asked.
    const welcome = page.getByTestId('welcome');
    await welcome.getByRole('heading', { name: 'Welcome to Entente, Sam Stranger!' }).waitFor();
    await expect(welcome.getByTestId('welcome-verify').textContent()).resolves.toContain(
      `we have sent a link to ${user.email}`,
    );
    await screenshot(page, 'first-visit-welcome.png');
    await welcome.getByTestId('welcome-resend').click();
    await welcome.getByText(`A new link is on its way to ${user.email}.`).waitFor();

    // Both links are at the printed Mail address, fetched by this browser from the API; the
    // newest confirms the address.
    const mailPage = await browser.context.newPage();
    watchErrors(mailPage, errors);
    let links: string[] = [];
    for (let attempt = 0; links.length < 2; attempt++) {
      if (attempt > 120) throw new Error(`two confirmation links expected in the caught mail, found ${links.length}`);
      if (attempt > 0) await new Promise((r) => setTimeout(r, 500));
      await gotoReady(mailPage, printedUrl(start.output(), 'Mail'));
      // The list (or the line that there is none) once the browser has read the caught mail.
      await mailPage.locator('[data-testid=mail-list], main p.muted').first().waitFor();
      const texts = await mailPage.locator('[data-testid=mail-list] li', { hasText: user.email }).allTextContents();
      links = texts.flatMap((text) => text.match(/https?:\/\/\S+\/verify-email\?token=[^\s]+/g) ?? []);
    }
    await mailPage.close();
    expect(links.every((l) => l.startsWith(`${dashboard}/verify-email?token=`))).toBe(true);
    await gotoReady(page, links[0]);
    await page.getByTestId('verify-state').getByText('Your email address is confirmed.').waitFor();
    await gotoReady(page, dashboard);
    await page.getByTestId('waiting').waitFor();
    expect(await page.getByTestId('welcome').count()).toBe(0);

    await page.getByRole('banner').getByRole('link', { name: 'New game' }).click();
    await page.waitForURL(`${dashboard}/games/new`);
    await page.getByTestId('create-game').click();
    await page.waitForURL(/\/games\/[0-9a-f-]{36}$/);
    await screenshot(page, 'first-contact-game.png');
    expect(errors).toEqual([]);

    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    // Signed out for real: the session is gone on the server, not just from the page.
    await page.reload();
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(async () => (await fetch('/api/users/me')).status)).toBe(401);

    expect(answers.filter((a) => /^(POST|PUT|PATCH|DELETE) /.test(a) && !/ 20\d /.test(a))).toEqual([]);
    expect(answers).toContainEqual(expect.stringMatching(/^POST 201 .*\/api\/games$/));
    expect(answers).toContainEqual(expect.stringMatching(/^DELETE 204 .*\/api\/auth\/session$/));
    // Signed out, the browser reports the 401s of what the pages still ask (and of our check).
    expect(errors.filter((e) => !e.includes('status of 401'))).toEqual([]);
    await page.close();
  });

  it('works at localhost too, and still refuses a write from another origin', async () => {
    const dashboard = `http://localhost:${env.WEB_PORT}`;
    const context = await browser.newContext();
    const page = await context.newPage();
    const user = testUser('local');
    await gotoReady(page, `${dashboard}/signup`);
    await page.locator('input[name=username]').fill(user.username);
    await page.locator('input[name=displayName]').fill('Lou Local');
    await page.locator('input[name=email]').fill(user.email);
    await page.locator('input[name=password]').fill(user.password);
    await page.locator('form button[type=submit]').click();
    await page.getByTestId('me').filter({ hasText: 'Lou Local' }).waitFor();

    // The session cookie goes along (same site), but the Origin is not the dashboard's.
    for (const origin of [
      `http://127.0.0.1:${env.PORT}`,
      'https://evil.example',
      `http://localhost:${env.SMTP_PORT}`,
    ]) {
      const refused = await context.request.post(`${dashboard}/api/games`, {
        headers: { origin },
        data: { variant: '007' },
      });
      expect([origin, refused.status(), (await refused.json()).code]).toEqual([origin, 403, 'CSRF_REJECTED']);
    }

    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(async () => (await fetch('/api/users/me')).status)).toBe(401);
    await context.close();
  });
});
