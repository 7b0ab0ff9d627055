import { describeInBrowser } from './support/browser-suite';
import { gotoReady, signedInUser, testUser, watchErrors } from './support/users';

jest.setTimeout(120_000);

/** Settings → Push notifications → Quiet hours: off by default, set in the browser, kept by the server. */
describeInBrowser('quiet hours for pushes in Settings', (suite) => {
  it('turns quiet hours on, sets their times, and says so in German too', async () => {
    const errors: string[] = [];
    const context = await suite.browser.newContext();
    const cleo = testUser('cleo');
    await signedInUser(context, suite.dash.url, cleo, cleo.username);
    const page = await context.newPage();
    watchErrors(page, errors);
    const settings = async () =>
      (await (await context.request.get(`${suite.dash.url}/api/me/notification-settings`)).json()).quietHours;

    await gotoReady(page, `${suite.dash.url}/settings`);
    const panel = page.getByTestId('quiet-hours');
    await panel.getByText('Quiet hours', { exact: true }).waitFor();
    await expect(page.getByTestId('quiet-enabled').isChecked()).resolves.toBe(false);
    await expect(page.getByTestId('quiet-start').isDisabled()).resolves.toBe(true);

    // The box shows what the server holds: checked once the change is saved.
    await page.getByTestId('quiet-enabled').click();
    await panel.getByRole('status').waitFor();
    await page.locator('[data-testid="quiet-enabled"]:checked').waitFor();
    await page.locator('[data-testid="quiet-start"]:enabled').waitFor();
    await expect(settings()).resolves.toEqual({ enabled: true, start: '22:00', end: '07:00' });

    const saved = async (field: 'start' | 'end', value: string) => {
      for (let i = 0; i < 100 && (await settings())[field] !== value; i++) await page.waitForTimeout(100);
    };
    await page.getByTestId('quiet-start').fill('23:15');
    await page.getByTestId('quiet-start').blur();
    await saved('start', '23:15');
    await page.getByTestId('quiet-end').fill('06:30');
    await page.getByTestId('quiet-end').blur();
    await saved('end', '06:30');
    await expect(settings()).resolves.toEqual({ enabled: true, start: '23:15', end: '06:30' });

    // Kept by the server: a reload (another device would see the same) shows them; German says "du".
    await context.addCookies([{ name: 'entente_lang', value: 'de', url: suite.dash.url }]);
    await gotoReady(page, `${suite.dash.url}/settings`);
    await panel.getByText('Ruhezeiten', { exact: true }).waitFor();
    await expect(panel.textContent()).resolves.toContain('In deiner Zeitzone (UTC');
    await expect(page.getByTestId('quiet-enabled').isChecked()).resolves.toBe(true);
    await expect(page.getByTestId('quiet-start').inputValue()).resolves.toBe('23:15');
    await expect(page.getByTestId('quiet-end').inputValue()).resolves.toBe('06:30');
    expect(errors).toEqual([]);
    await context.close();
  });
});
