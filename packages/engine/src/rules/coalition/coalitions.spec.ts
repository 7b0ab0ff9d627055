import { play, position, refusal, seatToMove, start, view } from './spec-helpers';

// coalition.md §6 and fine points §11.2, §11.6, §11.11.
describe('§6 coalitions', () => {
  it('§6 declaration: a small power names a great power on its own turn; it does not use up the move', () => {
    const s = play(start(), 'e2e4', 'c9c8').state;
    expect(seatToMove(s)).toBe('green');
    expect(refusal(s, { type: 'declare', seat: 'red', ally: 'yellow' })).toBe('NOT_YOUR_TURN');
    expect(refusal(s, { type: 'declare', seat: 'green', ally: 'green' })).toBe('ILLEGAL_MOVE');
    const declared = play(s, { type: 'declare', seat: 'green', ally: 'yellow' });
    expect(declared.view.coalitions).toEqual([{ seats: ['yellow', 'green'], round: 1, by: 'declaration' }]);
    expect(seatToMove(declared.state)).toBe('green');
    expect(declared.view.plies).toBe(2);
    // Red can only join Black now
    const red = play(declared.state, 'i4h4').state;
    expect(refusal(red, { type: 'declare', seat: 'red', ally: 'yellow' })).toBe('ILLEGAL_MOVE');
    expect(play(red, { type: 'declare', seat: 'red', ally: 'black' }).view.coalitions).toHaveLength(2);
    expect(refusal(play(start(), 'e2e4').state, { type: 'declare', seat: 'black', ally: 'red' })).toBe('ILLEGAL_MOVE');
  });

  it('§6 a great power cannot declare; declarations end with round 3', () => {
    const s = start();
    expect(refusal(s, { type: 'declare', seat: 'yellow', ally: 'green' })).toBe('ILLEGAL_MOVE');
    const late = position('yK:a1 bK:j10 gM:i5 rM:b5 yC:e5', 'turn=g round=4 coalitions=yr@2:declaration');
    expect(refusal(late, { type: 'declare', seat: 'green', ally: 'black' })).toBe('WRONG_PHASE');
  });

  it('§6 a check forms a coalition: the checking small power joins the other great power', () => {
    const s = position('yK:e1 bK:f10 gS:j5 rM:a8 yC:c3 bC:h7', 'turn=g');
    const check = play(s, 'j5e5');
    expect(check.view.coalitions).toEqual([{ seats: ['black', 'green'], round: 1, by: 'check' }]);
  });

  it('§6 capture forms coalition: capturing a great power\u2019s piece joins the other great power', () => {
    const s = position('yK:a1 bK:j9 gS:j5 bC:e5 rM:a8 yC:c3', 'turn=g');
    const capture = play(s, 'j5e5');
    expect(capture.view.coalitions).toEqual([{ seats: ['yellow', 'green'], round: 1, by: 'capture' }]);
    // capturing a small power's piece forms nothing
    const small = play(position('yK:a1 bK:j9 gS:j5 rG:e5 rM:a8 yC:c3', 'turn=g'), 'j5e5');
    expect(small.view.coalitions).toEqual([]);
  });

  it('§6 a check or capture whose coalition is no longer possible has no coalition effect', () => {
    const s = position('yK:a1 bK:j10 gS:j5 bC:e5 rM:a8 yC:c3', 'turn=g coalitions=yr@1:declaration');
    const capture = play(s, 'j5e5');
    expect(capture.view.coalitions).toEqual([{ seats: ['yellow', 'red'], round: 1, by: 'declaration' }]);
    // and no coalition effect after round 3
    const late = play(position('yK:a1 bK:j10 gS:j5 bC:e5 rM:a8 yC:c3', 'turn=g round=4 out=r'), 'j5e5');
    expect(late.view.coalitions).toEqual([]);
  });

  it('§11.2 check is considered before capture: capturing Black\u2019s piece while checking Black\u2019s King joins Yellow by check', () => {
    // the submarine takes the black cyclist on f9 and checks the King on f10 from there
    const s = position('yK:a1 bK:f10 gS:j9 bC:f9 rM:a8 yC:c3', 'turn=g');
    const both = play(s, 'j9f9');
    expect(both.view.coalitions).toEqual([{ seats: ['yellow', 'green'], round: 1, by: 'check' }]);
    // a check whose coalition is impossible leaves the capture to decide
    const s2 = position('yK:e1 bK:j10 gS:j5 yC:e5 rM:a8 bC:h8', 'turn=g coalitions=br@1:declaration');
    // taking e5 (a yellow piece) checks nobody: joins Black — impossible (Black has Red): nothing
    expect(play(s2, 'j5e5').view.coalitions).toHaveLength(1);
  });

  it('§6 partners never capture each other; a partner\u2019s piece blocks', () => {
    const s = position('yK:a1 bK:j10 gS:j5 yC:e5 bC:j8 rM:a8', 'turn=g coalitions=yg@1:declaration');
    const moves = view(s).legalMoves;
    expect(moves).not.toContain('j5e5'); // the partner
    expect(moves).not.toContain('j5d5'); // beyond the partner's piece
    expect(moves).toContain('j5f5');
    expect(moves).toContain('j5j8'); // the enemy
  });

  it('§6 neutrality: after round 3 a small power in no coalition aborts the game; members of a formed coalition score 1', () => {
    const quiet = ['c2c3', 'c9c8', 'i4h4', 'b4c4', 'h2h3', 'h9h8', 'i7h7', 'b7c7', 'f2f3', 'g9g8', 'h4g4', 'c7d7'];
    const none = play(start(), ...quiet);
    expect(none.view.status).toBe('aborted');
    expect(none.view.result).toEqual({
      winners: [],
      reason: 'neutrality',
      points: { yellow: 0, black: 0, green: 0, red: 0 },
    });
    const one = play(start(), 'c2c3', 'c9c8', { type: 'declare', seat: 'green', ally: 'yellow' }, ...quiet.slice(2));
    expect(one.view.status).toBe('aborted');
    expect(one.view.result!.points).toEqual({ yellow: 1, black: 0, green: 1, red: 0 });
    const both = play(
      start(),
      'c2c3',
      'c9c8',
      { type: 'declare', seat: 'green', ally: 'yellow' },
      'i4h4',
      { type: 'declare', seat: 'red', ally: 'black' },
      ...quiet.slice(3),
    );
    expect(both.view.status).toBe('active');
    expect(both.view.round).toBe(4);
  });

  it('§11.11 a small power eliminated before the end of round 3 does not count as neutral', () => {
    const s = position('yK:a1 bK:j10 gM:i5 rM:e6 yC:d5 bC:h7', 'turn=y round=3 coalitions=yg@1:declaration');
    const gone = play(s, 'd5e6');
    expect(gone.effects).toContainEqual({ type: 'eliminated', seat: 'red', reason: 'no-pieces' });
    const end = play(gone.state, 'h7g6', 'i5h5');
    expect(end.view.round).toBe(4);
    expect(end.view.status).toBe('active');
  });

  it('§11.6 at the end of round 3 a great power that must act next, in check without an answer, is mated at once', () => {
    // Red, neutral, mates Yellow with the last move of round 3: mate, not abort
    const s = position('yK:a1 yG:a2 yG:b2 bK:j10 bE:d2 rM:c2 gM:i5', 'turn=r round=3 coalitions=bg@1:declaration');
    const mate = play(s, 'c2b1');
    expect(mate.view.status).toBe('finished');
    expect(mate.view.result).toEqual({
      winners: ['black', 'green'],
      reason: 'checkmate',
      points: { yellow: 0, black: 6, green: 6, red: 0 },
    });
    // with an answer, the neutral Red aborts the game and the owed answer is not played
    const s2 = position('yK:a1 yG:a2 yG:b2 bK:j10 bE:d4 rM:c2 gM:i5', 'turn=r round=3 coalitions=bg@1:declaration');
    const abort = play(s2, 'c2b1');
    expect(abort.view.status).toBe('aborted');
    expect(abort.view.result!.points).toEqual({ yellow: 0, black: 1, green: 1, red: 0 });
  });

  it('§5/§11.6 the last party of round 3 resigns while an answer is owed: the round is complete at once, the game aborted', () => {
    // order YGBR: Black's last move but one of round 3 checks Yellow; Red, next, is not Yellow
    const fields = 'turn=b round=3 coalitions=br@1:declaration';
    const s = position('yK:e1 bK:j10 bA:a9 gM:i5 rM:a5', fields, { order: 'YGBR' });
    const check = play(s, 'a9e9');
    expect(check.view.toMove[0]).toMatchObject({ seat: 'yellow', reason: 'check-answer' });
    const resigned = play(check.state, { type: 'resign', seat: 'red' });
    expect(resigned.effects).toContainEqual({ type: 'eliminated', seat: 'red', reason: 'resigned' });
    expect(resigned.effects).toContainEqual({ type: 'round-started', round: 4 });
    // Green is still neutral: the abort, and Yellow's owed answer is not played
    expect(resigned.view.status).toBe('aborted');
    expect(resigned.view.toMove).toEqual([]);
    expect(resigned.view.plies).toBe(check.view.plies);
    expect(resigned.view.result).toEqual({
      winners: [],
      reason: 'neutrality',
      points: { yellow: 0, black: 1, green: 0, red: 1 },
    });
    // in a later round the game goes on into the next round, and Yellow still answers out of turn
    const later = position(
      'yK:e1 bK:j10 bA:a9 gM:i5 rM:a5',
      'turn=b round=5 coalitions=yg@1:declaration,br@1:declaration',
      {
        order: 'YGBR',
      },
    );
    const on = play(later, 'a9e9', { type: 'resign', seat: 'red' });
    expect(on.view.status).toBe('active');
    expect(on.view.round).toBe(6);
    expect(on.view.toMove[0]).toMatchObject({ seat: 'yellow', reason: 'check-answer' });
  });

  it('§5/§11.6 an answer that takes the last piece of the party whose turn is next ends round 3 before the answers still owed', () => {
    // Green's submarine checks both Kings (no coalition, §11.2); Red comes next, so both answer out
    // of turn, Yellow first; Yellow's King takes Red's last piece
    const s = position('yK:e1 bK:e10 gS:j5 rG:d1', 'turn=g round=3');
    const both = play(s, 'j5e5');
    expect(both.effects).toContainEqual({ type: 'check', seat: 'yellow', answer: 'immediate' });
    expect(both.effects).toContainEqual({ type: 'check', seat: 'black', answer: 'immediate' });
    const taken = play(both.state, 'e1d1');
    expect(taken.effects).toContainEqual({ type: 'eliminated', seat: 'red', reason: 'no-pieces' });
    expect(taken.view.status).toBe('aborted'); // Green is neutral; Black's answer is not played
    expect(taken.view.result?.reason).toBe('neutrality');
    // in round 2 the next round starts and Black answers in it
    const early = play(position('yK:e1 bK:e10 gS:j5 rG:d1', 'turn=g round=2'), 'j5e5', 'e1d1');
    expect(early.view.round).toBe(3);
    expect(early.view.toMove[0]).toMatchObject({ seat: 'black', reason: 'check-answer' });
  });

  it('§6 smallPowerCoalition: Red and Green ally against Yellow + Black', () => {
    const s = play(start(), 'e2e4', 'c9c8').state;
    expect(refusal(s, { type: 'declare', seat: 'green', ally: 'red' })).toBe('ILLEGAL_MOVE');
    const opt = play(start({ smallPowerCoalition: true }), 'e2e4', 'c9c8', {
      type: 'declare',
      seat: 'green',
      ally: 'red',
    });
    expect(opt.view.coalitions.map((c) => c.seats)).toEqual([
      ['green', 'red'],
      ['yellow', 'black'],
    ]);
    // Yellow and Black are partners now: Black's pieces no longer check Yellow's King
    const calm = position('yK:e1 bK:j10 bA:e8 gM:i5 rM:b5', 'turn=b coalitions=gr@1:declaration,yb@1:declaration', {
      smallPowerCoalition: true,
    });
    expect(view(calm).legalMoves).not.toContain('e8e1');
  });

  it('§6 smallPowerCoalition win conditions: the great powers win by capturing every small-power piece, the small powers by mate', () => {
    const sweep = position(
      'yK:e1 bK:j10 rM:e5 yT:e4 bC:a8',
      'turn=y out=g coalitions=gr@1:declaration,yb@1:declaration',
      { smallPowerCoalition: true },
    );
    const won = play(sweep, 'e4e5');
    expect(won.view.result).toEqual({
      winners: ['yellow', 'black'],
      reason: 'small-powers-captured',
      points: { yellow: 6, black: 6, green: 0, red: 0 },
    });
    const mate = position(
      'yK:a1 yG:a2 yG:b2 bK:j10 rM:c2 gE:d2 bC:h7',
      'turn=r coalitions=gr@1:declaration,yb@1:declaration',
      { smallPowerCoalition: true },
    );
    const mated = play(mate, 'c2b1');
    expect(mated.view.result).toEqual({
      winners: ['green', 'red'],
      reason: 'checkmate',
      points: { yellow: 0, black: 0, green: 6, red: 6 },
    });
  });
});
