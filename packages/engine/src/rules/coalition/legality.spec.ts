import { Game } from './game';
import { attacked, enemyMask, legalMoves, makeBoard, pseudoMoves, unmakeBoard } from './move-generation';
import { formatMove } from './move-notation';
import { options } from './spec-helpers';
import { actor, playMove } from './turn-flow';
import { initialGame } from './variant';

/**
 * legalMoves skips the board test for moves it knows to be legal (a piece that shields its King
 * from no enemy rider). Along random games — with coalitions, planes that need an empty
 * intermediate square, checks answered out of turn — its lists must equal the plain definition
 * of §7: every pseudo-legal move after which the own King is not attacked.
 */
function byDefinition(g: Game, seat: number): string[] {
  const moves = pseudoMoves(g, seat, []);
  if (seat > 1 || g.king[seat] < 0) return moves.map(formatMove).sort();
  const undo = new Int32Array(3);
  return moves
    .filter((m) => {
      makeBoard(g, m, undo, 0);
      const safe = !attacked(g, g.king[seat], enemyMask(g, seat));
      unmakeBoard(g, m, undo, 0);
      return safe;
    })
    .map(formatMove)
    .sort();
}

/** A small deterministic generator, so that a failure names a reproducible game. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

describe('legalMoves equals the definition of §7 along random games', () => {
  it.each([
    ['default options', {}],
    ['planes need an empty intermediate square, order YGBR', { planeNeedsEmptyIntermediate: true, order: 'YGBR' }],
    ['checks answered on the own turn', { checkResponse: 'own-turn' }],
  ])('%s', (_name, raw) => {
    const random = lcg(99);
    let compared = 0;
    for (let game = 0; game < 120; game++) {
      const g = initialGame(options(raw), false);
      const undo = new Int32Array(3);
      for (let ply = 0; ply < 160 && g.phase === 'active'; ply++) {
        for (const seat of [0, 1]) {
          const fast = legalMoves(g, seat, []).map(formatMove).sort();
          if (fast.join() !== byDefinition(g, seat).join()) throw new Error(`game ${game} ply ${ply} seat ${seat}`);
          compared++;
        }
        const who = actor(g)!;
        const moves = legalMoves(g, who.seat, []);
        if (!moves.length) break;
        playMove(g, moves[Math.floor(random() * moves.length)], undo, 0);
      }
    }
    expect(compared).toBeGreaterThan(3000);
  });
});
