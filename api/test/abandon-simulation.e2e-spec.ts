import { simulateAbandonment } from '../../bench/support/abandon-simulation';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The simulation of `npm run bench:abandon` (bench/support/abandon-simulation.ts), small: 4
 * Coalition Chess games per option in which each person vanishes with probability 0.5. Under
 * `computer` and `substitute` every game reaches a result, every chain verifies, and no seat that
 * had to act went without a holder for longer than one deadline; `resign` is played for comparison
 * and its chains verify too.
 */
describe('every game finishes (the bench:abandon simulation, small)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { computerMoveMs: 50, computerSeed: 'abandon:7' } });
  }, 60_000);
  afterAll(() => t.close());

  it('computer and substitute finish every game; resign does not keep every party in', async () => {
    const figures = await simulateAbandonment(t.app, {
      games: 4,
      vanish: 0.5,
      seed: 7,
      modes: ['resign', 'computer', 'substitute'],
      batch: 4,
      daysPerMove: 3,
    });
    const [resign, computer, substitute] = figures;
    for (const f of [computer, substitute]) {
      expect(f).toMatchObject({ games: 4, results: 4, playedOut: 4, verified: 4, timeoutResignations: 0 });
      expect(f.maxUnheldMs).toBeLessThanOrEqual(f.deadlineMs);
    }
    expect(resign.verified).toBe(4);
    // The first game's Yellow always vanishes before acting: a seat lost on time under resign, a
    // computer's take-over under the others, and under substitute a person's after the computer's.
    expect(resign.timeoutResignations).toBeGreaterThan(0);
    expect(computer.computerTakeovers).toBeGreaterThan(0);
    expect(substitute.computerTakeovers).toBeGreaterThan(0);
    expect(substitute.substituteTakeovers).toBeGreaterThan(0);
  }, 600_000);
});
