/**
 * Counting vacation days: whole UTC calendar days, a range counted inclusive and split by
 * calendar year (the allowance is per year, so a range over New Year uses some of each).
 */
const DAY_MS = 86_400_000;

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(s: string): boolean {
  if (!ISO_DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

export function daysInclusive(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Days of the range per calendar year, e.g. 2026-12-30..2027-01-02 → {2026: 2, 2027: 2}. */
export function daysByYear(from: string, to: string): Map<number, number> {
  const out = new Map<number, number>();
  const first = Number(from.slice(0, 4));
  const last = Number(to.slice(0, 4));
  for (let year = first; year <= last; year++) {
    const s = year === first ? from : `${year}-01-01`;
    const e = year === last ? to : `${year}-12-31`;
    out.set(year, daysInclusive(s, e));
  }
  return out;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
