import { readTypedMove } from './typed-move';

describe('a typed move', () => {
  // The start of a 007 game (white's first half-move), with the SAN the engine gives each move.
  const legal = ['e2e4', 'e2e3', 'g1f3', 'g1h3', 'b1c3', 'd2d4'];
  const sans = new Map([
    ['e2e4', 'e4'],
    ['e2e3', 'e3'],
    ['g1f3', 'Nf3'],
    ['g1h3', 'Nh3'],
    ['b1c3', 'Nc3'],
    ['d2d4', 'd4'],
  ]);

  it('reads standard algebraic notation', () => {
    expect(readTypedMove('Nf3', legal, sans)).toBe('g1f3');
    expect(readTypedMove(' e4 ', legal, sans)).toBe('e2e4');
    expect(readTypedMove('Nc3!?', legal, sans)).toBe('b1c3');
  });

  it('reads coordinates, with or without a dash, in either case', () => {
    expect(readTypedMove('g1f3', legal, sans)).toBe('g1f3');
    expect(readTypedMove('G1-F3', legal, sans)).toBe('g1f3');
    expect(readTypedMove('d9d10=t', ['d9d10=T'])).toBe('d9d10=T');
  });

  it('reads castling with O or 0, captures without x, and ignores check marks', () => {
    const later = ['e1g1', 'e4d5', 'd1h5'];
    const laterSans = new Map([
      ['e1g1', 'O-O'],
      ['e4d5', 'exd5'],
      ['d1h5', 'Qh5+'],
    ]);
    expect(readTypedMove('0-0', later, laterSans)).toBe('e1g1');
    expect(readTypedMove('O-O', later, laterSans)).toBe('e1g1');
    expect(readTypedMove('ed5', later, laterSans)).toBe('e4d5');
    expect(readTypedMove('exd5', later, laterSans)).toBe('e4d5');
    expect(readTypedMove('Qh5', later, laterSans)).toBe('d1h5');
    expect(readTypedMove('Qh5+', later, laterSans)).toBe('d1h5');
  });

  it('refuses what is not legal now, ambiguous, or not a move', () => {
    expect(readTypedMove('e5', legal, sans)).toBeNull();
    expect(readTypedMove('e2e5', legal, sans)).toBeNull();
    expect(readTypedMove('N3', legal, sans)).toBeNull();
    expect(readTypedMove('', legal, sans)).toBeNull();
    expect(readTypedMove('hello', legal, sans)).toBeNull();
  });
});
