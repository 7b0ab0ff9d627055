import { boardDiagram } from './board-diagram';
import { renderEmail } from './email-renderer';
import { localDayAndHour, modeFor, reminderInstant } from './notification-settings';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

const H = 3_600_000;

describe('notification settings', () => {
  it('places reminder points inside the turn only', () => {
    expect(reminderInstant('half', 0, 48 * H)).toBe(24 * H);
    expect(reminderInstant('24h', 0, 72 * H)).toBe(48 * H);
    expect(reminderInstant('24h', 0, 12 * H)).toBeNull();
    expect(reminderInstant('soon', 0, 12 * H)).toBeNull();
  });

  it('defaults to immediately, and never lets account mail be switched off', () => {
    expect(modeFor({ kinds: {} }, 'your-turn')).toBe('immediately');
    expect(modeFor({ kinds: { 'your-turn': 'digest' } }, 'your-turn')).toBe('digest');
    expect(modeFor({ kinds: { 'password-reset': 'never' } }, 'password-reset')).toBe('immediately');
  });

  it('reads the local day and hour in a time zone', () => {
    expect(localDayAndHour(new Date('2026-01-01T23:30:00Z'), 'Asia/Tokyo')).toEqual({ day: '2026-01-02', hour: 8 });
    expect(localDayAndHour(new Date('2026-07-01T00:30:00Z'), 'America/New_York')).toEqual({
      day: '2026-06-30',
      hour: 20,
    });
  });

  it('signs unsubscribe tokens per user and kind', () => {
    const token = unsubscribeToken('s3cret', '0e7f3a52-8f0e-4d84-9a4e-1b2c3d4e5f60', 'your-turn');
    expect(readUnsubscribeToken('s3cret', token)).toEqual({
      userId: '0e7f3a52-8f0e-4d84-9a4e-1b2c3d4e5f60',
      kind: 'your-turn',
    });
    expect(readUnsubscribeToken('other', token)).toBeNull();
    expect(readUnsubscribeToken('s3cret', token.replace('your-turn', 'game-over'))).toBeNull();
  });
});

describe('email rendering', () => {
  it('writes text and escaped HTML with the diagram, in German or English', () => {
    const diagram = boardDiagram('007', [
      { square: 'e1', piece: 'king', color: 'white' },
      { square: 'e8', piece: 'king', color: 'black' },
    ]);
    expect(diagram.split('\n')[0]).toBe(' 8 . . . . k . . .');
    expect(diagram.split('\n')[8]).toBe('   a b c d e f g h');
    const de = renderEmail(
      'your-turn',
      'de',
      { name: 'Anna <A>', variant: '007-Schach', opponents: 'Bo', link: 'http://x/games/1', moves: 'e2e4' },
      diagram,
      'http://x/u',
    );
    expect(de.subject).toBe('Sie sind am Zug: 007-Schach gegen Bo');
    expect(de.text).toContain('Letzte Züge: e2e4');
    expect(de.text).toContain(diagram);
    expect(de.html).toContain('Hallo Anna &lt;A&gt;');
    expect(de.html).toContain('<a href="http://x/games/1">');
    const coalition = boardDiagram('coalition', [{ square: 'j10', piece: 'machine_gun', color: 'green' }]);
    expect(coalition.split('\n')[0]).toBe(`10${'  .'.repeat(9)} gM`);
  });
});
