import { Game } from './game';
import { repetitionKey } from './repetition';
import { COALITION_RULES, type CoalitionRules } from './rules-edition';
import { coalitionVariant } from './variant';
import { play, position, refusal, seatToMove, view } from './spec-helpers';

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

  it('§11.13 the cyclist change is refused while the King is in check, even where the new square would end it', () => {
    // Black's artillery e9 checks e1 along the e-file; Yellow is next anyway and answers on its turn
    const pieces = 'yK:e1 yC:c1 bK:j10 bA:e9 gM:i5 rM:a5';
    const fields = 'turn=y round=2 cyclist=yb coalitions=yg@1:declaration,br@1:declaration';
    const s = position(pieces, fields, { cyclistColourChange: true });
    expect(view(s).toMove[0]).toMatchObject({ seat: 'yellow', reason: 'turn' });
    // c1 is dark, e2 light and in Yellow's area: the change would block the check, yet it is no move
    expect(refusal(s, { type: 'cyclist', seat: 'yellow', square: 'e2' })).toBe('ILLEGAL_MOVE');
    const r = coalitionVariant.apply(s, { type: 'cyclist', seat: 'yellow', square: 'e2' });
    expect(!r.ok && r.error.rule).toBe('coalition.md §11.13');
    // the same change is allowed without the check, and a move still answers the check
    const quiet = position(pieces.replace('bA:e9', 'bA:d9'), fields, { cyclistColourChange: true });
    expect(refusal(quiet, { type: 'cyclist', seat: 'yellow', square: 'e2' })).toBe('OK');
    const answered = play(s, 'c1e3');
    expect(seatToMove(answered.state)).toBe('black');
    expect(coalitionVariant.serialize(answered.state)).toContain('cyclist=yb'); // the change was not used up

    // an out-of-turn answer can no more be a cyclist change: Black checks, Green is next
    const outOfTurn = play(
      position(
        pieces.replace('bA:e9', 'bA:d9'),
        'turn=b round=2 cyclist=yb coalitions=yg@1:declaration,br@1:declaration',
        { cyclistColourChange: true },
      ),
      'd9e9',
    );
    expect(outOfTurn.view.toMove[0]).toMatchObject({ seat: 'yellow', reason: 'check-answer' });
    expect(refusal(outOfTurn.state, { type: 'cyclist', seat: 'yellow', square: 'e2' })).toBe('NOT_YOUR_TURN');
  });

  describe('fine point 15: repetition compares full states; positions before a machine-gun move still count', () => {
    const coalitions = 'coalitions=yg@1:declaration,br@1:declaration';
    // Four machine guns step forward and back: one cycle is two rounds. Red's step into the
    // start puts the start itself into the history (three of the guns have not moved there yet).
    const fresh = (rules?: CoalitionRules) =>
      play(position('yK:a1 bK:j10 yM:c2 bM:c9 gM:i4 rM:b5', `turn=r round=4 ${coalitions}`, {}, rules), 'b5b4').state;
    const cycle = ['c2c3', 'c9c8', 'i4h4', 'b4c4', 'c3c2', 'c8c9', 'h4i4', 'c4b4'];
    const cycles = (n: number) => Array.from({ length: n }, () => cycle).flat();

    it('coalition/2: fivefold ends the game at the 5th occurrence of the full state, not one cycle earlier', () => {
      const first = play(fresh(), 'c2c3');
      expect(coalitionVariant.serialize(first.state)).toContain('reset=5'); // the 50/75-round count starts again
      // Back home after four cycles: the position of the start, but every gun has moved, so
      // coalition/2 counts it four times (after each cycle), not five (coalition/1 counts the start).
      const four = play(fresh(), ...cycles(4));
      expect(four.view.status).toBe('active');
      expect(four.view.drawClaimable).toBe(true);
      // The first full state to come a fifth time is the one after i4h4 (every gun has moved),
      // first reached in the first cycle: the game ends there and not a half-move before.
      const almost = play(four.state, ...cycle.slice(0, 2));
      expect(almost.view.status).toBe('active');
      expect(play(almost.state, cycle[2]).view.result?.reason).toBe('fivefold-repetition');
    });

    it('coalition/2: threefold may be claimed at the third occurrence of the full state, not before', () => {
      const twice = play(fresh(), ...cycles(2));
      expect(seatToMove(twice.state)).toBe('yellow');
      expect(twice.view.drawClaimable).toBe(false);
      expect(refusal(twice.state, { type: 'claim-draw', seat: 'yellow' })).toBe('DRAW_NOT_CLAIMABLE');
      const thrice = play(twice.state, ...cycle);
      expect(thrice.view.drawClaimable).toBe(true);
      expect(refusal(thrice.state, { type: 'claim-draw', seat: 'black' })).toBe('NOT_YOUR_TURN');
      expect(play(thrice.state, { type: 'claim-draw', seat: 'yellow' }).view.result).toEqual({
        winners: [],
        reason: 'threefold-repetition',
        points: { yellow: 2, black: 2, green: 2, red: 2 },
      });
    });

    it('coalition/1 (games begun before the correction) counted the start: threefold and fivefold a cycle earlier', () => {
      const rules = COALITION_RULES[1];
      expect(play(fresh(rules), ...cycles(2)).view.drawClaimable).toBe(true); // start, and twice since
      expect(play(fresh(rules), ...cycles(3)).view.status).toBe('active');
      expect(play(fresh(rules), ...cycles(4)).view.result?.reason).toBe('fivefold-repetition');
    });

    it('coalition/1: threefold and fivefold at the position after the first gun move, guns unmoved or not', () => {
      // The behaviour coalition/1 games were played with (kept so that they replay as they were).
      const rules = COALITION_RULES[1];
      const start = position('yK:a1 bK:j10 yM:c2 bM:c9 gM:i4 rM:b4', `turn=y round=5 ${coalitions}`, {}, rules);
      const first = play(start, 'c2c3');
      // after c2c3 Black is to move with the guns on c3, c9, i4, b4: once now (the guns on
      // c9, i4, b4 have not moved yet, which coalition/1 does not compare), again after each cycle
      const again = [...cycle.slice(1), cycle[0]]; // back to that position
      const twice = play(first.state, ...again);
      expect(twice.view.drawClaimable).toBe(false);
      const thrice = play(twice.state, ...again);
      expect(thrice.view.drawClaimable).toBe(true);
      expect(refusal(thrice.state, { type: 'claim-draw', seat: 'yellow' })).toBe('NOT_YOUR_TURN');
      expect(play(thrice.state, { type: 'claim-draw', seat: 'black' }).view.result?.reason).toBe(
        'threefold-repetition',
      );
      const four = play(thrice.state, ...again, ...cycle.slice(1));
      expect(four.view.status).toBe('active'); // Yellow to move with all guns home: four times so far
      const five = play(four.state, 'c2c3');
      expect(five.view.result?.reason).toBe('fivefold-repetition');
    });

    it('a re-arrangement does not clear the history either: a re-arranged piece can move back', () => {
      // Green re-arranges its submarine j5 → j4 (§5) and later steps back to j5. Under
      // coalition/2 the used right is part of the state: the occurrences before it do not count.
      for (const [rules, claimable] of [
        [COALITION_RULES[1], true],
        [COALITION_RULES[2], false],
      ] as const) {
        const s = position(
          'yK:a1 bK:a10 gS:j5',
          'turn=y round=1 out=r arrange=g coalitions=yg@1:declaration',
          {},
          rules,
        );
        const before = play(s, 'a1a2', 'a10a9'); // Green to move, submarine on j5: once
        const arranged = play(before.state, { type: 'arrange', seat: 'green', placement: { j4: 'submarine' } });
        const back = ['a2a1', 'a9a10', 'j4j5'];
        const cycle6 = ['a1a2', 'a10a9', 'j5j4', 'a2a1', 'a9a10', 'j4j5'];
        const twice = play(arranged.state, ...back, 'a1a2', 'a10a9');
        expect(twice.view.drawClaimable).toBe(false);
        const thrice = play(twice.state, ...cycle6.slice(2), 'a1a2', 'a10a9');
        expect(seatToMove(thrice.state)).toBe('green');
        // coalition/1: the occurrence before the re-arrangement counts; coalition/2: it does not
        expect({ edition: rules.edition, claimable: thrice.view.drawClaimable }).toEqual({
          edition: rules.edition,
          claimable,
        });
      }
    });

    it('coalition/1: the key holds party to move, pieces, coalitions and skips, but not whether a gun has moved', () => {
      const rules = COALITION_RULES[1];
      const key = (pieces: string, fields: string) =>
        repetitionKey(Game.fromState(position(pieces, fields, {}, rules)));
      const pieces = 'yK:e1 bK:j8 rM:a8 gM:i5 yC:c3 bC:h7';
      const fields = `turn=r round=5 ${coalitions}`;
      const base = key(pieces, fields);
      expect(key(pieces.replace('rM:', "rM':"), fields)).toBe(base);
      expect(key(pieces, `${fields} arrange=-`)).toBe(base);
      expect(key(pieces, `${fields} skip=y`)).not.toBe(base);
      expect(key(pieces, fields.replace('turn=r', 'turn=g'))).not.toBe(base);
      expect(key(pieces, 'turn=r round=5 coalitions=yr@1:declaration,bg@1:declaration')).not.toBe(base);
      expect(key(pieces.replace('rM:a8', 'rM:a7'), fields)).not.toBe(base);
    });

    it('coalition/2: the key also holds whether each guard and machine gun has moved and the unused rights, never the round', () => {
      const key = (pieces: string, fields: string) => repetitionKey(Game.fromState(position(pieces, fields)));
      const pieces = 'yK:e1 bK:j8 rM:a8 gM:i5 gG:i6 yC:c3 bC:h7';
      const fields = `turn=r round=5 ${coalitions}`;
      const base = key(pieces, fields);
      expect(key(pieces.replace('rM:', "rM':"), fields)).not.toBe(base); // a machine gun has moved
      expect(key(pieces.replace('gG:', "gG':"), fields)).not.toBe(base); // a guard has moved
      expect(key(pieces, `${fields} arrange=-`)).not.toBe(base); // a re-arrangement was used
      expect(key(pieces, `${fields} cyclist=y`)).not.toBe(base); // Black's colour change was used
      expect(key(pieces, fields.replace('round=5', 'round=9'))).toBe(base); // the round is no part of it
      expect(key(pieces, `${fields} skip=y`)).not.toBe(base);
      expect(key(pieces.replace('rM:a8', 'rM:a7'), fields)).not.toBe(base);
    });
  });
});
