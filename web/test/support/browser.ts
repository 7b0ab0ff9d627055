import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { BrowserContext, chromium } from 'playwright-core';

/** Debian's chromium (apt-get install -y chromium); CHROMIUM_PATH overrides. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const ARTIFACTS_DIR = path.resolve(__dirname, '..', '..', '..', 'test-artifacts');

/**
 * Whether the browser tests can run. Without chromium they are skipped with a line saying how to
 * enable them — except on CI (CI=true), where a missing browser must fail the run.
 */
export function browserAvailable(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.env.CI === 'true') {
    throw new Error(`CI=true but no browser at ${CHROMIUM_PATH}: install it (apt-get install -y chromium)`);
  }
  console.log(`skip: browser tests need chromium at ${CHROMIUM_PATH}; enable them with: apt-get install -y chromium`);
  return false;
}

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** A headless chromium with a fresh profile, nothing shared with other runs. */
export async function launchBrowser(): Promise<Browser> {
  const profile = mkdtempSync(path.join(tmpdir(), 'entente-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
    viewport: { width: 1200, height: 800 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
