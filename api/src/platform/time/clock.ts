import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/**
 * The time every correspondence rule reads (deadlines, time-outs, reminders, digests, retries).
 * In production it is the system clock; under NODE_ENV=test a test may move it forward, so days
 * of correspondence pass in milliseconds and no test ever sleeps. Moving it is refused elsewhere.
 */
@Injectable()
export class Clock {
  private offsetMs = 0;
  /** When set (tests only), time stands still at this instant until moved. */
  private frozenAt: number | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  now(): Date {
    return new Date(this.frozenAt ?? Date.now() + this.offsetMs);
  }

  /**
   * What this clock read at a real instant taken with `new Date()` (e.g. a snapshot's updatedAt):
   * the instant itself in production, moved like the clock in tests. Lets clock times agree to
   * the millisecond with timestamps other code wrote.
   */
  readingAt(real: Date): Date {
    return new Date(this.frozenAt ?? real.getTime() + this.offsetMs);
  }

  /** Test only: lets `ms` pass at once. */
  advance(ms: number): Date {
    this.assertControllable();
    if (this.frozenAt !== null) this.frozenAt += ms;
    else this.offsetMs += ms;
    return this.now();
  }

  /** Test only: stops time at `at` (default: now); from then on only `advance` moves it. */
  freeze(at: Date = this.now()): Date {
    this.assertControllable();
    this.frozenAt = at.getTime();
    return at;
  }

  private assertControllable(): void {
    if (this.config.nodeEnv !== 'test') throw new Error('The clock can be moved in tests only');
  }
}
