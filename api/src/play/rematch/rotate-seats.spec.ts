import { rotateSeats } from './rotate-seats';

const person = (seat: string, name: string) => ({ seat, userId: `id-${name}`, username: name, computer: null });

describe('rotateSeats', () => {
  it('swaps the colours of 007 Chess', () => {
    const next = rotateSeats([person('white', 'a'), person('black', 'b')], ['white', 'black']);
    expect(next.map((s) => [s.seat, s.username])).toEqual([
      ['white', 'b'],
      ['black', 'a'],
    ]);
  });

  it('moves everyone one seat on in the playing order, computers too', () => {
    const order = ['yellow', 'black', 'green', 'red'];
    const next = rotateSeats(
      [
        person('yellow', 'y'),
        person('black', 'k'),
        { seat: 'green', userId: null, username: null, computer: 'greedy' as const },
        person('red', 'r'),
      ],
      order,
    );
    expect(next.map((s) => [s.seat, s.username ?? s.computer])).toEqual([
      ['yellow', 'r'],
      ['black', 'y'],
      ['green', 'k'],
      ['red', 'greedy'],
    ]);
  });
});
