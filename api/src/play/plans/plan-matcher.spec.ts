import { decide, type EventSince } from './plan-matcher';

const line = (...steps: string[]) => steps.map((s) => s.split(','));
const move = (seq: number, seat: string, m: string): EventSince => ({ seq, type: 'move', seat, move: m });
const theirTurn = [{ seat: 'black', reason: 'turn' as const }];
const myTurn = [{ seat: 'white', reason: 'turn' as const }];

describe('decide', () => {
  const lines = [
    line('b8c6,f1c4,g8f6', 'd2d3,f8c5,c2c3', 'e8g8,b2b4,d7d6', 'a2a4,c8g4,h2h3'),
    line('b8c6,f1b5,a7a6', 'b5a4,g8f6,e1g1'),
  ];

  it('keeps every line the others’ moves so far begin, and drops the rest', () => {
    expect(decide(lines, 'white', [], theirTurn)).toEqual({ kind: 'keep' });
    expect(decide(lines, 'white', [move(5, 'black', 'b8c6')], theirTurn)).toEqual({ kind: 'keep' });
    expect(decide(lines, 'white', [move(5, 'black', 'b8c6'), move(6, 'black', 'f1b5')], theirTurn)).toEqual({
      kind: 'narrow',
      lines: [lines[1]],
    });
    expect(decide(lines, 'white', [move(5, 'black', 'a7a6')], theirTurn)).toMatchObject({
      kind: 'drop',
      change: 'narrowed',
      seq: 5,
    });
  });

  it('plays the answer at my turn when a whole step matches, leaving the rest of the matching lines', () => {
    const since = [move(5, 'black', 'b8c6'), move(6, 'black', 'f1c4'), move(7, 'black', 'g8f6')];
    expect(decide(lines, 'white', since, myTurn)).toEqual({
      kind: 'play',
      trigger: ['b8c6', 'f1c4', 'g8f6'],
      answer: ['d2d3', 'f8c5', 'c2c3'],
      lines: [line('e8g8,b2b4,d7d6', 'a2a4,c8g4,h2h3')],
    });
    // A step of theirs that is cut short (the game's turn ended sooner) matches nothing.
    expect(decide(lines, 'white', since.slice(0, 2), myTurn)).toMatchObject({ kind: 'drop', change: 'narrowed' });
  });

  it('is cancelled by any action of theirs other than a board move, and by an answer out of turn', () => {
    const declared: EventSince = { seq: 5, type: 'declare', seat: 'green', move: null };
    expect(decide(lines, 'white', [declared], theirTurn)).toMatchObject({ kind: 'drop', change: 'cancelled', seq: 5 });
    const offer: EventSince = { seq: 5, type: 'offer-draw', seat: 'black', move: null };
    expect(decide(lines, 'white', [offer], theirTurn)).toMatchObject({ kind: 'drop', change: 'cancelled' });
    expect(
      decide(lines, 'red', [move(5, 'green', 'j5j10')], [{ seat: 'black', reason: 'check-answer' as const }]),
    ).toMatchObject({ kind: 'drop', change: 'cancelled', reason: 'black: an answer out of turn' });
    // My own draw offer is no reason to drop my plan.
    const mine: EventSince = { seq: 5, type: 'offer-draw', seat: 'white', move: null };
    expect(decide(lines, 'white', [mine, move(6, 'black', 'b8c6')], theirTurn)).toEqual({ kind: 'keep' });
  });
});
