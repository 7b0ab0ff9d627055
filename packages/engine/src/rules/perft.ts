import type { AnyVariant } from './index';

/**
 * Reference perft through nothing but the public Variant interface: `view().legalMoves` and
 * `apply` on immutable states, automatic draws ignored as the CLI contract asks. It is slow
 * and meant as an independent oracle: a variant's own perft (make/unmake on a mutable board)
 * must give the same counts, which checks both paths against each other.
 */
export function perftByApply(variant: AnyVariant, state: unknown, depth: number): number {
  if (depth === 0) return 1;
  const moves = variant.view(state).legalMoves;
  if (depth === 1) return moves.length;
  let total = 0;
  for (const move of moves) {
    const next = variant.apply(state, { type: 'move', move }, { ignoreAutomaticDraws: true });
    if (!next.ok) throw new Error(`a listed legal move was refused: ${move}: ${next.error.message}`);
    total += perftByApply(variant, next.value.state, depth - 1);
  }
  return total;
}

/** `perftByApply` per first move, sorted by move, like `Variant.perftDivide`. */
export function divideByApply(variant: AnyVariant, state: unknown, depth: number): Array<[string, number]> {
  if (depth < 1) return [];
  return [...variant.view(state).legalMoves].sort().map((move) => {
    const next = variant.apply(state, { type: 'move', move }, { ignoreAutomaticDraws: true });
    if (!next.ok) throw new Error(`a listed legal move was refused: ${move}: ${next.error.message}`);
    return [move, perftByApply(variant, next.value.state, depth - 1)] as [string, number];
  });
}
