import { DomainError } from '../../platform/errors/domain-error';
import { decodeCursor, decodeEndedCursor, encodeCursor, encodeEndedCursor } from './game-cursor';

describe('game list cursor', () => {
  it('round-trips', () => {
    const c = { turn: 0 as const, deadline: '2026-01-02T03:04:05.678Z', id: '5b0f1c1e-6a3e-4a43-9d77-0d1f4f8b9a01' };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
    const open = { ...c, turn: 1 as const, deadline: 'infinity' };
    expect(decodeCursor(encodeCursor(open))).toEqual(open);
  });

  it('refuses cursors it did not make', () => {
    for (const raw of [
      '',
      'xyz',
      Buffer.from('[2,"infinity","x"]').toString('base64url'),
      Buffer.from('{"a":1}').toString('base64url'),
    ]) {
      expect(() => decodeCursor(raw)).toThrow(DomainError);
    }
  });

  it('round-trips the finished list’s cursor and tells a former order’s cursor from a made-up one', () => {
    const id = '5b0f1c1e-6a3e-4a43-9d77-0d1f4f8b9a01';
    for (const ended of ['2026-01-02T03:04:05.678912+00:00', '-infinity'])
      expect(decodeEndedCursor(encodeEndedCursor({ ended, id }))).toEqual({ ended, id });
    const former = encodeCursor({ turn: 1, deadline: 'infinity', id });
    expect(() => decodeEndedCursor(former)).toThrow(expect.objectContaining({ code: 'STALE_CURSOR' }));
    for (const raw of ['xyz', Buffer.from(JSON.stringify(['ended', 'soon', id])).toString('base64url')])
      expect(() => decodeEndedCursor(raw)).toThrow(expect.objectContaining({ code: 'BAD_CURSOR' }));
  });
});
