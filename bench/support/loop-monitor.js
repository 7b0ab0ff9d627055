// Preloaded into the API by a benchmark (`node -r ./bench/support/loop-monitor.js`): the API's own
// event-loop delay, the direct measure of "no request holds the loop". On SIGWINCH it appends what
// it saw since the last signal to the file LOOP_MONITOR_FILE as one JSON line (ms) and starts anew,
// so a benchmark brackets each of its phases with two signals. SIGWINCH, as nothing else in the
// API listens to it (Nest's shutdown hooks take SIGUSR2 among others) and by default it is ignored. Node's histogram counts the
// sampling interval itself in every delay; it is taken off, so the figures are how long the loop
// was held beyond it. Beside it, the garbage collector's pauses of the main thread (perf_hooks
// 'gc' entries): the part of a hold that is the API's own allocation, where the rest of the
// delay is the machine's scheduling of a shared core. Plain JavaScript: it is loaded
// before the TypeScript hook.
const { monitorEventLoopDelay, PerformanceObserver, constants } = require('node:perf_hooks');
const { appendFileSync } = require('node:fs');
const { isMainThread } = require('node:worker_threads');

const file = process.env.LOOP_MONITOR_FILE;
// Worker threads (the API's piscina pool) inherit the preload; their loops are not the API's.
if (file && isMainThread) {
  const RESOLUTION_MS = 10;
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const KINDS = {
    [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
    [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
    [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental marking',
    [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
  };
  let gc = { count: 0, totalMs: 0, maxMs: 0, maxKind: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.count += 1;
      gc.totalMs += entry.duration;
      if (entry.duration > gc.maxMs) {
        gc.maxMs = entry.duration;
        gc.maxKind = KINDS[entry.detail?.kind] ?? String(entry.detail?.kind);
      }
    }
  }).observe({ entryTypes: ['gc'] });
  process.on('SIGWINCH', () => {
    const ms = (ns) => Math.max(0, Math.round(ns / 1e4) / 100 - RESOLUTION_MS);
    const round = (x) => Math.round(x * 100) / 100;
    const line = {
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      samples: histogram.count,
      gc: { count: gc.count, totalMs: round(gc.totalMs), maxMs: round(gc.maxMs), maxKind: gc.maxKind },
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
    histogram.reset();
    gc = { count: 0, totalMs: 0, maxMs: 0, maxKind: null };
  });
}

// With LOOP_HOLDS_FILE set, every hold of the loop over 40 ms is also written there, one line each:
// its start and end on the monotonic clock in µs, the clock a V8 CPU profile (`--cpu-prof`)
// stamps its samples with, so a hold can be found in the profile of the same run.
const holdsFile = process.env.LOOP_HOLDS_FILE;
if (holdsFile && isMainThread) {
  const TICK_MS = 5;
  let last = process.hrtime.bigint();
  setInterval(() => {
    const now = process.hrtime.bigint();
    const heldMs = Number(now - last) / 1e6 - TICK_MS;
    if (heldMs > 40)
      appendFileSync(
        holdsFile,
        `${JSON.stringify({ fromUs: Number(last / 1000n), toUs: Number(now / 1000n), heldMs: Math.round(heldMs) })}\n`,
      );
    last = now;
  }, TICK_MS).unref();
}
