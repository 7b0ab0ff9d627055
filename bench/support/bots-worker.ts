/**
 * A worker thread of `npm run bench:bots`: plays its share of one pairing's games (every
 * `workers`-th game, starting at `worker`) and posts their records back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { playMatch } from '@entente/engine';
import type { BenchJob } from '../bots';

const job = workerData as BenchJob;
const games = playMatch({
  variant: job.variant,
  players: job.players,
  games: job.games,
  seed: job.seed,
  budget: job.budget,
  maxPlies: job.maxPlies,
  only: (index) => index % job.workers === job.worker,
});
parentPort!.postMessage(games);
