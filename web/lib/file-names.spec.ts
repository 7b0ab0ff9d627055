import { fileNamePart, pgnFileName } from './file-names';

describe('the PGN file name', () => {
  const seat = (s: string, displayName: string | null) => ({
    seat: s,
    player: displayName === null ? null : { id: s, username: s, displayName },
  });

  it('is <white>-<black>-<date>.pgn with the players’ names', () => {
    const game = {
      seats: [seat('white', 'Ann Smith'), seat('black', 'Jürgen')],
      startedAt: '2026-12-01T21:30:00.000Z',
      createdAt: '2026-11-30T10:00:00.000Z',
    };
    expect(pgnFileName(game as never)).toBe('Ann_Smith-Jürgen-2026-12-01.pgn');
  });

  it('takes what could leave the folder or break the header out of a name', () => {
    expect(fileNamePart('../../etc/passwd')).toBe('etc_passwd');
    expect(fileNamePart('a"b\\c\r\nd')).toBe('a_b_c_d');
    expect(fileNamePart('...')).toBe('unknown');
    expect(fileNamePart('x'.repeat(100))).toHaveLength(40);
  });

  it('names an open seat by its colour, and a game not started by the day it was created', () => {
    const game = {
      seats: [seat('white', 'Ann'), seat('black', null)],
      startedAt: null,
      createdAt: '2026-11-30T10:00:00Z',
    };
    expect(pgnFileName(game as never)).toBe('Ann-black-2026-11-30.pgn');
  });
});
