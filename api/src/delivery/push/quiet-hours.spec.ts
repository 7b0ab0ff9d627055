import { pushHeldUntil, type QuietHours, quietUntil } from './quiet-hours';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const night: QuietHours = { enabled: true, start: '22:00', end: '07:00' };
const H = 3_600_000;

describe('quiet hours', () => {
  it('holds nothing when off, or outside the window', () => {
    expect(quietUntil(at('2026-06-10T01:00:00Z'), { ...night, enabled: false }, 'UTC')).toBeNull();
    expect(quietUntil(at('2026-06-10T12:00:00Z'), night, 'UTC')).toBeNull();
    expect(quietUntil(at('2026-06-10T07:00:00Z'), night, 'UTC')).toBeNull();
    expect(quietUntil(at('2026-06-10T21:59:00Z'), night, 'UTC')).toBeNull();
  });

  it('waits until the end across midnight, from either side of it', () => {
    expect(iso(quietUntil(at('2026-06-10T22:00:00Z'), night, 'UTC'))).toBe('2026-06-11T07:00:00.000Z');
    expect(iso(quietUntil(at('2026-06-10T23:30:00Z'), night, 'UTC'))).toBe('2026-06-11T07:00:00.000Z');
    expect(iso(quietUntil(at('2026-06-11T03:00:00Z'), night, 'UTC'))).toBe('2026-06-11T07:00:00.000Z');
    expect(iso(quietUntil(at('2026-06-11T06:59:59Z'), night, 'UTC'))).toBe('2026-06-11T07:00:00.000Z');
  });

  it('keeps a window within one day', () => {
    const lunch: QuietHours = { enabled: true, start: '12:00', end: '13:30' };
    expect(iso(quietUntil(at('2026-06-10T12:10:00Z'), lunch, 'UTC'))).toBe('2026-06-10T13:30:00.000Z');
    expect(quietUntil(at('2026-06-10T13:30:00Z'), lunch, 'UTC')).toBeNull();
    expect(quietUntil(at('2026-06-10T23:00:00Z'), lunch, 'UTC')).toBeNull();
  });

  it("reads the window in the player's time zone", () => {
    // 21:30 UTC is 23:30 in Berlin in summer (CEST, +2) and 06:30 next day in Tokyo (+9).
    expect(iso(quietUntil(at('2026-06-10T21:30:00Z'), night, 'Europe/Berlin'))).toBe('2026-06-11T05:00:00.000Z');
    expect(iso(quietUntil(at('2026-06-10T21:30:00Z'), night, 'Asia/Tokyo'))).toBe('2026-06-10T22:00:00.000Z');
    // 02:00 UTC is 22:00 the day before in New York (EDT, -4).
    expect(iso(quietUntil(at('2026-06-10T02:00:00Z'), night, 'America/New_York'))).toBe('2026-06-10T11:00:00.000Z');
    expect(quietUntil(at('2026-06-10T12:00:00Z'), night, 'America/New_York')).toBeNull();
    // Kolkata's half hour (+5:30).
    expect(iso(quietUntil(at('2026-06-10T20:00:00Z'), night, 'Asia/Kolkata'))).toBe('2026-06-11T01:30:00.000Z');
  });

  it('ends at the local end on the days clocks change', () => {
    // Berlin, 29 March 2026: 02:00 CET becomes 03:00 CEST (01:00 UTC). 07:00 CEST is 05:00 UTC.
    expect(iso(quietUntil(at('2026-03-28T23:00:00Z'), night, 'Europe/Berlin'))).toBe('2026-03-29T05:00:00.000Z');
    // 25 October 2026: 03:00 CEST becomes 02:00 CET (01:00 UTC). 07:00 CET is 06:00 UTC.
    expect(iso(quietUntil(at('2026-10-24T23:00:00Z'), night, 'Europe/Berlin'))).toBe('2026-10-25T06:00:00.000Z');
    // The night before each: the offset of that night, not the next.
    expect(iso(quietUntil(at('2026-03-27T23:00:00Z'), night, 'Europe/Berlin'))).toBe('2026-03-28T06:00:00.000Z');
    expect(iso(quietUntil(at('2026-10-23T23:00:00Z'), night, 'Europe/Berlin'))).toBe('2026-10-24T05:00:00.000Z');
  });

  it('ends at the jump when the clock skips the end, and at the next reading of a repeated end', () => {
    const early: QuietHours = { enabled: true, start: '23:00', end: '02:30' };
    // 02:30 does not exist in Berlin on 29 March 2026: quiet ends when the clock jumps to 03:00.
    expect(iso(quietUntil(at('2026-03-28T23:30:00Z'), early, 'Europe/Berlin'))).toBe('2026-03-29T01:00:00.000Z');
    // 02:30 comes twice on 25 October 2026 (00:30 and 01:30 UTC): the first, then the second
    // for a push made in the repeated hour (02:10 CET, 01:10 UTC).
    expect(iso(quietUntil(at('2026-10-24T22:30:00Z'), early, 'Europe/Berlin'))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(quietUntil(at('2026-10-25T01:10:00Z'), early, 'Europe/Berlin'))).toBe('2026-10-25T01:30:00.000Z');
  });

  it('never holds a call to act past 12 h before its deadline', () => {
    const now = at('2026-06-10T23:00:00Z');
    // Quiet until 07:00; a deadline two days on does not shorten the wait.
    expect(iso(pushHeldUntil(now, night, 'UTC', now + 48 * H))).toBe('2026-06-11T07:00:00.000Z');
    expect(iso(pushHeldUntil(now, night, 'UTC', null))).toBe('2026-06-11T07:00:00.000Z');
    // 15 h left: held only 3 h, until 12 h remain.
    expect(iso(pushHeldUntil(now, night, 'UTC', now + 15 * H))).toBe('2026-06-11T02:00:00.000Z');
    // 12 h or less left: sent at once.
    expect(pushHeldUntil(now, night, 'UTC', now + 12 * H)).toBeNull();
    expect(pushHeldUntil(now, night, 'UTC', now + 2 * H)).toBeNull();
    // Outside quiet hours nothing waits.
    expect(pushHeldUntil(at('2026-06-10T12:00:00Z'), night, 'UTC', now + 48 * H)).toBeNull();
  });

  it('sends a held push when its time comes, once: the same rule then says "now"', () => {
    const now = at('2026-06-10T23:00:00Z');
    const deadline = now + 15 * H;
    const until = pushHeldUntil(now, night, 'UTC', deadline) as number;
    expect(pushHeldUntil(until, night, 'UTC', deadline)).toBeNull();
    const morning = pushHeldUntil(now, night, 'UTC', null) as number;
    expect(pushHeldUntil(morning, night, 'UTC', null)).toBeNull();
  });
});
