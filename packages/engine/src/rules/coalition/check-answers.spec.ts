import { play, position, refusal, seatToMove, view } from './spec-helpers';

// coalition.md §7 and the fine points §11.2, §11.4, §11.5, §11.8 on check and its answers.
describe('§7 check and its answers', () => {
  const greenChecks = 'yK:e1 bK:j8 gS:j5 rM:a8 yC:c3 bC:h7';

  it('§7 out-of-turn answer then skipped turn: the checked power answers at once and skips its next regular turn', () => {
    const s = position(greenChecks, 'turn=g');
    const check = play(s, 'j5e5');
    expect(check.effects).toContainEqual({ type: 'check', seat: 'yellow', answer: 'immediate' });
    expect(check.view.toMove[0]).toMatchObject({ seat: 'yellow', reason: 'check-answer' });
    expect(refusal(check.state, 'a8a9')).toBe('ILLEGAL_MOVE'); // Red must wait: a8a9 is no Yellow move
    expect(refusal(check.state, { type: 'move', move: 'a8a9', seat: 'red' })).toBe('NOT_YOUR_TURN');
    expect(
      check.view.legalMoves.every((m) => m.startsWith('e1') || m.endsWith('e5') || /e[234]$/.test(m.slice(2))),
    ).toBe(true);
    const answered = play(check.state, 'e1d1');
    expect(answered.view.toMove[0]).toMatchObject({ seat: 'red', reason: 'turn' });
    expect(answered.view.plies).toBe(2); // the answer is a ply
    const redMoved = play(answered.state, 'a8a9');
    expect(redMoved.effects).toContainEqual({ type: 'passed', seat: 'yellow', forced: true });
    expect(redMoved.view.toMove[0]).toMatchObject({ seat: 'black', reason: 'turn' });
    expect(redMoved.view.round).toBe(2);
  });

  it('§7 the owner that is next to move anyway answers on its regular turn, with no skip', () => {
    const s = position('yK:e1 bK:j10 rM:c3 gM:j2 yC:h3 bC:h7', 'turn=r');
    const check = play(s, 'c3d2');
    expect(check.effects).toContainEqual({ type: 'check', seat: 'yellow', answer: 'turn' });
    expect(check.view.coalitions).toEqual([{ seats: ['black', 'red'], round: 1, by: 'check' }]);
    expect(check.view.toMove[0]).toMatchObject({ seat: 'yellow', reason: 'turn' });
    expect(check.view.round).toBe(2);
    const answered = play(check.state, 'e1d2');
    expect(answered.view.toMove[0]).toMatchObject({ seat: 'black', reason: 'turn' });
    expect(answered.effects).not.toContainEqual(expect.objectContaining({ type: 'passed' }));
  });

  it('§7 checkResponse own-turn: other parties move normally, the checked power answers on its turn', () => {
    const s = position(greenChecks, 'turn=g', { checkResponse: 'own-turn' });
    const check = play(s, 'j5e5');
    expect(check.effects).toContainEqual({ type: 'check', seat: 'yellow', answer: 'turn' });
    expect(check.view.toMove[0]).toMatchObject({ seat: 'red', reason: 'turn' });
    const red = play(check.state, 'a8a9');
    expect(red.view.toMove[0]).toMatchObject({ seat: 'yellow', reason: 'turn' });
    expect(red.view.legalMoves).toEqual(['c3e5', 'e1d1', 'e1d2', 'e1f1', 'e1f2']);
    const answered = play(red.state, 'c3e5');
    expect(seatToMove(answered.state)).toBe('black'); // no skip
  });

  it('§7 two Kings checked at once (§11.5): the next one answers on its turn first, the other out of turn after it, then skips; no coalition by check (§11.2)', () => {
    const s = position('yK:e2 bK:e10 rP:a6 rM:a9 gM:j1 yC:c1 bC:c10', 'turn=r');
    const both = play(s, 'a6e6');
    expect(both.view.coalitions).toEqual([]);
    expect(both.effects).toContainEqual({ type: 'check', seat: 'yellow', answer: 'turn' });
    expect(both.effects).toContainEqual({ type: 'check', seat: 'black', answer: 'immediate' });
    expect(both.view.toMove[0]).toMatchObject({ seat: 'yellow', reason: 'turn' });
    const yellow = play(both.state, 'e2d2');
    expect(yellow.view.toMove[0]).toMatchObject({ seat: 'black', reason: 'check-answer' });
    const black = play(yellow.state, 'e10d10');
    expect(black.effects).toContainEqual({ type: 'passed', seat: 'black', forced: true });
    expect(black.view.toMove[0]).toMatchObject({ seat: 'green', reason: 'turn' });
  });

  it('§11.4 an owed answer whose check has gone before its turn is dropped, with no skip', () => {
    const s = position('yK:e2 bK:e10 bG:e8 rP:a6 rM:a9 gM:j1 yT:c4 bC:c10', 'turn=r');
    const both = play(s, 'a6e6');
    const taken = play(both.state, 'c4e6'); // Yellow takes the plane: Black's check is gone too
    expect(taken.view.toMove[0]).toMatchObject({ seat: 'black', reason: 'turn' });
    const black = play(taken.state, 'e10d10');
    expect(black.effects).not.toContainEqual(expect.objectContaining({ type: 'passed', seat: 'black' }));
    expect(seatToMove(black.state)).toBe('green');
  });

  it('§11.4 the skip after an out-of-turn answer is a flag: two answers before the next turn skip it once', () => {
    const s = position('yK:e1 bK:j10 bA:a9 gS:j4 rM:a5', 'turn=b round=5 coalitions=yr@1:declaration,bg@1:declaration');
    const first = play(s, 'a9e9'); // Black checks; Green is next: Yellow answers out of turn
    expect(first.view.toMove[0]).toMatchObject({ seat: 'yellow', reason: 'check-answer' });
    const second = play(first.state, 'e1d1', 'j4d4'); // Green checks too; Red is next: again out of turn
    expect(second.view.toMove[0]).toMatchObject({ seat: 'yellow', reason: 'check-answer' });
    const round6 = play(second.state, 'd1c1', 'a5a6');
    expect(round6.effects.filter((e) => e.type === 'passed')).toEqual([
      { type: 'passed', seat: 'yellow', forced: true },
    ]);
    expect(round6.view.toMove[0]).toMatchObject({ seat: 'black', reason: 'turn' });
    const round7 = play(round6.state, 'j10j9', 'd4d5', 'a6a5');
    expect(round7.view.round).toBe(7);
    expect(round7.view.toMove[0]).toMatchObject({ seat: 'yellow', reason: 'turn' }); // not skipped again
  });

  it("§7 a great power never leaves its own King attacked; a small power is not restricted by its partner's King", () => {
    const pinned = position('yK:e1 yC:e2 bA:e10 bK:j10', 'turn=y out=gr');
    expect(view(pinned).legalMoves.filter((m) => m.startsWith('e2'))).toEqual([]);
    // Green (Yellow's partner) may unpin Yellow's King; Yellow then answers at once
    const partner = position('yK:e1 gM:e2 bA:e10 bK:j10 rM:a5', 'turn=g coalitions=yg@1:declaration,br@1:declaration');
    const moved = play(partner, 'e2d2');
    expect(moved.view.toMove[0]).toMatchObject({ seat: 'yellow', reason: 'check-answer' });
  });
});
