// Preloaded into the API by a benchmark (`node -r ./bench/support/loop-monitor.js`): the API's own
// event-loop delay, the direct measure of "no request holds the loop". On SIGWINCH it appends what
// it saw since the last signal to the file LOOP_MONITOR_FILE as one JSON line (ms) and starts anew,
// so a benchmark brackets each of its phases with two signals. SIGWINCH, as nothing else in the
// API listens to it (Nest's shutdown hooks take SIGUSR2 among others) and by default it is ignored. Node's histogram counts the
// sampling interval itself in every delay; it is taken off, so the figures are how long the loop
// was held beyond it. Plain JavaScript: it is loaded
// before the TypeScript hook.
const { monitorEventLoopDelay } = require('node:perf_hooks');
const { appendFileSync } = require('node:fs');
const { isMainThread } = require('node:worker_threads');

const file = process.env.LOOP_MONITOR_FILE;
// Worker threads (the API's piscina pool) inherit the preload; their loops are not the API's.
if (file && isMainThread) {
  const RESOLUTION_MS = 10;
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  process.on('SIGWINCH', () => {
    const ms = (ns) => Math.max(0, Math.round(ns / 1e4) / 100 - RESOLUTION_MS);
    const line = {
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      samples: histogram.count,
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
    histogram.reset();
  });
}
