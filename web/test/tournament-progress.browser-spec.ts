import { TournamentRoundsService } from '../../api/src/community/tournaments/tournament-rounds.service';
import { newClub, newPlayers } from '../../api/test/ladder-fixtures';
import { describeInBrowser } from './support/browser-suite';
import { gotoReady, signedInUser, testUser, watchErrors } from './support/users';

jest.setTimeout(180_000);

describeInBrowser('a tournament whose games a job creates, in the browser', (suite) => {
  it('shows the games created so far advancing, batch by batch, then the rounds', async () => {
    const t = suite.dash.api;
    const rounds = t.app.get(TournamentRoundsService);
    const [owner, ...others] = await newPlayers(t, 'pgo', 'pga', 'pgb', 'pgc', 'pgd');
    const clubId = await newClub(t, owner, others);
    const event = (
      await t.http
        .post(`/clubs/${clubId}/tournaments`)
        .set(owner.auth)
        .send({ name: 'Big Start', variant: '007', format: 'round-robin' })
        .expect(201)
    ).body;
    for (const p of [owner, ...others])
      await t.http.post(`/tournaments/${event.id}/entries`).set(p.auth).send({}).expect(201);

    const viewer = testUser('pgv');
    const context = await suite.browser.newContext();
    await signedInUser(context, suite.dash.url, viewer, 'Vera Viewer');
    const joined = await context.request.post(`${suite.dash.url}/api/clubs/${clubId}/join`);
    expect(joined.status()).toBe(200);

    // Five entrants, ten games, batches of four; each batch waits for the test's word, so the
    // page can be seen at every step (the job itself, its transactions and the page are real).
    rounds.batchSize = 4;
    const batch = rounds.createBatch.bind(rounds);
    let permits = 0;
    const waiting: (() => void)[] = [];
    const allow = (n: number) => {
      permits += n;
      while (permits > 0 && waiting.length > 0) {
        permits -= 1;
        waiting.shift()!();
      }
    };
    rounds.createBatch = async (...args) => {
      if (permits > 0) permits -= 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      return batch(...args);
    };
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      watchErrors(page, errors);
      const started = (await t.http.post(`/tournaments/${event.id}/start`).set(owner.auth).expect(200)).body;
      expect(started).toMatchObject({ state: 'starting', starting: { games: 10, created: 0 } });
      // Opened once the event is starting: a page opened before reads the event once and would
      // learn of the start only when read again (it reads every second only while starting).
      await gotoReady(page, `${suite.dash.url}/tournaments/${event.id}`);

      const progress = page.getByTestId('starting-progress');
      await progress.getByText('0 of 10 games created').waitFor();
      allow(1);
      await progress.getByText('4 of 10 games created').waitFor();
      expect(await progress.locator('progress').getAttribute('value')).toBe('4');
      allow(1);
      await progress.getByText('8 of 10 games created').waitFor();
      allow(10);
      // Done: the progress goes, the event runs and its five rounds are there to read.
      await progress.waitFor({ state: 'detached' });
      await page.getByTestId('round-game').first().waitFor();
      expect(await page.getByTestId('round-select').locator('option').count()).toBe(5);
      const shown = (await t.http.get(`/tournaments/${event.id}`).set(owner.auth).expect(200)).body;
      expect(shown.state).toBe('running');
      expect(shown.starting).toBeUndefined();
      expect(errors).toEqual([]);
    } finally {
      Reflect.deleteProperty(rounds, 'createBatch');
      rounds.batchSize = 50;
      allow(100);
    }
  });
});
