import { AccountClosureService } from '../src/identity/auth/account-closure.service';
import { newPlayers } from './game-server-fixtures';
import { startTestApp, type TestApp } from './support/test-app';

/** Closing an account withdraws its open challenges, those it made and those made to it. */
describe('challenges of a closed account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('withdraws both directions, leaves the others and answered ones alone', async () => {
    const [gone, alice, bob, carol] = await newPlayers(t, 'gone', 'al', 'bo', 'ca');
    const challenge = async (by: typeof alice, to: string) =>
      (await t.http.post('/challenges').set(by.auth).send({ to, variant: '007' }).expect(201)).body.id as string;
    const made = await challenge(gone, alice.username);
    const received = await challenge(bob, gone.username);
    const declined = await challenge(carol, gone.username);
    await t.http.post(`/challenges/${declined}/decline`).set(gone.auth).send({}).expect(200);
    const others = await challenge(alice, bob.username);

    await t.app.get(AccountClosureService).close(gone.id);

    const status = async (id: string, who: typeof alice) =>
      (await t.http.get(`/challenges/${id}`).set(who.auth).expect(200)).body.status;
    expect(await status(made, alice)).toBe('withdrawn');
    expect(await status(received, bob)).toBe('withdrawn');
    expect(await status(declined, carol)).toBe('declined');
    expect(await status(others, bob)).toBe('pending');
    // Nothing is left to accept.
    const late = await t.http.post(`/challenges/${made}/accept`).set(alice.auth).expect(409);
    expect(late.body.code).toBe('CHALLENGE_CLOSED');
  });
});
