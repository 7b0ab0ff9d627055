import { DomainError } from '../../platform/errors/domain-error';
import { DEFAULT_TIME_CONTROL, parseTimeControl } from './time-control';

describe('parseTimeControl', () => {
  it('defaults to three days per move', () => {
    expect(parseTimeControl(undefined)).toEqual(DEFAULT_TIME_CONTROL);
  });

  it('accepts 1 to 30 days per move and nothing else', () => {
    expect(parseTimeControl({ type: 'per-move', days: 1 })).toEqual({ type: 'per-move', days: 1 });
    expect(parseTimeControl({ type: 'per-move', days: 30 })).toEqual({ type: 'per-move', days: 30 });
    for (const days of [0, 31, 2.5, '3', null]) {
      expect(() => parseTimeControl({ type: 'per-move', days })).toThrow(DomainError);
    }
  });

  it('accepts a bank with increment and cap, and refuses a cap below the start', () => {
    expect(parseTimeControl({ type: 'bank', initialDays: 10, incrementDays: 1, maxDays: 20, extra: 1 })).toEqual({
      type: 'bank',
      initialDays: 10,
      incrementDays: 1,
      maxDays: 20,
    });
    expect(() => parseTimeControl({ type: 'bank', initialDays: 10, incrementDays: 1, maxDays: 5 })).toThrow(/maxDays/);
    expect(() => parseTimeControl({ type: 'hourglass' })).toThrow(/type/);
  });
});
