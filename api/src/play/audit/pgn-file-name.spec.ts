import type { SeatRecord } from '../core/game-record';
import { attachment, fileNamePart, pgnFileName } from './pgn-file-name';

describe('the PGN file name', () => {
  const seat = (s: string, who: { displayName?: string | null; computer?: boolean } | null): SeatRecord =>
    ({
      seat: s,
      state: who ? 'taken' : 'open',
      userId: who && !who.computer ? `id-${s}` : null,
      username: who && !who.computer ? s : null,
      displayName: who?.displayName ?? null,
      computer: who?.computer ? 'search' : null,
    }) as SeatRecord;

  it('is <white>-<black>-<date>.pgn with the players’ names', () => {
    const game = {
      seats: [seat('white', { displayName: 'Ann Smith' }), seat('black', { displayName: 'Jürgen' })],
      startedAt: new Date('2026-12-01T21:30:00.000Z'),
      createdAt: new Date('2026-11-30T10:00:00.000Z'),
    };
    expect(pgnFileName(game)).toBe('Ann_Smith-Jürgen-2026-12-01.pgn');
  });

  it('takes what could leave the folder or break the header out of a name', () => {
    expect(fileNamePart('../../etc/passwd')).toBe('etc_passwd');
    expect(fileNamePart('a"b\\c\r\nd')).toBe('a_b_c_d');
    expect(fileNamePart('...')).toBe('unknown');
    expect(fileNamePart('x'.repeat(100))).toHaveLength(40);
  });

  it('names an open seat by its colour, a computer as such, and a game not started by the day it was created', () => {
    const game = {
      seats: [seat('white', { displayName: 'Ann' }), seat('black', null)],
      startedAt: null,
      createdAt: new Date('2026-11-30T10:00:00Z'),
    };
    expect(pgnFileName(game)).toBe('Ann-black-2026-11-30.pgn');
    const computer = { ...game, seats: [seat('white', { displayName: null }), seat('black', { computer: true })] };
    // A player without a display name by the username, as the game shows them.
    expect(pgnFileName(computer)).toBe('white-computer-2026-11-30.pgn');
  });

  it('is sent as an attachment whose name every client reads, in UTF-8 where it is not ASCII', () => {
    expect(attachment('Ann_Smith-Ben-2026-12-01.pgn')).toBe('attachment; filename="Ann_Smith-Ben-2026-12-01.pgn"');
    expect(attachment('Jürgen-Дмитрий-2026-12-01.pgn')).toBe(
      `attachment; filename="Jurgen-_______-2026-12-01.pgn"; filename*=UTF-8''J%C3%BCrgen-%D0%94%D0%BC%D0%B8%D1%82%D1%80%D0%B8%D0%B9-2026-12-01.pgn`,
    );
  });
});
