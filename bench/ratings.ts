/**
 * `npm run bench:ratings` — Coalition Chess ratings stay cheap as the history grows. Measures, in
 * one run on one embedded PostgreSQL, with the code the API runs (CoalitionRatingsService):
 *
 * - rating a finished game (the locked effect's work: read and lock the tracks, OpenSkill, write)
 *   after a history of 10,000 rated games against after 100. Goal: ratio ≤ 2.
 * - annulling a rated game with 50 rated games after it (RatingAnnulments' replay), in a history of
 *   10,000 against 100. Goal: ratio ≤ 2.
 * - annulling the first game, replaying the whole history: the time per replayed game, 10,000
 *   against 100. Goal: ratio ≤ 2 per game (the replay is linear in the games after the annulled one).
 *
 * Each measured call runs in a transaction rolled back afterwards, so every round sees the same
 * history. The two histories are apart (40 players each, 4 seats a game, 2 teams ranked, seeded):
 * the small one is measured before the large one is built, both in the same run.
 *
 * Knobs: BENCH_ROUNDS (default 50; the whole-history replay: a tenth of it, at least 3).
 */
import { performance } from 'node:perf_hooks';
import { newestEdition } from '@entente/engine';
import { DataSource, type EntityManager } from 'typeorm';
import { startBenchDatabase } from './support/bench-database';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);
const PLAYERS = 40;
const SMALL = 100;
const LARGE = 10_000;
const AFTER = 50;
const SEATS = ['yellow', 'black', 'green', 'red'] as const;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Deterministic pseudo-random numbers, so every run builds the same histories. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function main(): Promise<void> {
  const { baseDataSourceOptions } = await import('../api/src/platform/database/database-options');
  const { CoalitionRatingRepository } = await import('../api/src/community/ratings/coalition-rating.repository');
  const { RatingAnnulmentRepository } = await import('../api/src/community/ratings/rating-annulment.repository');
  const { CoalitionRatingsService } = await import('../api/src/community/ratings/coalition-ratings.service');
  type Teams = Parameters<InstanceType<typeof CoalitionRatingsService>['record']>[2];

  const database = await startBenchDatabase('ratings');
  const ds = new DataSource({ ...baseDataSourceOptions(database.url), entities: [], logging: ['error'] });
  await ds.initialize();
  const repository = new CoalitionRatingRepository();
  const annulments = new RatingAnnulmentRepository();
  const service = new CoalitionRatingsService(repository, annulments);
  try {
    const [{ id: creator }] = await ds.query(
      `INSERT INTO users (username, display_name, email, password_hash) VALUES ('creator', 'creator', 'creator@example.org', 'x') RETURNING id`,
    );
    const newPlayers = async (prefix: string): Promise<string[]> =>
      (
        await ds.query(
          `INSERT INTO users (username, display_name, email, password_hash)
           SELECT $1 || i, $1 || i, $1 || i || '@example.org', 'x' FROM generate_series(1, $2::int) i RETURNING id`,
          [prefix, PLAYERS],
        )
      ).map((r: { id: string }) => r.id);
    const newGames = async (n: number): Promise<string[]> =>
      (
        await ds.query(
          `INSERT INTO games (variant, rules_edition, options, time_control, status, created_by)
           SELECT 'coalition', $3, '{}', '{}', 'finished', $1 FROM generate_series(1, $2::int) RETURNING id`,
          [creator, n, newestEdition('coalition').id],
        )
      ).map((r: { id: string }) => r.id);

    /** A game of four of `players`: Yellow and Green against Black and Red, the winners seeded. */
    const teamsOf = (players: string[], random: () => number): Teams => {
      const picked: string[] = [];
      while (picked.length < 4) {
        const p = players[Math.floor(random() * players.length)];
        if (!picked.includes(p)) picked.push(p);
      }
      const holder = (i: number) => ({ seat: SEATS[i], userId: picked[i], computer: null, weight: 1 });
      const yellowWins = random() < 0.5;
      return [
        { rank: yellowWins ? 1 : 2, holders: [holder(0), holder(2)] },
        { rank: yellowWins ? 2 : 1, holders: [holder(1), holder(3)] },
      ];
    };

    /** Rates `n` games in order, a hundred to a transaction; returns the games' ids in order. */
    const build = async (players: string[], n: number, random: () => number): Promise<string[]> => {
      const ids = await newGames(n);
      for (let start = 0; start < n; start += 100)
        await ds.transaction(async (m) => {
          for (let i = start; i < Math.min(n, start + 100); i++)
            await service.record(m, ids[i], teamsOf(players, random), new Date(Date.UTC(2026, 0, 1) + i * 60_000));
        });
      return ids;
    };

    /** Runs `work` in a transaction rolled back afterwards; its time in ms. */
    const timed = async (work: (m: EntityManager) => Promise<unknown>): Promise<number> => {
      const runner = ds.createQueryRunner();
      await runner.connect();
      await runner.startTransaction();
      try {
        const start = performance.now();
        await work(runner.manager);
        return performance.now() - start;
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
    };

    const measure = async (label: string, size: number, seed: number) => {
      process.stdout.write(`Building the history of ${size} rated games ... `);
      const started = performance.now();
      const players = await newPlayers(label);
      const random = rng(seed);
      const history = await build(players, size, random);
      const [fresh] = await newGames(1);
      console.log(`${Math.round(performance.now() - started)} ms`);
      const record: number[] = [];
      const annulLate: number[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        const teams = teamsOf(players, random);
        record.push(await timed((m) => service.record(m, fresh, teams, new Date(Date.UTC(2027, 0, 1)))));
        annulLate.push(
          await timed(async (m) => {
            await repository.lockTable(m);
            if (!(await service.annul(m, history[size - 1 - AFTER]))) throw new Error('not annulled');
          }),
        );
      }
      const annulAll: number[] = [];
      for (let r = 0; r < Math.max(3, Math.round(ROUNDS / 10)); r++)
        annulAll.push(
          await timed(async (m) => {
            await repository.lockTable(m);
            if (!(await service.annul(m, history[0]))) throw new Error('not annulled');
          }),
        );
      return { record: median(record), annulLate: median(annulLate), annulAllPerGame: median(annulAll) / (size - 1) };
    };

    const small = await measure('small', SMALL, 7);
    const large = await measure('large', LARGE, 11);
    const row = (what: string, s: number, l: number) =>
      `| ${what.padEnd(44)} | ${s.toFixed(3).padStart(10)} | ${l.toFixed(3).padStart(10)} | ${(l / s).toFixed(2).padStart(5)} |`;
    console.log(`\nCoalition Chess ratings, median of ${ROUNDS} rounds (ms)`);
    console.log(`| ${'measured'.padEnd(44)} | ${'100 games'.padStart(10)} | ${'10,000'.padStart(10)} | ratio |`);
    console.log(`|${'-'.repeat(46)}|${'-'.repeat(12)}|${'-'.repeat(12)}|-------|`);
    console.log(row('rate a finished game', small.record, large.record));
    console.log(row(`annul a game with ${AFTER} rated after it`, small.annulLate, large.annulLate));
    console.log(row('annul the first game: per game replayed', small.annulAllPerGame, large.annulAllPerGame));
    const worst = Math.max(
      large.record / small.record,
      large.annulLate / small.annulLate,
      large.annulAllPerGame / small.annulAllPerGame,
    );
    console.log(`\nGoal: every ratio ≤ 2 — ${worst <= 2 ? 'met' : 'NOT met'} (worst ${worst.toFixed(2)})`);
  } finally {
    await ds.destroy();
    await database.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
