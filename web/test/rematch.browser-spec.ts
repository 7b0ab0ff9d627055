import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describeInBrowser } from './support/browser-suite';
import { gotoReady, signedInUser, testUser, watchErrors } from './support/users';

jest.setTimeout(300_000);

const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical findings inside the rematch panel. */
async function panelViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Element,
            o: object,
          ) => Promise<{ violations: { id: string; impact: string | null; help: string }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document.querySelector('[data-testid=rematch-panel]')!, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help}`);
  });
}

describeInBrowser('rematch', (suite) => {
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  });

  it('A offers a 007 rematch, B accepts on a phone in German, both land in the new game with colours swapped', async () => {
    const errors: string[] = [];
    const url = suite.dash.url;
    const ann = await suite.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const bob = await suite.browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'de-DE' });
    contexts.push(ann, bob);
    const [annUser, bobUser] = [testUser('ann'), testUser('bob')];
    await signedInUser(ann, url, annUser, 'Ann Rematch');
    await signedInUser(bob, url, bobUser, 'Bob Rematch');
    await bob.addCookies([{ name: 'entente_lang', value: 'de', url }]);
    const created = await ann.request.post(`${url}/api/games`, {
      data: { variant: '007', seats: [{ seat: 'white', me: true }] },
    });
    expect(created.status()).toBe(201);
    const origin = ((await created.json()) as { id: string }).id;
    expect((await bob.request.post(`${url}/api/games/${origin}/seats/black/join`)).status()).toBe(200);
    const started = (await (await ann.request.get(`${url}/api/games/${origin}`)).json()) as { version: number };
    const resigned = await ann.request.post(`${url}/api/games/${origin}/actions`, {
      data: { type: 'resign', expectedVersion: started.version },
    });
    expect(resigned.status()).toBe(201);

    const a = await ann.newPage();
    watchErrors(a, errors);
    await gotoReady(a, `${url}/games/${origin}`);
    await a.getByTestId('rematch-ask').click();
    await a.getByTestId('rematch-waiting').waitFor();

    const b = await bob.newPage();
    watchErrors(b, errors);
    await gotoReady(b, `${url}/games/${origin}`);
    await b.getByTestId('rematch-offered').waitFor();
    await expect(b.getByTestId('rematch-accept').textContent()).resolves.toBe('Annehmen');
    expect(await panelViolations(b)).toEqual([]);
    await b.getByTestId('rematch-accept').click();
    await b.waitForURL((u) => /\/games\/[0-9a-f-]{36}$/.test(u.pathname) && !u.pathname.endsWith(origin));
    const rematch = b.url().split('/').pop()!;
    await b.getByTestId('rematch-origin').waitFor();

    // A finds the way to it on the game page (read again every 15 s; a reload shows it at once).
    await gotoReady(a, `${url}/games/${origin}`);
    await a.getByTestId('rematch-game').click();
    await a.waitForURL(`${url}/games/${rematch}`);

    const next = (await (await ann.request.get(`${url}/api/games/${rematch}`)).json()) as {
      rematchOf: string;
      seats: { seat: string; player: { username: string } | null }[];
    };
    expect(next.rematchOf).toBe(origin);
    expect(next.seats.map((s) => [s.seat, s.player?.username])).toEqual([
      ['white', bobUser.username],
      ['black', annUser.username],
    ]);
    expect(errors).toEqual([]);
  });
});
