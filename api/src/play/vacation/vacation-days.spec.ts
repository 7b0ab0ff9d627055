import { addDays, daysByYear, daysInclusive, isIsoDate } from './vacation-days';

describe('vacation days', () => {
  it('counts inclusive days, split by calendar year', () => {
    expect(daysInclusive('2026-05-01', '2026-05-01')).toBe(1);
    expect(daysInclusive('2028-02-27', '2028-03-01')).toBe(4); // leap year
    expect([...daysByYear('2026-12-30', '2027-01-02')]).toEqual([
      [2026, 2],
      [2027, 2],
    ]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('accepts only real dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    for (const d of ['2026-02-30', '2026-13-01', '26-01-01', '2026-1-1']) expect(isIsoDate(d)).toBe(false);
  });
});
