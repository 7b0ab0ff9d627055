import { applyLocal, startPosition, type LocalGame } from './engine';

/** A position the signed-out home page shows for a game: the board, and what to mark on it. */
export interface SamplePosition {
  readonly variant: '007' | 'coalition';
  readonly game: LocalGame;
  /** The squares the shown half-moves left and reached. */
  readonly highlights: readonly string[];
  /** Each shown half-move's number on the square it reached. */
  readonly marks: readonly { square: string; label: string }[];
}

/**
 * 007 Chess after two turns (the opening of the 007 rules' own example): White played e4, then
 * Black's pawn e5, then Nf3; Black's turn is marked — its knight to c6, White's bishop to c4, its
 * other knight to f6: your piece, the opponent's piece, your piece.
 */
const TURNS_007 = [
  ['e2e4', 'e7e5', 'g1f3'],
  ['b8c6', 'f1c4', 'g8f6'],
] as const;

/** Plays moves with the engine, so that the sample is a position the rules reach. */
function played(variant: '007' | 'coalition', game: LocalGame, moves: readonly string[]): LocalGame {
  return moves.reduce((g, move) => {
    const next = applyLocal(variant, g, { type: 'move', move });
    if (!next.ok) throw new Error(`sample position: ${move} refused (${next.code})`);
    return next.game;
  }, game);
}

export function sample007(): SamplePosition {
  const game = played('007', startPosition('007'), TURNS_007.flat());
  const last = TURNS_007[TURNS_007.length - 1];
  return {
    variant: '007',
    game,
    highlights: last.flatMap((m) => [m.slice(0, 2), m.slice(2, 4)]),
    marks: last.map((m, i) => ({ square: m.slice(2, 4), label: String(i + 1) })),
  };
}

/** Coalition Chess at its start, each party's pieces in the default array (a game without set-up phase). */
export function sampleCoalition(): SamplePosition {
  return { variant: 'coalition', game: startPosition('coalition', { setupPhase: false }), highlights: [], marks: [] };
}
