import fc from 'fast-check';
import { addRunningTime, DAY_MS, mergePauses, runningTimeBetween } from './pauses';
import { recomputeDeadlines, settleClocks } from './seat-clocks';

const T0 = Date.parse('2026-03-01T12:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('pauses', () => {
  it('adds running time around pauses', () => {
    const pauses = [{ start: T0 + DAY_MS, end: T0 + 3 * DAY_MS }];
    expect(addRunningTime(T0, DAY_MS / 2, pauses)).toBe(T0 + DAY_MS / 2);
    expect(addRunningTime(T0, 2 * DAY_MS, pauses)).toBe(T0 + 4 * DAY_MS);
    // Starting inside a pause: the clock starts when it ends.
    expect(addRunningTime(T0 + 2 * DAY_MS, DAY_MS, pauses)).toBe(T0 + 4 * DAY_MS);
  });

  it('is consistent: the running time up to addRunningTime(d) is d', () => {
    const pause = fc
      .record({ start: fc.integer({ min: 0, max: 50 }), len: fc.integer({ min: 0, max: 20 }) })
      .map((p) => ({ start: T0 + p.start * 3_600_000, end: T0 + (p.start + p.len) * 3_600_000 }));
    fc.assert(
      fc.property(fc.array(pause, { maxLength: 5 }), fc.integer({ min: 0, max: 100 * 3_600_000 }), (pauses, d) => {
        const end = addRunningTime(T0, d, pauses);
        expect(runningTimeBetween(T0, end, pauses)).toBe(d);
        const merged = mergePauses(pauses);
        for (let i = 1; i < merged.length; i++) expect(merged[i].start).toBeGreaterThan(merged[i - 1].end);
      }),
    );
  });
});

describe('settleClocks', () => {
  const none = () => [];

  it('per move: starts the seat that must act, stops the one that acted', () => {
    const start = settleClocks({
      timeControl: { type: 'per-move', days: 2 },
      clocks: {},
      before: [],
      after: ['white'],
      running: true,
      now: T0,
      pausesOf: none,
    });
    expect(start.clocks.white).toEqual({ since: iso(T0), deadline: iso(T0 + 2 * DAY_MS) });
    expect(start.deadline).toBe(T0 + 2 * DAY_MS);
    const next = settleClocks({
      timeControl: { type: 'per-move', days: 2 },
      clocks: start.clocks,
      before: ['white'],
      after: ['black'],
      running: true,
      now: T0 + 5000,
      pausesOf: none,
    });
    expect(next.clocks.white).toEqual({});
    expect(next.deadline).toBe(T0 + 5000 + 2 * DAY_MS);
  });

  it('keeps the deadline of a seat still acting (the next half-move of its own turn)', () => {
    const start = settleClocks({
      timeControl: { type: 'per-move', days: 2 },
      clocks: {},
      before: [],
      after: ['white'],
      running: true,
      now: T0,
      pausesOf: none,
    });
    const same = settleClocks({
      timeControl: { type: 'per-move', days: 2 },
      clocks: start.clocks,
      before: ['white'],
      after: ['white'],
      running: true,
      now: T0 + DAY_MS,
      pausesOf: none,
    });
    expect(same.deadline).toBe(T0 + 2 * DAY_MS);
  });

  it('bank: charges running time only, credits the increment, caps it, and gives every seat its own deadline', () => {
    const tc = { type: 'bank' as const, initialDays: 10, incrementDays: 1, maxDays: 12 };
    const vacation = [{ start: T0 + DAY_MS, end: T0 + 2 * DAY_MS }];
    const s1 = settleClocks({
      timeControl: tc,
      clocks: {},
      before: [],
      after: ['yellow', 'green'],
      running: true,
      now: T0,
      pausesOf: (s) => (s === 'green' ? vacation : []),
    });
    expect(s1.clocks.green.deadline).toBe(iso(T0 + 11 * DAY_MS));
    expect(s1.deadline).toBe(T0 + 10 * DAY_MS);
    // Green acts after three days, one of them on vacation: two used, one credited → 9.
    const s2 = settleClocks({
      timeControl: tc,
      clocks: s1.clocks,
      before: ['yellow', 'green'],
      after: ['yellow'],
      running: true,
      now: T0 + 3 * DAY_MS,
      pausesOf: (s) => (s === 'green' ? vacation : []),
    });
    expect(s2.clocks.green).toEqual({ bankMs: 9 * DAY_MS });
    const s3 = settleClocks({
      timeControl: tc,
      clocks: { ...s2.clocks, green: { bankMs: 11.5 * DAY_MS, since: iso(T0 + 3 * DAY_MS) } },
      before: ['green'],
      after: [],
      running: true,
      now: T0 + 3 * DAY_MS,
      pausesOf: none,
    });
    expect(s3.clocks.green.bankMs).toBe(12 * DAY_MS);
  });

  it('stops every clock when the game is over', () => {
    const s = settleClocks({
      timeControl: { type: 'per-move', days: 1 },
      clocks: { white: { since: iso(T0), deadline: iso(T0 + DAY_MS) } },
      before: ['white'],
      after: ['white'],
      running: false,
      now: T0,
      pausesOf: none,
    });
    expect(s).toEqual({ clocks: { white: {} }, deadline: null });
  });

  it('recomputes a running deadline when a vacation is added', () => {
    const clocks = { black: { since: iso(T0), deadline: iso(T0 + 3 * DAY_MS) } };
    const r = recomputeDeadlines({ type: 'per-move', days: 3 }, clocks, ['black'], () => [
      { start: T0 + DAY_MS, end: T0 + 6 * DAY_MS },
    ]);
    expect(r.deadline).toBe(T0 + 8 * DAY_MS);
  });
});
