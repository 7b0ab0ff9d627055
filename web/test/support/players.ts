import type { BrowserContext, Page } from 'playwright-core';
import type { BrowserSuite } from './browser-suite';
import { signedInUser, testUser, type TestUser, watchErrors } from './users';

export interface BrowserPlayer {
  readonly user: TestUser;
  readonly context: BrowserContext;
  readonly page: Page;
}

/**
 * A fresh account, signed in in its own browser context (kept in `contexts` for the suite to
 * close), with a page open whose uncaught and console errors land in `errors`.
 */
export async function openPlayer(
  suite: BrowserSuite,
  name: string,
  errors: string[],
  contexts: BrowserContext[],
): Promise<BrowserPlayer> {
  const context = await suite.browser.newContext();
  contexts.push(context);
  const user = testUser(name);
  await signedInUser(context, suite.dash.url, user, user.username);
  const page = await context.newPage();
  watchErrors(page, errors);
  return { user, context, page };
}

/** A 007 game created through the API by `inviter`'s context, which takes white and invites `invitee` to black; its id. */
export async function invite007(suite: BrowserSuite, inviter: BrowserContext, invitee: TestUser): Promise<string> {
  const res = await inviter.request.post(`${suite.dash.url}/api/games`, {
    data: {
      variant: '007',
      seats: [
        { seat: 'white', me: true },
        { seat: 'black', invite: invitee.username },
      ],
    },
  });
  if (res.status() !== 201) throw new Error(`create game: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}
