import { play, start } from './spec-helpers';
import { coalitionVariant } from './variant';
import { options } from './spec-helpers';

// coalition.md §10 and the issue: the position text stores a state completely.
describe('§10 position text', () => {
  const roundTrip = (s: ReturnType<typeof start>) => {
    const text = coalitionVariant.serialize(s);
    const back = coalitionVariant.deserialize(text, s.options);
    expect(back.ok).toBe(true);
    if (back.ok) {
      expect(back.value).toEqual(s);
      expect(coalitionVariant.serialize(back.value)).toBe(text);
    }
  };

  it('writes the start position readably and reads it back exactly', () => {
    const s = start();
    const text = coalitionVariant.serialize(s);
    expect(text.split(' ')[0]).toBe(
      '2bAbEbCbKbAbT2/2bMbMbGbGbMbM2/10/1rM6gM1/rPrG6gGgS/rPrG6gGgS/1rM6gM1/10/2yMyGyGyMyGyM2/2yTyCyKyTyEyA2',
    );
    expect(text).toContain('phase=active round=1 turn=y');
    roundTrip(s);
  });

  it('round-trips states with check answers, skips, coalitions, en passant, offers, results and history', () => {
    const answering = play(start(), 'f2f3', 'c9c7', 'i5g5');
    roundTrip(answering.state);
    const answered = play(answering.state, answering.view.legalMoves[0]);
    expect(coalitionVariant.serialize(answered.state)).toContain('skip=y');
    roundTrip(answered.state);
    const ep = play(start(), 'e2e4', { type: 'offer-draw', seat: 'red' }, { type: 'accept-draw', seat: 'green' });
    expect(coalitionVariant.serialize(ep.state)).toContain('ep=y:e3');
    expect(coalitionVariant.serialize(ep.state)).toContain('offer=r:gr');
    roundTrip(ep.state);
    const over = play(start(), 'c2c4', 'd9d7', { type: 'declare', seat: 'green', ally: 'black' }, 'j5j3', 'a5c1');
    expect(coalitionVariant.serialize(over.state)).toContain('result=checkmate:bg');
    roundTrip(over.state);
    const setup = coalitionVariant.initial(options({ setupPhase: true }));
    if (!setup.ok) throw new Error();
    roundTrip(
      play(setup.value, {
        type: 'arrange',
        seat: 'red',
        placement: { a5: 'plane', a6: 'plane', b4: 'machine_gun', b5: 'guard', b6: 'guard', b7: 'machine_gun' },
      }).state,
    );
  });

  it('the position text is a start position (--position): play continues from it', () => {
    const s = play(start(), 'e2e4', 'f9f7');
    const text = coalitionVariant.serialize(s.state);
    const again = coalitionVariant.initial(s.state.options, { position: text });
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value).toEqual(s.state); // the engine's own states are settled already
    expect(play(again.value, 'i5g5').view).toEqual(play(s.state, 'i5g5').view);
  });

  it('a hand-written start position is settled: a small power without a move passes at once', () => {
    const text = '9bK/10/10/10/10/10/10/rGyC8/10/yK9 turn=r out=g coalitions=yr@1:declaration,bg@1:declaration';
    const s = coalitionVariant.initial(options(), { position: text });
    if (!s.ok) throw new Error(s.error.message);
    expect(coalitionVariant.view(s.value).toMove[0].seat).toBe('yellow');
  });

  it('refuses malformed or impossible texts with stable codes', () => {
    const o = options();
    const code = (text: string) => {
      const r = coalitionVariant.deserialize(text, o);
      return r.ok ? 'OK' : r.error.code;
    };
    const good = coalitionVariant.serialize(start());
    const board = good.split(' ')[0];
    expect(code(good)).toBe('OK');
    expect(code(board)).toBe('OK'); // fields default
    expect(code(board.replace('2bAbEbCbKbAbT2', '3bAbEbCbKbAbT2'))).toBe('BAD_NOTATION'); // 11 squares
    expect(code(board.replace('bK', 'bQ'))).toBe('BAD_NOTATION');
    expect(code(board.replace('bK', 'bT'))).toBe('BAD_POSITION'); // no black King
    expect(code(board.replace('bT2/', 'gK2/'))).toBe('BAD_POSITION'); // a small power has no King
    expect(code(`${board} turn=x`)).toBe('BAD_NOTATION');
    expect(code(`${board} colour=y`)).toBe('BAD_NOTATION');
    expect(code(`${board} coalitions=yb@1:check,yg@1:check`)).toBe('BAD_NOTATION');
    expect(code(`${board} history=zz`)).toBe('BAD_NOTATION');
    expect(code(`${board} out=y`)).toBe('BAD_POSITION');
    expect(code(`${board} phase=finished`)).toBe('BAD_NOTATION'); // a finished game needs its result
    expect(code("10/10/10/10/10/10/10/10/10/yK'9")).toBe('BAD_NOTATION'); // a King carries no moved mark
  });
});
