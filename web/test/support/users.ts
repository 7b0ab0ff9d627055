import type { BrowserContext, Page } from 'playwright-core';

export interface TestUser {
  username: string;
  email: string;
  password: string;
}

export function testUser(name: string): TestUser {
  const suffix = Math.random().toString(36).slice(2, 7);
  return { username: `${name}_${suffix}`, email: `${name}.${suffix}@example.org`, password: 'correct horse battery' };
}

/** Opens a page and waits until React has hydrated it (server-rendered HTML does not react yet). */
export async function gotoReady(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Signs a user up through the sign-up form, as a person would; lands on the home page. */
export async function signUpInBrowser(page: Page, baseUrl: string, user: TestUser, displayName: string): Promise<void> {
  await gotoReady(page, `${baseUrl}/signup`);
  await page.locator('input[name=username]').fill(user.username);
  await page.locator('input[name=displayName]').fill(displayName);
  await page.locator('input[name=email]').fill(user.email);
  await page.locator('input[name=password]').fill(user.password);
  await page.locator('form button[type=submit]').click();
  // Attached, not visible: on a phone the name sits in the header's menu.
  await page.getByTestId('me').filter({ hasText: displayName }).waitFor({ state: 'attached' });
}

/**
 * An account made through the API and signed in in `context` (the session cookie lands in the
 * context's jar): for tests whose subject is play, not registration.
 */
export async function signedInUser(
  context: BrowserContext,
  baseUrl: string,
  user: TestUser,
  displayName: string,
): Promise<void> {
  const reg = await context.request.post(`${baseUrl}/api/auth/register`, { data: { ...user, displayName } });
  if (reg.status() !== 202) throw new Error(`register ${user.username}: ${reg.status()} ${await reg.text()}`);
  const session = await context.request.post(`${baseUrl}/api/auth/session`, {
    data: { login: user.username, password: user.password },
  });
  if (session.status() !== 200)
    throw new Error(`sign in ${user.username}: ${session.status()} ${await session.text()}`);
}

/** Collects what the issue forbids: uncaught page errors and console errors. */
export function watchErrors(page: Page, into: string[]): void {
  page.on('pageerror', (e) => into.push(`${page.url()}: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    // A failed request's message doesn't name the request; its location does.
    const source = m.location().url;
    into.push(`${page.url()}: console: ${m.text()}${source && source !== page.url() ? ` (${source})` : ''}`);
  });
}

/** One board move by two clicks (piece, then target), as a mouse player makes it. */
export async function clickMove(page: Page, from: string, to: string): Promise<void> {
  // The page may still be hydrating, or learning that it is this player's move: wait until the
  // board is interactive and the piece may move.
  await page.locator(`[data-testid=board][data-ready] [data-square="${from}"][data-movable="true"]`).waitFor();
  await page.locator(`[data-testid=board] [data-square="${from}"] rect`).first().click();
  await page.locator(`[data-testid=board] [data-square="${to}"][data-target="true"]`).waitFor();
  await page.locator(`[data-testid=board] [data-square="${to}"] rect`).first().click();
}
