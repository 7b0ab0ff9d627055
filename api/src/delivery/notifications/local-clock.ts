/** The local calendar date and minute of the day at an instant in a time zone. */
export interface LocalClock {
  readonly y: number;
  readonly mo: number;
  readonly d: number;
  /** Minutes since local midnight. */
  readonly minute: number;
}

/**
 * One formatter per time zone: building an Intl.DateTimeFormat costs far more than formatting
 * with one, and quiet hours read the clock some twenty times per push (quiet-hours.ts).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** What a clock in `timeZone` reads at the instant `at`. */
export function localClock(at: number | Date, timeZone: string): LocalClock {
  const parts = formatterOf(timeZone).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return { y: get('year'), mo: get('month'), d: get('day'), minute: get('hour') * 60 + get('minute') };
}
