import type { BrowserContext } from 'playwright-core';
import { describeInBrowser } from './support/browser-suite';
import { openPlayer } from './support/players';
import { gotoReady } from './support/users';

jest.setTimeout(300_000);

/** An invitation to a club is answered where the club list shows it: accept or decline. */
describeInBrowser('club invitations', (suite) => {
  const errors: string[] = [];
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  });

  it('the invited accept from the club list, or decline from the club page on a phone in German', async () => {
    const owner = await openPlayer(suite, 'own', errors, contexts);
    const ann = await openPlayer(suite, 'ann', errors, contexts);
    const bob = await openPlayer(suite, 'bob', errors, contexts);
    const name = `Schach am Abend ${Date.now().toString(36)}`;
    const club = await owner.context.request.post(`${suite.dash.url}/api/clubs`, {
      data: { name, visibility: 'private' },
    });
    expect(club.status()).toBe(201);
    const id = ((await club.json()) as { id: string }).id;
    for (const who of [ann, bob]) {
      const invited = await owner.context.request.post(`${suite.dash.url}/api/clubs/${id}/invitations`, {
        data: { invite: who.user.username },
      });
      expect(invited.status()).toBe(201);
    }

    // Ann accepts where the list says "invited": she is a member at once.
    await gotoReady(ann.page, `${suite.dash.url}/clubs`);
    const row = ann.page.locator(`[data-testid=club-invitation][data-club="${id}"]`);
    await row.getByRole('button', { name: `Accept the invitation to ${name}` }).click();
    await row.waitFor({ state: 'detached' });
    await ann.page
      .getByRole('row', { name: new RegExp(name) })
      .getByText('member')
      .waitFor();

    // Bob, on a phone in German, declines on the club page: the club is hidden from him again.
    await bob.context.addCookies([{ name: 'entente_lang', value: 'de', url: suite.dash.url }]);
    await bob.page.setViewportSize({ width: 375, height: 812 });
    await gotoReady(bob.page, `${suite.dash.url}/clubs/${id}`);
    await bob.page.getByRole('button', { name: `Einladung in ${name} ablehnen` }).click();
    await bob.page.waitForURL(`${suite.dash.url}/clubs`);
    // Bob is in no club and sees no public one: the list, once read, is empty.
    await bob.page.getByText('Noch keine Klubs').waitFor();
    await expect(bob.page.getByText(name).count()).resolves.toBe(0);
    const held = await bob.context.request.get(`${suite.dash.url}/api/clubs/invitations`);
    expect(await held.json()).toEqual([]);
    expect(errors).toEqual([]);
  });
});
