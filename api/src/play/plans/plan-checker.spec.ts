import { DomainError } from '../../platform/errors/domain-error';
import { EngineAdapter } from '../core/engine.adapter';
import * as coalition from '../../../../packages/engine/src/rules/coalition/spec-helpers';
import { coalitionVariant } from '@entente/engine';
import { checkPlan } from './plan-checker';

const engine = new EngineAdapter();

/** A 007 game (as the checker reads one) after the given half-moves. */
function game007(moves: string[], options: Record<string, unknown> = {}) {
  const rules = { variant: '007' as const, rulesEdition: '007/1', options: engine.normalizeOptions('007', options) };
  const start = engine.start(rules);
  const steps =
    moves.length > 0
      ? engine.apply(
          rules,
          start.state,
          moves.map((move) => ({ type: 'move', move })),
        )
      : [];
  const last = steps.at(-1) ?? start;
  return { ...rules, state: last.state, view: last.view };
}

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('checkPlan', () => {
  // White has played e4 e5 Nf3; Black is to play half-moves 1–3 of turn 2.
  const afterTurn1 = game007(['e2e4', 'e7e5', 'g1f3']);

  it('accepts whole turns, writes each half-move as the engine does and drops repeated lines', () => {
    const lines = checkPlan(engine, afterTurn1, 'white', [
      ['b8c6, f1c4, g8f6', 'd2d3,f8c5,c2c3'],
      ['b8c6,f1c4,g8f6', 'd2d3,f8c5,c2c3'],
      ['b8c6,f1b5,a7a6', 'b5a4,g8f6,e1g1', 'f6e4,d2d4,b7b5', 'a4b3,d7d5,d4e5'],
    ]);
    expect(lines).toEqual([
      [
        ['b8c6', 'f1c4', 'g8f6'],
        ['d2d3', 'f8c5', 'c2c3'],
      ],
      [
        ['b8c6', 'f1b5', 'a7a6'],
        ['b5a4', 'g8f6', 'e1g1'],
        ['f6e4', 'd2d4', 'b7b5'],
        ['a4b3', 'd7d5', 'd4e5'],
      ],
    ]);
  });

  it('names the line, the step and the half-move the rules refuse, with the rule’s own code', () => {
    const e = refusal(() => checkPlan(engine, afterTurn1, 'white', [['b8c6,f1c4,g8f6', 'd2d3,e8e6,c2c3']]));
    expect(e.code).toBe('PLAN_ILLEGAL_STEP');
    expect(e.extensions).toMatchObject({
      line: 1,
      step: 2,
      text: 'd2d3,e8e6,c2c3',
      halfMove: 2,
      move: 'e8e6',
      cause: 'ILLEGAL_MOVE',
    });
    expect(e.message).toMatch(/^Line 1, step 2 \(your answer "d2d3,e8e6,c2c3"\): half-move 2 \(e8e6\)/);
    // Their step is checked as well: a line that could never be followed is a mistake too.
    const theirs = refusal(() =>
      checkPlan(engine, afterTurn1, 'white', [
        ['b8c6,f1c4,g8f6', 'd2d3,f8c5,c2c3'],
        ['b8c6,f1c4,g8g6', 'd2d3,f8c5,c2c3'],
      ]),
    );
    expect(theirs.extensions).toMatchObject({ line: 2, step: 1, halfMove: 3, move: 'g8g6' });
    const notation = refusal(() => checkPlan(engine, afterTurn1, 'white', [['b8c6,f1c4,nonsense', 'd2d3']]));
    expect(notation.extensions).toMatchObject({ step: 1, halfMove: 3, cause: 'BAD_NOTATION' });
  });

  it('refuses steps that are not whole turns', () => {
    const short = refusal(() => checkPlan(engine, afterTurn1, 'white', [['b8c6,f1c4', 'd2d3,f8c5,c2c3']]));
    expect(short.extensions).toMatchObject({ step: 1, cause: 'TURN_INCOMPLETE' });
    const long = refusal(() => checkPlan(engine, afterTurn1, 'white', [['b8c6,f1c4,g8f6,d2d3', 'f8c5,c2c3']]));
    expect(long.extensions).toMatchObject({ step: 1, halfMove: 4, cause: 'TURN_OVERRUN' });
    const mineShort = refusal(() => checkPlan(engine, afterTurn1, 'white', [['b8c6,f1c4,g8f6', 'd2d3,f8c5']]));
    expect(mineShort.extensions).toMatchObject({ step: 2, cause: 'TURN_INCOMPLETE' });
    const mineLong = refusal(() => checkPlan(engine, afterTurn1, 'white', [['b8c6,f1c4,g8f6', 'd2d3,f8c5,c2c3,d7d6']]));
    expect(mineLong.extensions).toMatchObject({ step: 2, halfMove: 4, cause: 'TURN_OVERRUN' });
  });

  it('refuses a line that goes on after the game is over, or whose step ends it before my answer', () => {
    // 1. f3 e5 g4 — then Black mates with Qh4 on half-move 1 of turn 2 (Fool's mate).
    const fool = game007(['f2f3', 'e7e5', 'g2g4']);
    const mated = refusal(() => checkPlan(engine, fool, 'white', [['d8h4', 'a2a3,a7a6,b2b3']]));
    expect(mated.extensions).toMatchObject({ step: 1, cause: 'GAME_OVER' });
  });

  it('refuses lines that are not pairs of steps, too many lines and two answers to the same moves', () => {
    expect(refusal(() => checkPlan(engine, afterTurn1, 'white', [['b8c6,f1c4,g8f6']])).code).toBe('PLAN_BAD_LINE');
    expect(refusal(() => checkPlan(engine, afterTurn1, 'white', [])).code).toBe('PLAN_BAD_LINE');
    const many = Array.from({ length: 33 }, () => ['b8c6,f1c4,g8f6', 'd2d3,f8c5,c2c3']);
    expect(refusal(() => checkPlan(engine, afterTurn1, 'white', many)).code).toBe('PLAN_TOO_LARGE');
    const ambiguous = refusal(() =>
      checkPlan(engine, afterTurn1, 'white', [
        ['b8c6,f1c4,g8f6', 'd2d3,f8c5,c2c3'],
        ['b8c6,f1c4,g8f6', 'e1g1,f8c5,d2d3'],
      ]),
    );
    expect(ambiguous).toMatchObject({ code: 'PLAN_AMBIGUOUS', extensions: { lines: [1, 2], step: 2 } });
  });

  it('takes a step as long as the turn in Balanced and Progressive 007', () => {
    // Balanced: Black's player opens with one white half-move, then White's player plays two.
    const balanced = game007([], { balanced: true });
    expect(checkPlan(engine, balanced, 'white', [['e2e4', 'e7e5,g1f3']])).toEqual([[['e2e4'], ['e7e5', 'g1f3']]]);
    expect(refusal(() => checkPlan(engine, balanced, 'white', [['e2e4', 'e7e5,g1f3,b8c6']])).extensions).toMatchObject({
      step: 2,
      cause: 'TURN_OVERRUN',
    });
    // Progressive: turn 2 is Black's two half-moves, turn 3 White's three, turn 4 Black's four.
    const progressive = game007(['e2e4'], { progressive: true });
    expect(
      checkPlan(engine, progressive, 'white', [
        ['e7e5,d2d4', 'e5d4,g1f3,b8c6', 'f1c4,g8f6,e1g1,f8c5', 'c2c3,d4c3,b1c3,d7d6,d1b3'],
      ]),
    ).toHaveLength(1);
  });

  it('refuses, in Coalition Chess, a step in which a party would answer a check out of turn', () => {
    // Green's submarine checks Black's King along the tenth rank; Red is next, so Black answers at once.
    const state = coalition.position('yK:e1 bK:f10 gS:j5 rG:b5 rG:b4', 'turn=g round=2');
    const game = {
      variant: 'coalition' as const,
      rulesEdition: coalitionVariant.edition,
      options: coalitionVariant.normalizeOptions(coalition.options()),
      state: coalitionVariant.serialize(state),
      view: coalitionVariant.view(state),
    };
    const e = refusal(() => checkPlan(engine, game, 'red', [['j5j10,f10f9', 'b5c5']]));
    expect(e.extensions).toMatchObject({ step: 1, halfMove: 2, move: 'f10f9', cause: 'OUT_OF_TURN_ANSWER' });
    // A quiet step from the same position is an ordinary one.
    expect(checkPlan(engine, game, 'yellow', [['j5j9,b5c5', 'e1e2']])).toEqual([[['j5j9', 'b5c5'], ['e1e2']]]);
  });
});
