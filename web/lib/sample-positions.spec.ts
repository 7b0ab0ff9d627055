import { sample007, sampleCoalition } from './sample-positions';

describe('the sample positions of the signed-out home page', () => {
  it('shows 007 Chess after two turns, Black’s three half-moves marked 1–3, White to move', () => {
    const sample = sample007();
    expect(sample.game.view.toMove.map((m) => m.seat)).toEqual(['white']);
    expect(sample.marks).toEqual([
      { square: 'c6', label: '1' },
      { square: 'c4', label: '2' },
      { square: 'f6', label: '3' },
    ]);
    const at = (square: string) => sample.game.view.board.find((p) => p.square === square);
    expect(at('c4')).toMatchObject({ color: 'white', piece: 'bishop' });
    expect(at('f6')).toMatchObject({ color: 'black', piece: 'knight' });
    expect(sample.game.view.board).toHaveLength(32);
  });

  it('shows Coalition Chess with all four parties set up and the game under way', () => {
    const sample = sampleCoalition();
    expect(sample.game.view.status).not.toBe('setup');
    expect(new Set(sample.game.view.board.map((p) => p.color))).toEqual(new Set(['yellow', 'black', 'green', 'red']));
  });
});
