import type { SinceItem } from '../../play/visits/since-items';
import { sinceLine } from './since-line';

const item = (seq: number, kind: SinceItem['kind'], seat: string | null, more: Partial<SinceItem> = {}): SinceItem => ({
  seq,
  kind,
  seat,
  round: 1,
  move: null,
  from: null,
  to: null,
  text: null,
  ally: null,
  seats: [],
  event: kind,
  ...more,
});

describe('sinceLine', () => {
  const items = [
    item(5, 'move', 'black', { text: 'Nf6' }),
    item(6, 'declaration', 'green', { ally: 'yellow' }),
    item(7, 'move', 'red', { text: 'b5xc6+' }),
    item(7, 'check', 'yellow'),
  ];

  it('names what happened in order, and the messages, in English and German', () => {
    expect(sinceLine('en', items, 2)).toBe(
      'Since your last turn: Black Nf6, Green declared for Yellow, Red b5xc6+, 2 messages',
    );
    expect(sinceLine('de', items, 1)).toBe(
      'Seit Ihrem letzten Zug: Schwarz Nf6, Grün erklärte sich für Gelb, Rot b5xc6+, 1 Nachricht',
    );
    expect(sinceLine('en', [item(3, 'check', 'yellow'), item(4, 'draw-offered', 'black')], 0)).toBe(
      'Since your last turn: Yellow in check, Black offered a draw',
    );
  });

  it('says nothing when nothing happened', () => {
    expect(sinceLine('en', [], 0)).toBeUndefined();
    expect(sinceLine('de', [], 3)).toBe('Seit Ihrem letzten Zug: 3 Nachrichten');
  });

  it('shortens a long summary to its first items and a count of the rest, keeping the messages', () => {
    const many = Array.from({ length: 30 }, (_, i) => item(i + 1, 'move', 'black', { text: `Pe${i}-e${i + 1}` }));
    const en = sinceLine('en', many, 4)!;
    expect(en.length).toBeLessThanOrEqual(140);
    expect(en).toMatch(/^Since your last turn: Black Pe0-e1, Black Pe1-e2, .* and \d+ more, 4 messages$/);
    const de = sinceLine('de', many, 1, 70)!;
    expect(de.length).toBeLessThanOrEqual(70);
    expect(de).toMatch(/^Seit Ihrem letzten Zug: Schwarz Pe0-e1 und \d+ weitere, 1 Nachricht$/);
    expect(sinceLine('en', many, 0, 40)).toBe('Since your last turn: 30 actions');
  });
});
