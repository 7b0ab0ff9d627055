import { movesFrom, play, position, refusal, view } from './spec-helpers';

// coalition.md §2: the nine movements, promotion, en passant; §11.1 and §11.7.
describe('§2 movement', () => {
  it('§2 plane: a leaper to the 32 double-knight squares; an occupied intermediate square does not block', () => {
    const s = position('yK:a1 bK:j10 rP:e5 yG:d6 yG:f6 yG:c4 yG:g4 yG:d3 yG:f3 yG:c6 yG:g6', 'turn=r out=g');
    const moves = movesFrom(s, 'e5');
    expect(moves).toHaveLength(32);
    expect(moves).toEqual(expect.arrayContaining(['e5e9', 'e5a5', 'e5i7', 'e5f6', 'e5b8', 'e5h2']));
    expect(moves).not.toContain('e5g6'); // a knight move is not a plane move
    // the guard jumped over stays (nothing is captured on the intermediate square)
    const after = play(s, 'e5e7');
    expect(after.view.board).toEqual(expect.arrayContaining([{ square: 'd6', piece: 'guard', color: 'yellow' }]));
  });

  it('§2 plane near the edge: the intermediate square must be on the board', () => {
    const s = position('yK:e1 bK:j10 rP:a1', 'turn=r out=g');
    // b2 = (2,-1)+(-1,2) or (-1,2)+(2,-1): both intermediate squares lie off the board.
    // e1 holds Yellow's King, which is never captured.
    expect(movesFrom(s, 'a1').sort()).toEqual(['a1a3', 'a1a5', 'a1b4', 'a1c1', 'a1c5', 'a1d2', 'a1d4', 'a1e3']);
  });

  it('§2 planeNeedsEmptyIntermediate: a plane whose every route is blocked cannot move', () => {
    const blockers = 'rG:d7 rG:f7 rG:c6 rG:g6 rG:c4 rG:g4 rG:d3 rG:f3';
    const free = position(`yK:a1 bK:j10 rP:e5 ${blockers}`, 'turn=r out=g');
    const strict = position(`yK:a1 bK:j10 rP:e5 ${blockers}`, 'turn=r out=g', { planeNeedsEmptyIntermediate: true });
    expect(movesFrom(free, 'e5')).toHaveLength(32);
    expect(movesFrom(strict, 'e5')).toEqual([]);
    // one empty intermediate square (f7) opens exactly the routes through it
    const oneOpen = position(`yK:a1 bK:j10 rP:e5 ${blockers.replace('rG:f7 ', '')}`, 'turn=r out=g', {
      planeNeedsEmptyIntermediate: true,
    });
    expect(movesFrom(oneOpen, 'e5')).toEqual(['e5d6', 'e5d8', 'e5e9', 'e5g5', 'e5g9', 'e5h6', 'e5h8']);
  });

  it('§2 machine gun: king steps, may stand on an attacked square, double step only before it has moved and never capturing', () => {
    const s = position('yK:a1 bK:j10 yM:e2 bA:d10 bG:e4', 'turn=y out=gr');
    expect(movesFrom(s, 'e2').sort()).toEqual(['e2d1', 'e2d2', 'e2d3', 'e2e1', 'e2e3', 'e2f1', 'e2f2', 'e2f3']);
    const open = position('yK:a1 bK:j10 yM:e2 bA:d10', 'turn=y out=gr');
    expect(movesFrom(open, 'e2')).toContain('e2e4');
    expect(movesFrom(open, 'e2')).toContain('e2d3'); // d-file is attacked by the artillery: allowed
    const moved = position("yK:a1 bK:j10 yM':e2", 'turn=y out=gr');
    expect(movesFrom(moved, 'e2')).not.toContain('e2e4');
  });

  it('§2 guard: forward to empty squares, double step when never moved, captures diagonally forward; forward differs per party', () => {
    const s = position('yK:a1 bK:j10 yG:e2 bT:d3 bT:e3 rG:c5 gG:h5 yC:d5', 'turn=y out=-');
    expect(movesFrom(s, 'e2')).toEqual(['e2d3']);
    const red = position('yK:a1 bK:j10 rG:c5 bC:d6 yC:d5 gG:h5', 'turn=r');
    expect(movesFrom(red, 'c5')).toEqual(['c5d6']); // d5 is blocked; d4 is empty
    const green = position('yK:a1 bK:j10 gG:h5 bC:g4', 'turn=g out=r');
    expect(movesFrom(green, 'h5').sort()).toEqual(['h5f5', 'h5g4', 'h5g5']);
  });

  it('§2 promotion: a guard must choose among seven types, a machine gun may also stay (§11.1)', () => {
    const s = position("yK:a1 bK:j10 yG':e9 yM':c9", 'turn=y out=gr');
    expect(movesFrom(s, 'e9').sort()).toEqual([
      'e9e10=A',
      'e9e10=C',
      'e9e10=E',
      'e9e10=M',
      'e9e10=P',
      'e9e10=S',
      'e9e10=T',
    ]);
    const mg = movesFrom(s, 'c9').filter((m) => m.startsWith('c9c10'));
    expect(mg.sort()).toEqual(['c9c10', 'c9c10=A', 'c9c10=C', 'c9c10=E', 'c9c10=P', 'c9c10=S', 'c9c10=T']);
    expect(refusal(s, 'e9e10')).toBe('ILLEGAL_MOVE');
    expect(refusal(s, 'e9e10=K')).toBe('BAD_NOTATION');
    // =M is accepted on input for a machine gun staying one and is written without suffix
    const stay = play(s, 'c9c10=M');
    expect(stay.effects).toContainEqual(expect.objectContaining({ type: 'moved', move: 'c9c10' }));
    // along the far edge, too
    const edge = position("yK:a1 bK:j10 yM':c10", 'turn=y out=gr');
    expect(movesFrom(edge, 'c10').filter((m) => m.startsWith('c10d10'))).toHaveLength(7);
    const promoted = play(s, 'e9e10=P');
    expect(promoted.view.board).toContainEqual({ square: 'e10', piece: 'plane', color: 'yellow' });
  });

  it('§2 en passant: an enemy guard takes a double-stepped guard on the skipped square, until the double-stepper moves again (§11.7)', () => {
    const s = position('yK:a1 bK:j10 yG:e2 bG:d4 rG:d2 bM:h8 rM:a8 yM:h1', 'turn=y out=g');
    const step = play(s, 'e2e4');
    expect(movesFrom(step.state, 'd4')).toContain('d4e3');
    const taken = play(step.state, 'd4e3');
    expect(taken.view.board.find((p) => p.square === 'e4')).toBeUndefined();
    // Black passes the chance; Red still has one on its turn
    const redChance = play(step.state, 'h8h7');
    expect(seatToMoveOf(redChance.view)).toBe('red');
    expect(movesFrom(redChance.state, 'd2')).toContain('d2e3');
    // once Yellow's next turn comes the right is gone
    const later = play(redChance.state, 'a8a9', 'h1h2');
    expect(movesFrom(later.state, 'd4')).not.toContain('d4e3');
  });

  it('§2 no castling and Kings are never captured', () => {
    const s = position('yK:e1 yA:h1 yA:a1 bK:e3 bA:e10', 'turn=y out=gr', {});
    expect(view(s).legalMoves.some((m) => m === 'e1g1' || m === 'e1c1')).toBe(false);
    const capture = position('yK:e1 bK:j10 yT:e5 bA:j5', 'turn=y out=gr');
    expect(view(capture).legalMoves.some((m) => m.endsWith('j10'))).toBe(false);
  });
});

function seatToMoveOf(v: { toMove: readonly { seat: string }[] }): string | undefined {
  return v.toMove[0]?.seat;
}
