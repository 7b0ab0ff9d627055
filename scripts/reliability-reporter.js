// @ts-check
'use strict';
/**
 * A jest reporter: the reliability figures as one table at the end of a run. Tests
 * record rows with recordFigure (api/test/support/figures.ts) into the file this reporter names
 * in RELIABILITY_FIGURES before any test worker starts; when the run ends the table is printed,
 * and a failure column that is not 0 fails the run (even if the test recording it did not).
 * Runs without figures (a unit-only run, say) print nothing.
 */
const { mkdtempSync, readFileSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

/** The rows the issue names, in its order. */
const ROWS = [
  'fuzz',
  'authz matrix',
  'concurrent ply submissions',
  'SIGKILL under load',
  'database stopped',
  'database frozen (SIGSTOP)',
  'SMTP down then up',
];

class ReliabilityReporter {
  constructor() {
    this.dir = mkdtempSync(path.join(tmpdir(), 'entente-figures-'));
    this.file = path.join(this.dir, 'figures.jsonl');
    process.env.RELIABILITY_FIGURES = this.file;
    /** @type {Error | undefined} */
    this.error = undefined;
  }

  onRunComplete() {
    /** @type {{ row: string; measured: Record<string, number>; failures: Record<string, number> }[]} */
    let figures = [];
    try {
      figures = readFileSync(this.file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l));
    } catch {
      // no test recorded anything
    }
    rmSync(this.dir, { recursive: true, force: true });
    if (figures.length === 0) return;
    const show = (/** @type {Record<string, number>} */ o) =>
      Object.entries(o)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ');
    const lines = [['', 'measured', 'failures (each must be 0)']];
    const failing = [];
    for (const row of [...ROWS, ...new Set(figures.map((f) => f.row).filter((r) => !ROWS.includes(r)))]) {
      const rows = figures.filter((f) => f.row === row);
      if (rows.length === 0) lines.push([row, 'not measured in this run', '—']);
      for (const f of rows) {
        const bad = Object.values(f.failures).some((v) => v !== 0);
        if (bad) failing.push(row);
        lines.push([row, show(f.measured), `${show(f.failures)}${bad ? '  ← FAIL' : ''}`]);
      }
    }
    const widths = lines[0].map((_, i) => Math.max(...lines.map((l) => l[i].length)));
    const out = ['', 'Reliability figures (attack and failure tests)'];
    lines.forEach((l, i) => {
      out.push(`| ${l.map((c, j) => c.padEnd(widths[j])).join(' | ')} |`);
      if (i === 0) out.push(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    });
    out.push(
      failing.length ? `reliability: FAILED (${failing.join(', ')})` : 'reliability: every failure column is 0',
      '',
    );
    process.stdout.write(`${out.join('\n')}\n`);
    if (failing.length) this.error = new Error(`reliability figures not at 0: ${failing.join(', ')}`);
  }

  getLastError() {
    return this.error;
  }
}

module.exports = ReliabilityReporter;
