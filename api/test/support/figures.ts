import { appendFileSync } from 'node:fs';

/** The environment variable naming the file `npm run test:reliability` collects figures in. */
export const FIGURES_FILE = 'RELIABILITY_FIGURES';

/**
 * Records one row of the reliability table (scripts/reliability.ts prints them all): a measured
 * total and its failure counts, each of which the issue wants at 0. Also printed, so a plain jest
 * run shows the figures too.
 */
export function recordFigure(row: string, measured: Record<string, number>, failures: Record<string, number>): void {
  const line = { row, measured, failures };
  process.stdout.write(
    `${row}: ${Object.entries({ ...measured, ...failures })
      .map(([k, v]) => `${k} ${v}`)
      .join(' / ')}\n`,
  );
  const file = process.env[FIGURES_FILE];
  if (file) appendFileSync(file, `${JSON.stringify(line)}\n`);
}
