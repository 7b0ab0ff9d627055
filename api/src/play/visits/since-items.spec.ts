import { sinceItems } from './since-items';
import { firstLine } from './visits.service';

const ev = (seq: number, type: string, seat: string | null, payload: Record<string, unknown>) => ({
  seq,
  type,
  seat,
  payload,
});

describe('sinceItems', () => {
  it('reports moves with their squares and rounds, declarations, checks and a new round', () => {
    const items = sinceItems(
      'coalition',
      [
        ev(5, 'move', 'black', {
          action: { type: 'move', move: 'c9c8' },
          effects: [{ type: 'moved', seat: 'black', move: 'c9c8', capture: false }],
        }),
        ev(6, 'declare', 'green', {
          action: { type: 'declare', seat: 'green', ally: 'yellow' },
          effects: [{ type: 'coalition-formed', coalition: { seats: ['green', 'yellow'] } }],
        }),
        ev(7, 'move', 'red', {
          action: { type: 'move', move: 'b5c6' },
          effects: [
            { type: 'moved', seat: 'red', move: 'b5c6', capture: true },
            { type: 'check', seat: 'yellow', answer: 'turn' },
            { type: 'round-started', round: 4 },
          ],
        }),
        ev(8, 'offer-draw', 'yellow', { action: { type: 'offer-draw', seat: 'yellow' }, effects: [] }),
        ev(9, 'seat-handed-over', 'green', { seat: 'green' }),
      ],
      { round: 3, turns: 0 },
    );
    expect(items.map((i) => [i.seq, i.kind, i.seat, i.round, i.text ?? i.ally])).toEqual([
      [5, 'move', 'black', 3, 'c9-c8'],
      [6, 'declaration', 'green', 3, 'yellow'],
      [7, 'move', 'red', 3, 'b5xc6+'],
      [7, 'check', 'yellow', 3, null],
      [8, 'draw-offered', 'yellow', 4, null],
      [9, 'seat-change', 'green', 4, null],
    ]);
    expect(items[2]).toMatchObject({ from: 'b5', to: 'c6', move: 'b5c6' });
  });

  it('counts 007 turns and writes its moves in SAN', () => {
    const items = sinceItems(
      '007',
      [
        ev(10, 'move', 'black', {
          action: { type: 'move', move: 'g8f6' },
          effects: [{ type: 'moved', seat: 'black', move: 'g8f6', san: 'Nf6', capture: false }],
        }),
        ev(11, 'move', 'black', {
          action: { type: 'move', move: 'e7e5' },
          effects: [
            { type: 'moved', seat: 'black', move: 'e7e5', san: 'e5', capture: false },
            { type: 'turn-started', seat: 'white' },
          ],
        }),
        ev(12, 'resign', 'white', {
          action: { type: 'resign', seat: 'white' },
          effects: [{ type: 'game-over', result: {}, status: 'finished' }],
        }),
      ],
      { round: null, turns: 4 },
    );
    expect(items.map((i) => [i.kind, i.seat, i.round, i.text])).toEqual([
      ['move', 'black', 5, 'Nf6'],
      ['move', 'black', 5, 'e5'],
      ['resignation', 'white', 6, null],
      ['game-over', null, 6, null],
    ]);
  });

  it('keeps only the first line of a message, shortened at a word', () => {
    expect(firstLine('\n  Hello there  \nsecond')).toBe('Hello there');
    const long = firstLine(`${'word '.repeat(40)}end`);
    expect(long.length).toBeLessThanOrEqual(140);
    expect(long.endsWith('word…')).toBe(true);
  });
});
