/**
 * `npm run bench:bots` — the computer players' strength and speed. Plays, seeded,
 * `BOTS_GAMES` games (default 100) per pairing — greedy against random and search against
 * greedy, in 007 Chess and in Coalition Chess — through `playMatch`, the same path as
 * `entente match`, on worker threads (`BOTS_WORKERS`, default 2), and prints for each pairing the
 * stronger level's share of the points (goals: greedy ≥ 75 % against random, search ≥ 65 %
 * against greedy) and the time per action of each level (p50, p95, max) against the budget.
 *
 * Budget: `BOTS_TIME` milliseconds per action (default 500 — the product default of 2 s would
 * make 400 games take hours on two shared cores; the p95 is reported against the budget the run
 * used). `BOTS_NODES` adds a node budget per action; with `BOTS_TIME=0` the node budget alone
 * decides, and the whole run is reproducible on any machine.
 *
 * Seats: in 007 the two levels alternate colours; in Coalition Chess each level holds two seats
 * that can form a coalition — Yellow and Green or Black and Red, alternating — so a pairing is
 * a team against a team. Games stop at the rules' own ends, their automatic draws included; the
 * bench-only cap (`BOTS_MAX_PLIES`, default 600 half-moves in 007, 800 in Coalition Chess)
 * scores a game still running as a draw and is counted in the output.
 */
import { cpus } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Level, MatchGame } from '@entente/engine';

export interface Pairing {
  readonly variant: '007' | 'coalition';
  readonly stronger: Level;
  readonly weaker: Level;
  readonly goal: number;
}

export const PAIRINGS: readonly Pairing[] = [
  { variant: '007', stronger: 'greedy', weaker: 'random', goal: 0.75 },
  { variant: '007', stronger: 'search', weaker: 'greedy', goal: 0.65 },
  { variant: 'coalition', stronger: 'greedy', weaker: 'random', goal: 0.75 },
  { variant: 'coalition', stronger: 'search', weaker: 'greedy', goal: 0.65 },
];

export interface BenchJob {
  readonly variant: string;
  readonly players: readonly Level[];
  readonly games: number;
  readonly seed: string;
  readonly budget: { timeMs?: number; nodes?: number };
  readonly maxPlies?: number;
  readonly worker: number;
  readonly workers: number;
}

const GAMES = Number(process.env.BOTS_GAMES ?? 100);
const WORKERS = Math.max(1, Number(process.env.BOTS_WORKERS ?? Math.min(2, cpus().length)));
const TIME = Number(process.env.BOTS_TIME ?? 500);
const NODES = process.env.BOTS_NODES === undefined ? undefined : Number(process.env.BOTS_NODES);
const MAX_PLIES = process.env.BOTS_MAX_PLIES === undefined ? undefined : Number(process.env.BOTS_MAX_PLIES);
const SEED = process.env.BOTS_SEED ?? 'bench';

/** Seat order 007: white, black; coalition: yellow, black, green, red (teams Y+G and B+R). */
const playersOf = (p: Pairing): Level[] =>
  p.variant === '007' ? [p.stronger, p.weaker] : [p.stronger, p.weaker, p.stronger, p.weaker];

function runJob(job: BenchJob): Promise<MatchGame[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(require.resolve('./support/bots-worker'), { workerData: job });
    worker.once('message', (games: MatchGame[]) => resolve(games));
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`bench worker exited with ${code}`)));
  });
}

const quantile = (xs: readonly number[], q: number): number => {
  if (!xs.length) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
};

async function main(): Promise<void> {
  const budget = { ...(TIME > 0 ? { timeMs: TIME } : {}), ...(NODES ? { nodes: NODES } : {}) };
  const budgetText = [TIME > 0 ? `${TIME} ms` : '', NODES ? `${NODES} nodes` : ''].filter(Boolean).join(' + ');
  console.log(`bench:bots: ${GAMES} games per pairing, ${WORKERS} worker threads, budget ${budgetText} per action`);
  let failed = false;
  for (const pairing of PAIRINGS) {
    const started = Date.now();
    const players = playersOf(pairing);
    const jobs = Array.from({ length: WORKERS }, (_, worker) =>
      runJob({
        variant: pairing.variant,
        players,
        games: GAMES,
        seed: `${SEED}:${pairing.variant}:${pairing.stronger}-${pairing.weaker}`,
        budget,
        maxPlies: MAX_PLIES,
        worker,
        workers: WORKERS,
      }),
    );
    const games = (await Promise.all(jobs)).flat();
    const points = (level: Level) => games.reduce((sum, g) => sum + (g.points[level] ?? 0), 0);
    const strong = points(pairing.stronger);
    const weak = points(pairing.weaker);
    const share = strong + weak === 0 ? 0 : strong / (strong + weak);
    const capped = games.filter((g) => g.adjudicated).length;
    const plies = games.reduce((sum, g) => sum + g.plies, 0) / Math.max(1, games.length);
    const reasons = new Map<string, number>();
    for (const g of games) reasons.set(g.result.reason, (reasons.get(g.result.reason) ?? 0) + 1);
    const ok = share >= pairing.goal;
    failed ||= !ok;
    console.log(
      `\n${pairing.variant} ${pairing.stronger} vs ${pairing.weaker}: ${games.length} games, ` +
        `${pairing.stronger} ${strong} points, ${pairing.weaker} ${weak} — ${pairing.stronger} scores ` +
        `${(share * 100).toFixed(1)} % (goal >= ${pairing.goal * 100} %) ${ok ? 'ok' : 'MISSED'}`,
    );
    console.log(
      `  endings: ${[...reasons].map(([r, n]) => `${r} ${n}`).join(', ')}; ${plies.toFixed(0)} plies on average; ` +
        `${capped} stopped at the bench's move cap; ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    for (const level of [pairing.stronger, pairing.weaker]) {
      const times = games.flatMap((g) => g.times[level] ?? []);
      const p95 = quantile(times, 0.95);
      const within = TIME > 0 ? (p95 <= TIME ? `within the ${TIME} ms budget` : `OVER the ${TIME} ms budget`) : '';
      if (TIME > 0 && level === 'search' && p95 > TIME) failed = true;
      console.log(
        `  ${level.padEnd(6)} ${times.length} actions: p50 ${quantile(times, 0.5).toFixed(1)} ms, ` +
          `p95 ${p95.toFixed(1)} ms, max ${quantile(times, 1).toFixed(1)} ms ${within}`,
      );
    }
  }
  process.exitCode = failed ? 1 : 0;
}

if (require.main === module) void main();
