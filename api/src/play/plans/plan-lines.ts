/**
 * The shape of a plan (conditional turns): lines of steps, each step the half-moves in coordinate
 * form. On the wire a step is one string, the half-moves joined by commas (`"e7e5,d2d4,b8c6"`); a
 * line alternates the others' step and mine, starting with theirs:
 * `[["<their step>", "<my step>", …], …]`. Pure functions, no I/O.
 */

/** A step's half-moves, in coordinate form. */
export type Step = readonly string[];
/** Steps in order: their step at even indexes (0, 2, …), my answer at odd ones. */
export type Line = readonly Step[];

/** Limits that keep the check of a plan short (it runs the rules engine on every half-move). */
export const PLAN_LIMITS = { lines: 32, stepsPerLine: 20, halfMoves: 400 } as const;

/** `"e2e4, e7e5"` → `['e2e4', 'e7e5']`; an empty string is a step of no half-moves. */
export function parseStep(text: string): string[] {
  const trimmed = text.trim();
  return trimmed === '' ? [] : trimmed.split(',').map((m) => m.trim());
}

export function formatStep(step: Step): string {
  return step.join(',');
}

export function formatLine(line: Line): string[] {
  return line.map(formatStep);
}

export function parseLine(texts: readonly string[]): Line {
  return texts.map(parseStep);
}

/** Whether the step at this index of a line is mine (an answer) rather than theirs. */
export function isMyStep(index: number): boolean {
  return index % 2 === 1;
}

/** Equal lines once, in their first order. */
export function distinctLines(lines: readonly Line[]): Line[] {
  const seen = new Set<string>();
  return lines.filter((line) => {
    const key = JSON.stringify(line);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
