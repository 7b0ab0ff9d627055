import { coalitionVariant } from './variant';
import { options, play, position, refusal, seatToMove, start, view } from './spec-helpers';

const DEFAULT_BLACK = {
  c10: 'artillery',
  d10: 'engineer',
  e10: 'cyclist',
  f10: 'king',
  g10: 'artillery',
  h10: 'tank',
  c9: 'machine_gun',
  d9: 'machine_gun',
  e9: 'guard',
  f9: 'guard',
  g9: 'machine_gun',
  h9: 'machine_gun',
};
const DEFAULT_RED = { a5: 'plane', a6: 'plane', b4: 'machine_gun', b5: 'guard', b6: 'guard', b7: 'machine_gun' };
const DEFAULT_GREEN = {
  j5: 'submarine',
  j6: 'submarine',
  i4: 'machine_gun',
  i5: 'guard',
  i6: 'guard',
  i7: 'machine_gun',
};
const DEFAULT_YELLOW = {
  c1: 'tank',
  d1: 'cyclist',
  e1: 'king',
  f1: 'tank',
  g1: 'engineer',
  h1: 'artillery',
  c2: 'machine_gun',
  d2: 'guard',
  e2: 'guard',
  f2: 'machine_gun',
  g2: 'guard',
  h2: 'machine_gun',
};

function setupGame(raw: Record<string, unknown> = {}) {
  const s = coalitionVariant.initial(options({ setupPhase: true, ...raw }));
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

describe('§3/§4 set-up phase and arrangements', () => {
  it('§4 set-up phase: Black, Green and Red in any order, then Yellow, then Yellow moves first', () => {
    const s = setupGame();
    expect(view(s).status).toBe('setup');
    expect(view(s).toMove.map((t) => [t.seat, t.reason])).toEqual([
      ['black', 'setup'],
      ['green', 'setup'],
      ['red', 'setup'],
    ]);
    expect(refusal(s, 'e2e4')).toBe('WRONG_PHASE');
    expect(refusal(s, { type: 'arrange', seat: 'yellow', placement: DEFAULT_YELLOW })).toBe('NOT_YOUR_TURN');
    const red = { ...DEFAULT_RED, a5: 'guard', b5: 'plane' };
    const three = play(
      s,
      { type: 'arrange', seat: 'red', placement: red },
      { type: 'arrange', seat: 'green', placement: DEFAULT_GREEN },
      { type: 'arrange', seat: 'black', placement: DEFAULT_BLACK },
    );
    expect(three.view.toMove.map((t) => t.seat)).toEqual(['yellow']);
    expect(refusal(three.state, { type: 'arrange', seat: 'red', placement: DEFAULT_RED })).toBe('WRONG_PHASE');
    const yellow = { ...DEFAULT_YELLOW, e1: 'tank', f1: 'king' };
    const go = play(three.state, { type: 'arrange', seat: 'yellow', placement: yellow });
    expect(go.view.status).toBe('active');
    expect(go.view.toMove).toEqual([{ seat: 'yellow', color: 'yellow', part: 1, of: 1, reason: 'turn' }]);
    expect(go.view.board).toContainEqual({ square: 'f1', piece: 'king', color: 'yellow' });
    expect(go.view.board).toContainEqual({ square: 'a5', piece: 'guard', color: 'red' });
    expect(go.view.round).toBe(1);
  });

  it('§11.14 resignation in the set-up phase: a small power leaves the game and arranges no more', () => {
    const s = setupGame();
    const gone = play(s, { type: 'arrange', seat: 'red', placement: DEFAULT_RED }, { type: 'resign', seat: 'green' });
    expect(gone.effects).toContainEqual({ type: 'eliminated', seat: 'green', reason: 'resigned' });
    expect(gone.view.status).toBe('setup');
    expect(gone.view.eliminated).toEqual(['green']);
    expect(gone.view.board.some((p) => p.color === 'green')).toBe(false);
    expect(gone.view.toMove.map((t) => t.seat)).toEqual(['black']);
    // it has left the game: no arrangement, not even an empty one, and no second resignation
    const r = coalitionVariant.apply(gone.state, { type: 'arrange', seat: 'green', placement: {} });
    expect(!r.ok && [r.error.code, r.error.rule]).toEqual(['WRONG_PHASE', 'coalition.md §11.14']);
    expect(refusal(gone.state, { type: 'arrange', seat: 'green', placement: DEFAULT_GREEN })).toBe('WRONG_PHASE');
    expect(refusal(gone.state, { type: 'resign', seat: 'green' })).toBe('WRONG_PHASE');
    // Yellow sets up after Black alone now; Green's turns are skipped and it is not neutral (§11.11)
    const ready = play(gone.state, { type: 'arrange', seat: 'black', placement: DEFAULT_BLACK });
    expect(ready.view.toMove.map((t) => t.seat)).toEqual(['yellow']);
    const go = play(ready.state, { type: 'arrange', seat: 'yellow', placement: DEFAULT_YELLOW });
    expect(go.view.status).toBe('active');
    const rounds = play(
      go.state,
      'c2c3',
      'c9c8',
      { type: 'declare', seat: 'red', ally: 'black' },
      'b4c4',
      'h2h3',
      'h9h8',
      'b7c7',
      'f2f3',
      'g9g8',
      'c4d4',
    );
    expect(rounds.view.status).toBe('active');
    expect(rounds.view.round).toBe(4);
    expect(seatToMove(rounds.state)).toBe('yellow');
  });

  it('§11.14 a great power that resigns in the set-up phase loses: the other great power wins', () => {
    const s = setupGame();
    expect(play(s, { type: 'resign', seat: 'black' }).view.result).toEqual({
      winners: ['yellow'],
      reason: 'resignation',
      points: { yellow: 6, black: 0, green: 0, red: 0 },
    });
    const later = play(
      s,
      { type: 'arrange', seat: 'black', placement: DEFAULT_BLACK },
      { type: 'arrange', seat: 'green', placement: DEFAULT_GREEN },
      { type: 'arrange', seat: 'red', placement: DEFAULT_RED },
      { type: 'resign', seat: 'yellow', reason: 'timeout' },
    );
    expect(later.view.status).toBe('finished');
    expect(later.view.result).toEqual({
      winners: ['black'],
      reason: 'timeout',
      points: { yellow: 0, black: 6, green: 0, red: 0 },
    });
  });

  it('§3 arrangement validation: own area, the same pieces, distinct empty squares, cyclist colour', () => {
    const s = setupGame();
    const black = (changes: Record<string, string | null>) => {
      const placement: Record<string, string> = { ...DEFAULT_BLACK };
      for (const [sq, piece] of Object.entries(changes))
        if (piece === null) delete placement[sq];
        else placement[sq] = piece;
      return refusal(s, { type: 'arrange', seat: 'black', placement });
    };
    expect(black({})).toBe('OK');
    expect(black({ h9: null, b9: 'machine_gun' })).toBe('BAD_ARRANGEMENT'); // b9 is outside Black's area
    expect(black({ h9: null })).toBe('BAD_ARRANGEMENT'); // a piece is missing
    expect(black({ h9: 'tank' })).toBe('BAD_ARRANGEMENT'); // a second tank Black does not have
    expect(black({ e10: null, b10: 'cyclist' })).toBe('BAD_ARRANGEMENT'); // e10 is light, b10 dark
    expect(black({ e10: null, i10: 'cyclist' })).toBe('OK'); // light to light
    expect(black({ h9: 'dragon' })).toBe('BAD_ARRANGEMENT');
    expect(refusal(s, { type: 'arrange', seat: 'black', placement: 'c10' as unknown as Record<string, string> })).toBe(
      'BAD_ARRANGEMENT',
    );
    // Red may not use a square of another party (i5 is Green's, and outside Red's area anyway)
    const red: Record<string, string> = { ...DEFAULT_RED };
    delete red.a5;
    expect(refusal(s, { type: 'arrange', seat: 'red', placement: { ...red, i5: 'plane' } })).toBe('BAD_ARRANGEMENT');
    expect(refusal(s, { type: 'arrange', seat: 'red', placement: { ...red, a4: 'plane' } })).toBe('OK');
  });

  it('§11.10 a great power set-up that leaves its King attacked is refused', () => {
    const s = setupGame();
    // Green opens the diagonal j6–f10 for its submarine (i7 empty); Black leaves g9 empty.
    const green = { j5: 'submarine', j6: 'submarine', i4: 'machine_gun', i5: 'guard', i6: 'guard', j7: 'machine_gun' };
    const g = play(s, { type: 'arrange', seat: 'green', placement: green });
    const black: Record<string, string> = { ...DEFAULT_BLACK, b10: 'machine_gun' };
    delete black.g9;
    expect(refusal(g.state, { type: 'arrange', seat: 'black', placement: black })).toBe('BAD_ARRANGEMENT');
    expect(refusal(s, { type: 'arrange', seat: 'black', placement: black })).toBe('OK'); // with i7 closed it is fine
  });

  it('§5 rearrangement: once in rounds 1–3 for Black, Green and Red, instead of a move; never for Yellow; never-moved flags stay with the type (§11.10)', () => {
    const s = start();
    expect(refusal(s, { type: 'arrange', seat: 'yellow', placement: DEFAULT_YELLOW })).toBe('BAD_ARRANGEMENT');
    const afterY = play(s, 'e2e4');
    // Black moves one machine gun, later re-arranges: the moved flag goes with the machine guns in square order
    const r1 = play(afterY.state, 'c9c8', 'i4h4', 'b4c4', 'd2d3');
    expect(seatToMove(r1.state)).toBe('black');
    // the machine gun on c8 is outside the area and stays; d9, g9, h9 (never moved) go to d9, f9, i10
    const placement = {
      c10: 'artillery',
      d10: 'engineer',
      e10: 'cyclist',
      f10: 'king',
      g10: 'artillery',
      h10: 'tank',
      d9: 'machine_gun',
      f9: 'machine_gun',
      i10: 'machine_gun',
      e9: 'guard',
      h9: 'guard',
    };
    const arranged = play(r1.state, { type: 'arrange', seat: 'black', placement });
    expect(arranged.view.board).toContainEqual({ square: 'i10', piece: 'machine_gun', color: 'black' });
    expect(coalitionVariant.serialize(arranged.state).split(' ')[0]).toMatch(/^2bA/); // rank 10 starts c10
    expect(arranged.effects).toContainEqual({ type: 'arranged', seat: 'black' });
    expect(seatToMove(arranged.state)).toBe('green');
    expect(arranged.view.plies).toBe(5);
    expect(
      refusal(play(arranged.state, 'i5h5', 'b5c5', 'd3d4').state, {
        type: 'arrange',
        seat: 'black',
        placement: DEFAULT_BLACK,
      }),
    ).toBe('BAD_ARRANGEMENT');
    // round 4: too late for Green even though it has not used its right
    const late = position(
      'yK:a1 bK:j10 gG:i5 yC:e5 bC:e6',
      'turn=g round=4 coalitions=yg@1:declaration,br@1:declaration',
    );
    expect(refusal(late, { type: 'arrange', seat: 'green', placement: { i6: 'guard' } })).toBe('WRONG_PHASE');
  });

  it('§11.10 the never-moved flag stays with the pieces of its type, matched in square order', () => {
    const s = position("yK:a1 bK:f10 bM':d9 bM:g9 yC:e5", 'turn=b out=gr arrange=b');
    const arranged = play(s, {
      type: 'arrange',
      seat: 'black',
      placement: { f10: 'king', c9: 'machine_gun', h9: 'machine_gun' },
    });
    const next = play(arranged.state, 'e5d4');
    expect(seatToMove(next.state)).toBe('black');
    expect(next.view.legalMoves).toContain('h9h7'); // g9's flag (never moved) went to h9
    expect(next.view.legalMoves).not.toContain('c9c7'); // d9's flag (moved) went to c9
  });

  it('§5 openingPasses: a party may pass in rounds 1–3 only with the option, never in check (§11.9)', () => {
    expect(refusal(start(), { type: 'pass', seat: 'yellow' })).toBe('ILLEGAL_MOVE');
    const s = start({ openingPasses: true });
    const passed = play(s, { type: 'pass', seat: 'yellow' });
    expect(passed.effects).toContainEqual({ type: 'passed', seat: 'yellow', forced: false });
    expect(seatToMove(passed.state)).toBe('black');
    expect(passed.view.plies).toBe(0);
    expect(refusal(passed.state, { type: 'pass', seat: 'green' })).toBe('NOT_YOUR_TURN');
    const late = position('yK:a1 bK:j10 yC:e5 bC:e6', 'turn=y round=4 out=gr', { openingPasses: true });
    expect(refusal(late, { type: 'pass', seat: 'yellow' })).toBe('WRONG_PHASE');
    const checked = position('yK:a1 bK:j10 bA:a8 yC:e5', 'turn=y out=gr', { openingPasses: true });
    expect(refusal(checked, { type: 'pass', seat: 'yellow' })).toBe('ILLEGAL_MOVE');
  });

  it('§9 cyclistColourChange: once, in addition to the move, to an empty square of the other colour in the area', () => {
    expect(refusal(start(), { type: 'cyclist', seat: 'yellow', square: 'b2' })).toBe('ILLEGAL_MOVE');
    const s = start({ cyclistColourChange: true });
    expect(refusal(s, { type: 'cyclist', seat: 'yellow', square: 'b1' })).toBe('ILLEGAL_MOVE'); // same colour
    expect(refusal(s, { type: 'cyclist', seat: 'yellow', square: 'a1' })).toBe('ILLEGAL_MOVE'); // outside the area
    expect(refusal(s, { type: 'cyclist', seat: 'black', square: 'b9' })).toBe('NOT_YOUR_TURN');
    const changed = play(s, { type: 'cyclist', seat: 'yellow', square: 'b2' });
    expect(changed.view.board).toContainEqual({ square: 'b2', piece: 'cyclist', color: 'yellow' });
    expect(seatToMove(changed.state)).toBe('yellow'); // the move is still to come
    const moved = play(changed.state, 'b2a3');
    expect(seatToMove(moved.state)).toBe('black');
    const back = play(moved.state, 'c9c8', 'i4h4', 'b4c4');
    expect(refusal(back.state, { type: 'cyclist', seat: 'yellow', square: 'd1' })).toBe('ILLEGAL_MOVE');
  });

  it('§5 order YGBR: Green moves after Yellow, rounds count complete turns', () => {
    const s = start({ order: 'YGBR' });
    const one = play(s, 'e2e4');
    expect(seatToMove(one.state)).toBe('green');
    const round = play(one.state, 'i4h4', 'c9c8', 'b4c4');
    expect(round.view.round).toBe(2);
    expect(round.effects).toContainEqual({ type: 'round-started', round: 2 });
    expect(seatToMove(round.state)).toBe('yellow');
  });
});
