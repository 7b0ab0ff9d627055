/**
 * `npm run bench:abandon` — every game finishes. Plays, seeded and on the injectable
 * clock, `ABANDON_GAMES` (default 200) Coalition Chess games per value of the game option
 * `abandoned` (resign, computer, substitute) against a real API application and a throw-away
 * embedded PostgreSQL, in which each person vanishes with probability `ABANDON_VANISH` (0.3) at
 * a random point (bench/support/abandon-simulation.ts says exactly how). Prints per option the
 * completion rate (games that reached a result; those played out with no seat lost on time), how
 * many chains verify, and the longest time a seat that had to act had nobody to act for it,
 * against one deadline. Fails (exit 1) unless, under computer and substitute, every game reaches a
 * result, every chain verifies, and no seat waits longer than one deadline.
 *
 * The people who stay and the computers that take over play at the weakest level (random). Every
 * choice comes from `ABANDON_SEED` (default 21): the people's and the substitutes' by the bench,
 * the computers' through the configuration's `computerSeed` (which names a game by its creator,
 * not by its random id), so a run with the same seed and sizes plays the same games and prints the
 * same figures (all but the time) — and the same fingerprint of its games as they ended.
 */
import 'reflect-metadata';
import { startBenchDatabase } from './support/bench-database';
import type { ModeFigures } from './support/abandon-simulation';

const GAMES = Number(process.env.ABANDON_GAMES ?? 200);
const VANISH = Number(process.env.ABANDON_VANISH ?? 0.3);
const SEED = Number(process.env.ABANDON_SEED ?? 21);
const BATCH = Number(process.env.ABANDON_BATCH ?? 25);

async function main(): Promise<void> {
  const database = await startBenchDatabase('abandon');
  const { createApp } = await import('../api/src/app.factory');
  const { loadConfig } = await import('../api/src/platform/config/app-config');
  const { simulateAbandonment } = await import('./support/abandon-simulation');
  const app = await createApp({
    ...loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, LOG_LEVEL: 'error' }),
    databaseUrl: database.url,
    computerMoveMs: 50,
    // The computers' choices from the run's seed too, not from the games' random ids: the run repeats.
    computerSeed: `abandon:${SEED}`,
  });
  await app.init();
  let figures: ModeFigures[] = [];
  try {
    console.log(`bench:abandon — ${GAMES} Coalition Chess games per option, each person vanishes with p=${VANISH}`);
    figures = await simulateAbandonment(app, {
      games: GAMES,
      vanish: VANISH,
      seed: SEED,
      modes: ['resign', 'computer', 'substitute'],
      batch: BATCH,
      daysPerMove: 3,
      progress: (mode, done) => process.stderr.write(`  ${mode}: ${done}/${GAMES}\r`),
    });
  } finally {
    await app.close();
    await database.stop();
  }
  const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;
  const days = (ms: number) => `${(ms / 86_400_000).toFixed(2)} d`;
  console.log('');
  console.log(
    '| abandoned | games | reached a result | played out (no seat lost on time) | chains verified | people vanished | computer take-overs | substitutes | time-out resignations | longest seat without a holder | one deadline | time | fingerprint of the games |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const f of figures)
    console.log(
      `| ${f.mode} | ${f.games} | ${pct(f.results, f.games)} | ${pct(f.playedOut, f.games)} | ${f.verified}/${f.games} | ${f.vanished} | ${f.computerTakeovers} | ${f.substituteTakeovers} | ${f.timeoutResignations} | ${days(f.maxUnheldMs)} | ${days(f.deadlineMs)} | ${(f.ms / 1000).toFixed(0)} s | ${f.fingerprint} |`,
    );
  // Every chain verifies under every option; computer and substitute also finish every game in time.
  const failed = figures.filter(
    (f) => f.verified < f.games || (f.mode !== 'resign' && (f.results < f.games || f.maxUnheldMs > f.deadlineMs)),
  );
  if (failed.length > 0) {
    console.error(`FAILED: ${failed.map((f) => f.mode).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
