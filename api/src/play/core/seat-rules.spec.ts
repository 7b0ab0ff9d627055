import { checkSeatHoldings } from './seat-rules';

const holdings = (pairs: [string, string][]) => new Map(pairs);

describe('checkSeatHoldings', () => {
  it('lets one user hold a great power and a small power in Coalition Chess (a strawman)', () => {
    expect(() =>
      checkSeatHoldings(
        'coalition',
        holdings([
          ['yellow', 'u1'],
          ['green', 'u1'],
          ['black', 'u2'],
          ['red', 'u2'],
        ]),
      ),
    ).not.toThrow();
    expect(() =>
      checkSeatHoldings(
        'coalition',
        holdings([
          ['green', 'u1'],
          ['red', 'u1'],
        ]),
      ),
    ).not.toThrow();
  });

  it('never lets one user hold both great powers', () => {
    expect(() =>
      checkSeatHoldings(
        'coalition',
        holdings([
          ['yellow', 'u1'],
          ['black', 'u1'],
        ]),
      ),
    ).toThrow(/both great powers/);
  });

  it('caps a user at two seats', () => {
    expect(() =>
      checkSeatHoldings(
        'coalition',
        holdings([
          ['yellow', 'u1'],
          ['green', 'u1'],
          ['red', 'u1'],
        ]),
      ),
    ).toThrow(/at most two/);
  });

  it('allows one seat per user in 007', () => {
    expect(() =>
      checkSeatHoldings(
        '007',
        holdings([
          ['white', 'u1'],
          ['black', 'u2'],
        ]),
      ),
    ).not.toThrow();
    expect(() =>
      checkSeatHoldings(
        '007',
        holdings([
          ['white', 'u1'],
          ['black', 'u1'],
        ]),
      ),
    ).toThrow(/only one seat/);
  });
});
