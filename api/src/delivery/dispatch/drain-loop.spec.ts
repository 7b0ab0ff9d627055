import { CoalescedWake, DrainLoop } from './drain-loop';

describe('DrainLoop', () => {
  it('never runs twice at once, and runs once more for requests that came during a run', async () => {
    let running = 0;
    let maxRunning = 0;
    // Pass 1 finds nothing, but a request came during it: pass 2 runs (finds 2), pass 3 finds none.
    const left = [0, 2, 0];
    let release: () => void = () => undefined;
    const loop = new DrainLoop(async () => {
      running++;
      maxRunning = Math.max(maxRunning, running);
      await new Promise<void>((r) => (release = r));
      running--;
      return left.shift() ?? 0;
    });
    const first = loop.request();
    const second = loop.request(); // during the run: joins it and asks for one more pass
    expect(second).toBe(first);
    for (let i = 0; i < 3; i++) {
      await new Promise((r) => setImmediate(r));
      release();
    }
    expect(await first).toBe(2);
    expect(left).toEqual([]);
    expect(maxRunning).toBe(1);
  });
});

describe('CoalescedWake', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('turns a burst of wake-ups into one call after the delay', () => {
    const wake = jest.fn();
    const coalesced = new CoalescedWake(100, wake);
    for (let i = 0; i < 50; i++) coalesced.request();
    jest.advanceTimersByTime(99);
    expect(wake).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(wake).toHaveBeenCalledTimes(1);
    coalesced.request(); // a later wake-up arms a new timer
    jest.advanceTimersByTime(100);
    expect(wake).toHaveBeenCalledTimes(2);
  });

  it('calls nothing once cancelled', () => {
    const wake = jest.fn();
    const coalesced = new CoalescedWake(100, wake);
    coalesced.request();
    coalesced.cancel();
    jest.advanceTimersByTime(1000);
    expect(wake).not.toHaveBeenCalled();
  });
});
