import { coalitionVariant } from './variant';
import { play, position, refusal, seatToMove } from './spec-helpers';

// coalition.md §11 fine points not covered by the section tests next to this file.
describe('§11 fine points', () => {
  it('§11.7 the en passant right ends when the double-stepper moves out of turn', () => {
    const s = position('yK:e1 yG:e2 bK:j10 bA:a8 gG:f4 gM:j2 rM:a10', 'turn=y round=2');
    const step = play(s, 'e2e4');
    expect(coalitionVariant.serialize(step.state)).toContain('ep=y:e3');
    const check = play(step.state, 'a8a1');
    expect(check.view.toMove[0]).toMatchObject({ seat: 'yellow', reason: 'check-answer' });
    const answered = play(check.state, 'e1e2');
    expect(coalitionVariant.serialize(answered.state)).toContain('ep=-');
    expect(seatToMove(answered.state)).toBe('green');
    expect(answered.view.legalMoves).not.toContain('f4e3'); // Green's guard may no longer take e.p.
    expect(play(step.state, 'a8a7').view.legalMoves).toContain('f4e3'); // it could, had Yellow not moved
  });

  it('§11.8 "next to move anyway" does not look past a later forced pass of a small power', () => {
    // Red (next after Green) has no legal move; Yellow, after it, is therefore not next anyway
    const s = position('yK:e1 bK:h10 gS:j5 rG:a8 bC:b8 yC:c3', 'turn=g');
    const check = play(s, 'j5e5');
    expect(check.view.toMove[0]).toMatchObject({ seat: 'yellow', reason: 'check-answer' });
    const answered = play(check.state, 'c3e5');
    expect(answered.effects).toContainEqual({ type: 'passed', seat: 'red', forced: true });
    expect(answered.effects).toContainEqual({ type: 'passed', seat: 'yellow', forced: true }); // the skipped turn
    expect(seatToMove(answered.state)).toBe('black');
  });

  it('§11.10 a King attacked after an arrangement is answered as after a move, with no coalition effect', () => {
    const s = position('yK:e1 gS:j5 gM:i4 bK:a10 rM:a8 yC:c8', 'turn=g arrange=bgr');
    const arranged = play(s, { type: 'arrange', seat: 'green', placement: { j6: 'submarine', i4: 'machine_gun' } });
    expect(arranged.view.coalitions).toEqual([]);
    expect(arranged.view.toMove[0]).toMatchObject({ seat: 'yellow', reason: 'check-answer' });
  });

  it('§11.10 a re-arrangement is never an answer to a check', () => {
    const s = position('yK:a1 yA:f2 bK:f10 bA:c10 gM:i5 rM:a5', 'turn=b arrange=bgr');
    expect(refusal(s, { type: 'arrange', seat: 'black', placement: { f10: 'king', c10: 'artillery' } })).toBe(
      'BAD_ARRANGEMENT',
    );
    expect(refusal(s, { type: 'arrange', seat: 'black', placement: { e10: 'king', c10: 'artillery' } })).toBe(
      'BAD_ARRANGEMENT',
    );
  });

  it('§11.12 the cyclist action names its target square in "square"', () => {
    const s = position('yK:e1 yC:d1 bK:j10 gM:i5 rM:a5', 'turn=y cyclist=yb', { cyclistColourChange: true });
    expect(refusal(s, { type: 'cyclist', seat: 'yellow' } as never)).toBe('BAD_NOTATION');
    expect(refusal(s, { type: 'cyclist', seat: 'yellow', square: 'c1' })).toBe('OK');
  });
});
