import { coalitionVariant } from './variant';
import { play, position, refusal, seatToMove, start, view } from './spec-helpers';

// coalition.md §7 (checkmate, stalemate) and §8 (end, scoring, draws, resignation).
describe('§7/§8 how games end', () => {
  it('§7 checkmate by a coalition: the checking coalition wins, 6 points each', () => {
    const s = position('yK:a1 bK:j10 yA:a9 yT:b1 gM:e5 rM:a5', 'turn=y round=5 coalitions=yg@1:declaration,br@2:check');
    const mate = play(s, 'b1b10');
    expect(mate.view.status).toBe('finished');
    expect(mate.view.result).toEqual({
      winners: ['yellow', 'green'],
      reason: 'checkmate',
      points: { yellow: 6, black: 0, green: 6, red: 0 },
    });
    expect(mate.effects).toContainEqual(expect.objectContaining({ type: 'game-over', status: 'finished' }));
    expect(refusal(mate.state, 'a9a8')).toBe('GAME_OVER');
  });

  it('§11.3 a mate given by a neutral small power: the other great power\u2019s coalition wins; the neutral scores 0', () => {
    const s = position('yK:a1 bK:j10 yA:a9 gS:b5 rM:a5 yC:e4', 'turn=g round=2 coalitions=yr@1:declaration');
    const mate = play(s, 'b5b10');
    expect(mate.view.coalitions).toHaveLength(1); // joining Yellow is no longer possible
    expect(mate.view.result).toEqual({
      winners: ['yellow', 'red'],
      reason: 'checkmate',
      points: { yellow: 6, black: 0, green: 0, red: 6 },
    });
  });

  it('§11.3 members of a winning coalition score 6 even if eliminated', () => {
    const s = position('yK:a1 bK:j10 yA:a9 yT:b1 rM:a5', 'turn=y round=5 out=g coalitions=yg@1:declaration,br@2:check');
    expect(play(s, 'b1b10').view.result!.points).toEqual({ yellow: 6, black: 0, green: 6, red: 0 });
  });

  it('§7 stalemate: a great power without a legal move, not in check, draws; 2 points to each party still in the game', () => {
    const s = position(
      'yK:a1 bK:j10 yT:h9 yC:c4',
      'turn=y out=gr round=5 coalitions=yg@1:declaration,br@1:declaration',
    );
    const stale = play(s, 'a1a2');
    expect(stale.view.result).toEqual({
      winners: [],
      reason: 'stalemate',
      points: { yellow: 2, black: 2, green: 0, red: 0 },
    });
  });

  it('§7 stalemate "pass": the stalemated great power passes instead', () => {
    const s = position(
      'yK:a1 bK:j10 yT:h9 yC:c4',
      'turn=y out=gr round=5 coalitions=yg@1:declaration,br@1:declaration',
      { stalemate: 'pass' },
    );
    const passed = play(s, 'a1a2');
    expect(passed.effects).toContainEqual({ type: 'passed', seat: 'black', forced: true });
    expect(seatToMove(passed.state)).toBe('yellow');
    expect(passed.view.status).toBe('active');
  });

  it('§7 a small power without a legal move passes automatically (§11.9); the pass is no ply', () => {
    const s = position('yK:a1 bK:j10 rG:d4 yC:e4 gM:i8 bC:h7', 'turn=b coalitions=yg@1:declaration,br@1:declaration');
    const played = play(s, 'h7g6', 'i8h8');
    expect(played.effects).toContainEqual({ type: 'passed', seat: 'red', forced: true });
    expect(seatToMove(played.state)).toBe('yellow');
    expect(played.view.plies).toBe(2);
  });

  it('§5 a small power that has lost all its pieces leaves the game; its turns are skipped', () => {
    const s = position('yK:a1 bK:j10 rG:d5 yC:c4 gM:i8 bC:h7', 'turn=y coalitions=yg@1:declaration,br@1:declaration');
    const taken = play(s, 'c4d5');
    expect(taken.effects).toContainEqual({ type: 'eliminated', seat: 'red', reason: 'no-pieces' });
    expect(taken.view.eliminated).toEqual(['red']);
    const round = play(taken.state, 'h7g6', 'i8h8');
    expect(seatToMove(round.state)).toBe('yellow');
    expect(round.view.round).toBe(2);
  });

  it('§8 a draw offer lapses when the small power that made it resigns; agreement still counts only parties in the game', () => {
    const s = play(start(), 'e2e4').state;
    const lapsed = play(s, { type: 'offer-draw', seat: 'green' }, { type: 'resign', seat: 'green' });
    expect(lapsed.view.drawOffer).toBeNull();
    expect(refusal(lapsed.state, { type: 'accept-draw', seat: 'yellow' })).toBe('NO_DRAW_OFFER');
    const back = coalitionVariant.deserialize(coalitionVariant.serialize(lapsed.state), lapsed.state.options);
    expect(back.ok && back.value).toEqual(lapsed.state);

    const kept = play(
      s,
      { type: 'offer-draw', seat: 'black' },
      { type: 'accept-draw', seat: 'red' },
      { type: 'resign', seat: 'red' },
    );
    expect(kept.view.drawOffer).toEqual({ by: 'black', agreed: ['black'] });
    const agreed = play(kept.state, { type: 'accept-draw', seat: 'yellow' }, { type: 'accept-draw', seat: 'green' });
    expect(agreed.view.result).toEqual({
      winners: [],
      reason: 'agreement',
      points: { yellow: 2, black: 2, green: 2, red: 0 },
    });
  });

  it('§8 draw by agreement of all parties still in the game (offer, accept, decline)', () => {
    const s = play(start(), 'e2e4').state;
    expect(refusal(s, { type: 'accept-draw', seat: 'red' })).toBe('NO_DRAW_OFFER');
    const offered = play(s, { type: 'offer-draw', seat: 'black' });
    expect(offered.view.drawOffer).toEqual({ by: 'black', agreed: ['black'] });
    expect(refusal(offered.state, { type: 'offer-draw', seat: 'red' })).toBe('WRONG_PHASE');
    const declined = play(
      offered.state,
      { type: 'accept-draw', seat: 'yellow' },
      { type: 'decline-draw', seat: 'green' },
    );
    expect(declined.view.drawOffer).toBeNull();
    expect(declined.view.status).toBe('active');
    const agreed = play(
      offered.state,
      { type: 'accept-draw', seat: 'yellow' },
      { type: 'accept-draw', seat: 'green' },
      { type: 'accept-draw', seat: 'red' },
    );
    expect(agreed.view.result).toEqual({
      winners: [],
      reason: 'agreement',
      points: { yellow: 2, black: 2, green: 2, red: 2 },
    });
  });

  it('§8 threefold repetition may be claimed by the party to act; fivefold ends the game', () => {
    const s = position(
      'yK:a1 bK:j10 yC:c3 bC:h8',
      'turn=y out=gr round=5 coalitions=yg@1:declaration,br@1:declaration',
    );
    const cycle = ['a1a2', 'j10j9', 'a2a1', 'j9j10'];
    expect(refusal(s, { type: 'claim-draw', seat: 'yellow' })).toBe('DRAW_NOT_CLAIMABLE');
    const twice = play(s, ...cycle, ...cycle);
    expect(twice.view.drawClaimable).toBe(false); // the position after a cycle has occurred twice
    const thrice = play(twice.state, ...cycle);
    expect(thrice.view.drawClaimable).toBe(true);
    expect(refusal(thrice.state, { type: 'claim-draw', seat: 'black' })).toBe('NOT_YOUR_TURN');
    expect(play(thrice.state, { type: 'claim-draw', seat: 'yellow' }).view.result).toEqual({
      winners: [],
      reason: 'threefold-repetition',
      points: { yellow: 2, black: 2, green: 0, red: 0 },
    });
    const four = play(thrice.state, ...cycle);
    expect(four.view.status).toBe('active');
    const five = play(four.state, 'a1a2'); // the fifth time Black is to move here
    expect(five.view.result?.reason).toBe('fivefold-repetition');
  });

  it('§8 the 50-round rule may be claimed and the 75-round rule ends the game', () => {
    const fifty = position('yK:a1 bK:j10 yC:c3 bC:h8', 'turn=y out=gr round=51 reset=0');
    expect(view(fifty).drawClaimable).toBe(true);
    expect(play(fifty, { type: 'claim-draw', seat: 'yellow' }).view.result?.reason).toBe('fifty-rounds');
    const notYet = position('yK:a1 bK:j10 yC:c3 bC:h8', 'turn=y out=gr round=51 reset=1');
    expect(refusal(notYet, { type: 'claim-draw', seat: 'yellow' })).toBe('DRAW_NOT_CLAIMABLE');
    const seventyFive = position('yK:a1 bK:j10 yC:c3 bC:h8', 'turn=y out=gr round=75 reset=0');
    const ended = play(seventyFive, 'c3d4', 'h8g7');
    expect(ended.view.result?.reason).toBe('seventy-five-rounds');
    // a guard or machine-gun move resets the count
    const reset = position("yK:a1 bK:j10 yC:c3 bC:h8 yG':e4", 'turn=y out=gr round=75 reset=0');
    expect(play(reset, 'e4e5', 'h8g7').view.status).toBe('active');
  });

  it('§8 resignation: a great power resigning loses for its coalition; loss on time is resignation', () => {
    const s = position(
      'yK:a1 bK:j10 yC:c3 bC:h8 gM:i5 rM:b5',
      'turn=y round=4 coalitions=yg@1:declaration,br@1:declaration',
    );
    expect(play(s, { type: 'resign', seat: 'black' }).view.result).toEqual({
      winners: ['yellow', 'green'],
      reason: 'resignation',
      points: { yellow: 6, black: 0, green: 6, red: 0 },
    });
    expect(play(s, { type: 'resign', seat: 'yellow', reason: 'timeout' }).view.result).toEqual({
      winners: ['black', 'red'],
      reason: 'timeout',
      points: { yellow: 0, black: 6, green: 0, red: 6 },
    });
  });

  it('§8 resignation of a small power: it leaves the game, its pieces are removed, its partner plays on', () => {
    const s = play(start(), 'e2e4', 'c9c8', { type: 'declare', seat: 'green', ally: 'yellow' }, 'i4h4').state;
    const gone = play(s, { type: 'resign', seat: 'green' });
    expect(gone.effects).toContainEqual({ type: 'eliminated', seat: 'green', reason: 'resigned' });
    expect(gone.view.board.some((p) => p.color === 'green')).toBe(false);
    expect(gone.view.status).toBe('active');
    expect(seatToMove(gone.state)).toBe('red');
    expect(refusal(gone.state, { type: 'resign', seat: 'green' })).toBe('WRONG_PHASE');
    // Red declares for Black, the game goes on past round 3 (Green is not neutral, §11.11)
    const on = play(
      gone.state,
      { type: 'declare', seat: 'red', ally: 'black' },
      'b4c4',
      'd2d3',
      'h9h8',
      'b7c7',
      'g2g3',
      'g9g8',
      'c4d4',
    );
    expect(on.view.status).toBe('active');
    expect(on.view.round).toBe(4);
    // a draw afterwards gives the resigned Green nothing
    const draw = play(
      on.state,
      { type: 'offer-draw', seat: 'yellow' },
      { type: 'accept-draw', seat: 'black' },
      { type: 'accept-draw', seat: 'red' },
    );
    expect(draw.view.result!.points).toEqual({ yellow: 2, black: 2, green: 0, red: 2 });
  });

  describe('full short games from the start', () => {
    const replay = (
      raw: Record<string, unknown>,
      actions: (string | { type: 'declare'; seat: string; ally: string })[],
    ) => play(start(raw), ...(actions as never[]));

    it('checkmate by a coalition: Red, Yellow\u2019s partner, mates Black with its plane', () => {
      const game = replay({}, [
        'f2f4',
        'c10a10',
        { type: 'declare', seat: 'green', ally: 'black' },
        'j6h7',
        { type: 'declare', seat: 'red', ally: 'yellow' },
        'a5d6',
      ]);
      expect(game.view.coalitions.map((c) => c.seats)).toEqual([
        ['black', 'green'],
        ['yellow', 'red'],
      ]);
      expect(game.view.result).toEqual({
        winners: ['yellow', 'red'],
        reason: 'checkmate',
        points: { yellow: 6, black: 0, green: 0, red: 6 },
      });
    });

    it('checkmate given by a neutral Red: Black and Green win, Red scores 0 (§11.3)', () => {
      const game = replay({}, ['c2c4', 'd9d7', { type: 'declare', seat: 'green', ally: 'black' }, 'j5j3', 'a5c1']);
      expect(game.view.coalitions).toHaveLength(1);
      expect(game.view.result).toEqual({
        winners: ['black', 'green'],
        reason: 'checkmate',
        points: { yellow: 0, black: 6, green: 6, red: 0 },
      });
    });

    it('small-power coalition win: Green and Red ally, Red mates', () => {
      const game = replay({ smallPowerCoalition: true }, [
        'f2g3',
        'h9h7',
        { type: 'declare', seat: 'green', ally: 'red' },
        'i5g5',
        'a5c5',
      ]);
      expect(game.view.result).toEqual({
        winners: ['green', 'red'],
        reason: 'checkmate',
        points: { yellow: 0, black: 0, green: 6, red: 6 },
      });
    });

    it('neutrality abort and draw by agreement from the start', () => {
      const abort = replay({}, [
        'c2c3',
        'c9c8',
        'i4h4',
        'b4c4',
        'h2h3',
        'h9h8',
        'i7h7',
        'b7c7',
        'f2f3',
        'g9g8',
        'h4g4',
        'c7d7',
      ]);
      expect(abort.view.result?.reason).toBe('neutrality');
      const agreed = play(
        replay({}, ['e2e4', 'f9f7']).state,
        { type: 'offer-draw', seat: 'green' },
        { type: 'accept-draw', seat: 'red' },
        { type: 'accept-draw', seat: 'yellow' },
        { type: 'accept-draw', seat: 'black' },
      );
      expect(agreed.view.result?.reason).toBe('agreement');
    });
  });
});
