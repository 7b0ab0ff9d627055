import { DomainError } from '../../platform/errors/domain-error';
import type { EngineAdapter, EngineStep } from '../core/engine.adapter';
import { RuleRefusal } from '../core/engine.adapter';
import type { GameRecord } from '../core/game-record';
import type { Action, GameView } from '@entente/engine';
import { distinctLines, formatStep, isMyStep, type Line, parseLine, PLAN_LIMITS, type Step } from './plan-lines';

/** Why a step cannot be played where it would apply (the `cause` of PLAN_ILLEGAL_STEP). */
export type StepCause =
  /** The rules refuse a half-move of it (`rule` says which); also BAD_NOTATION and the like. */
  | string
  /** The step is longer than the turn it belongs to. */
  | 'TURN_OVERRUN'
  /** The step ends before the turn it belongs to does (theirs: before my turn; mine: before theirs). */
  | 'TURN_INCOMPLETE'
  /** A half-move of their step would answer a check out of turn: such an answer cancels a plan. */
  | 'OUT_OF_TURN_ANSWER'
  /** The game would be over before the step, or ends with their step (no answer can follow). */
  | 'GAME_OVER';

interface Position {
  readonly state: string;
  readonly view: GameView;
}

/**
 * Checks a plan against the game as it is: every line replayed from the current position with the
 * rules engine, their steps as the others' moves up to my turn, mine as my whole turn. Returns the
 * lines with each half-move in the engine's own notation (what the events will show), duplicates
 * removed; throws PLAN_BAD_LINE, PLAN_TOO_LARGE, PLAN_ILLEGAL_STEP (naming the line, the step and
 * why) or PLAN_AMBIGUOUS. Lines that share their first steps are played once.
 */
export function checkPlan(
  engine: EngineAdapter,
  game: Pick<GameRecord, 'variant' | 'rulesEdition' | 'options' | 'state' | 'view'>,
  seat: string,
  texts: readonly (readonly string[])[],
): Line[] {
  if (texts.length === 0) throw new DomainError('PLAN_BAD_LINE', 'A plan has at least one line; DELETE drops a plan.');
  if (texts.length > PLAN_LIMITS.lines)
    throw new DomainError('PLAN_TOO_LARGE', `A plan has at most ${PLAN_LIMITS.lines} lines, not ${texts.length}.`);
  const lines = texts.map((line, index) => {
    if (line.length === 0 || line.length % 2 !== 0) {
      throw new DomainError(
        'PLAN_BAD_LINE',
        `Line ${index + 1} has ${line.length} steps: a line is their step and your answer, in pairs.`,
        { line: index + 1 },
      );
    }
    if (line.length > PLAN_LIMITS.stepsPerLine) {
      throw new DomainError(
        'PLAN_TOO_LARGE',
        `Line ${index + 1} has ${line.length} steps; a line has at most ${PLAN_LIMITS.stepsPerLine}.`,
        { line: index + 1 },
      );
    }
    return parseLine(line);
  });
  const halfMoves = lines.reduce((n, line) => n + line.reduce((k, step) => k + step.length, 0), 0);
  if (halfMoves > PLAN_LIMITS.halfMoves) {
    throw new DomainError(
      'PLAN_TOO_LARGE',
      `The plan has ${halfMoves} half-moves; a plan has at most ${PLAN_LIMITS.halfMoves}.`,
    );
  }
  if (game.state === null || game.view === null) throw new Error('a running game has a state');

  const start: Position = { state: game.state, view: game.view };
  // Positions after each prefix of a line (by its raw steps), so shared beginnings are played once.
  const reached = new Map<string, { position: Position; step: Step }>();
  const canonical = lines.map((line, li) => {
    let position = start;
    const steps: Step[] = [];
    for (const [si, step] of line.entries()) {
      const key = JSON.stringify(line.slice(0, si + 1));
      let known = reached.get(key);
      if (!known) {
        known = playStep(engine, game, seat, position, step, isMyStep(si), (cause, message, extra) =>
          refusal(li, si, step, cause, message, extra),
        );
        reached.set(key, known);
      }
      position = known.position;
      steps.push(known.step);
    }
    return steps;
  });
  assertUnambiguous(canonical);
  return distinctLines(canonical);
}

type Refuse = (cause: StepCause, message: string, extra?: Record<string, unknown>) => DomainError;

/** One step played from `position`: the position after it and its half-moves as the engine writes them. */
function playStep(
  engine: EngineAdapter,
  game: Pick<GameRecord, 'variant' | 'rulesEdition' | 'options'>,
  seat: string,
  position: Position,
  step: Step,
  mine: boolean,
  refuse: Refuse,
): { position: Position; step: Step } {
  const acts = (view: GameView) => view.status === 'active' && view.toMove.some((t) => t.seat === seat);
  const check = (view: GameView, index: number) => {
    const half = { halfMove: index + 1, move: step[index] };
    if (view.status !== 'active')
      throw refuse('GAME_OVER', `the game is over before half-move ${index + 1} (${step[index]})`, half);
    if (mine && !acts(view))
      throw refuse('TURN_OVERRUN', `half-move ${index + 1} (${step[index]}) is past the end of your turn`, half);
    if (!mine && acts(view)) {
      throw refuse(
        'TURN_OVERRUN',
        `half-move ${index + 1} (${step[index]}) would be yours: your turn comes before it`,
        half,
      );
    }
    if (!mine && view.toMove[0]?.reason === 'check-answer') {
      throw refuse(
        'OUT_OF_TURN_ANSWER',
        `half-move ${index + 1} (${step[index]}) would be ${view.toMove[0].seat}'s answer to a check out of turn; such an answer cancels a plan, so this line could never be followed`,
        half,
      );
    }
  };

  if (step.length === 0) {
    // Only their step can be empty: when my turn comes again straight after my answer.
    if (!mine && acts(position.view)) return { position, step: [] };
    if (position.view.status !== 'active') throw refuse('GAME_OVER', 'the game is over before this step');
    throw refuse('TURN_INCOMPLETE', mine ? 'your answer has no half-moves' : 'their step has no half-moves');
  }
  // A half-move of mine names my seat; theirs are made by whoever the rules say moves.
  const actions: Action[] = step.map((move) => (mine ? { type: 'move', move, seat } : { type: 'move', move }));
  let steps: EngineStep[];
  try {
    check(position.view, 0);
    steps = engine.apply(game, position.state, actions, check);
  } catch (error) {
    if (!(error instanceof RuleRefusal)) throw error;
    const index = typeof error.extensions.index === 'number' ? error.extensions.index : 0;
    throw refuse(error.code, `half-move ${index + 1} (${step[index]}): ${error.message}`, {
      halfMove: index + 1,
      move: step[index],
      ...(error.extensions.rule ? { rule: error.extensions.rule } : {}),
    });
  }
  const last = steps[steps.length - 1].view;
  if (mine && acts(last)) throw refuse('TURN_INCOMPLETE', 'your turn is not over after these half-moves');
  if (!mine && last.status !== 'active')
    throw refuse('GAME_OVER', 'the game ends with this step, so no answer can follow it');
  if (!mine && !acts(last)) {
    throw refuse(
      'TURN_INCOMPLETE',
      `after these half-moves it is ${last.toMove.map((t) => t.seat).join(' and ')}'s turn, not yet yours`,
    );
  }
  return {
    position: { state: steps[steps.length - 1].state, view: last },
    step: steps.map((s, i) => s.effects.find((e) => e.type === 'moved')?.move ?? step[i]),
  };
}

function refusal(
  line: number,
  step: number,
  moves: Step,
  cause: StepCause,
  reason: string,
  extra: Record<string, unknown> = {},
): DomainError {
  const whose = isMyStep(step) ? 'your answer' : 'their step';
  return new DomainError(
    'PLAN_ILLEGAL_STEP',
    `Line ${line + 1}, step ${step + 1} (${whose} "${formatStep(moves)}"): ${reason}.`,
    { line: line + 1, step: step + 1, text: formatStep(moves), cause, ...extra },
  );
}

/** Two lines that agree up to their step must give the same answer to it. */
function assertUnambiguous(lines: readonly Line[]): void {
  const answers = new Map<string, { line: number; answer: string }>();
  lines.forEach((line, li) => {
    for (let si = 0; si + 1 < line.length; si += 2) {
      const key = JSON.stringify(line.slice(0, si + 1));
      const answer = formatStep(line[si + 1]);
      const earlier = answers.get(key);
      if (!earlier) answers.set(key, { line: li, answer });
      else if (earlier.answer !== answer) {
        throw new DomainError(
          'PLAN_AMBIGUOUS',
          `Lines ${earlier.line + 1} and ${li + 1} answer "${formatStep(line[si])}" at step ${si + 1} differently ("${earlier.answer}" and "${answer}").`,
          { lines: [earlier.line + 1, li + 1], step: si + 2 },
        );
      }
    }
  });
}
