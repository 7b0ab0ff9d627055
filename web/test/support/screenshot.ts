import * as path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './browser';

/** A full-page screenshot into test-artifacts/, taken from the top (the sticky bar stays on top). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, name), fullPage: true });
}
