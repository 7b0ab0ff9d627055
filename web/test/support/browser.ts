import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import {
  BrowserContext,
  chromium,
  type Browser as PlaywrightBrowser,
  type BrowserContextOptions,
} from 'playwright-core';

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
  /** Another, separate context (own cookies): one per user when several play in one test. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  close(): Promise<void>;
}

const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** A headless chromium with a fresh profile, nothing shared with other runs. */
export async function launchBrowser(): Promise<Browser> {
  const profile = mkdtempSync(path.join(tmpdir(), 'entente-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: LAUNCH_ARGS,
    viewport: { width: 1200, height: 800 },
  });
  // Extra users share one more browser process; each context has its own cookies and storage.
  let shared: PlaywrightBrowser | undefined;
  return {
    context,
    newContext: async (options) => {
      shared ??= await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: LAUNCH_ARGS });
      return shared.newContext({ viewport: { width: 1200, height: 800 }, ...options });
    },
    close: async () => {
      await shared?.close().catch(() => undefined);
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
