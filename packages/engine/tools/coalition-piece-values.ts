/**
 * Measures the average mobility of each Coalition Chess piece and derives the piece values the
 * computer players use (src/computer/coalition/values.ts, docs/computer-players.md).
 *
 *   npx tsx packages/engine/tools/coalition-piece-values.ts [games=400] [seed=17]
 *
 * Mobility: the number of distinct squares a piece can move to (captures included, its own
 * King's safety ignored), averaged over every piece of the type in every position of seeded
 * random games from the default array — positions with pieces in the way, unlike an empty board,
 * which is printed beside for comparison. Values: proportional to that mobility, scaled so that
 * the engineer (it moves like the knight) is worth 3 as the knight is in orthodox chess; the
 * guard (the pawn) is fixed at 1, since a pawn's worth lies in promotion, not in its moves.
 */
import { parseCoalitionOptions } from '../src/rules/coalition/options';
import { initialGame } from '../src/rules/coalition/variant';
import { Game } from '../src/rules/coalition/game';
import { legalMoves, moveFrom, moveTo, pseudoMoves } from '../src/rules/coalition/move-generation';
import { actor, playMove } from '../src/rules/coalition/turn-flow';
import { EMPTY, GUARD, pieceCode, PIECE_NAMES, seatOf, typeOf, YELLOW } from '../src/rules/coalition/pieces';
import { SQUARES } from '../src/rules/coalition/layout';
import { seededRandom } from '../src/computer/random';

export function measureMobility(games: number, seed: number): { inGames: number[]; emptyBoard: number[] } {
  const options = parseCoalitionOptions({ setupPhase: false });
  if (!options.ok) throw new Error(options.error.message);
  const random = seededRandom(seed);
  const total = new Array<number>(PIECE_NAMES.length).fill(0);
  const count = new Array<number>(PIECE_NAMES.length).fill(0);
  const undo = new Int32Array(3);
  for (let game = 0; game < games; game++) {
    const g = initialGame(options.value, false);
    g.trackHistory = false;
    for (let ply = 0; ply < 240 && g.phase === 'active'; ply++) {
      for (let seat = 0; seat < 4; seat++) {
        const targets = new Map<number, Set<number>>();
        for (const m of pseudoMoves(g, seat, [])) {
          const set = targets.get(moveFrom(m)) ?? new Set<number>();
          set.add(moveTo(m));
          targets.set(moveFrom(m), set);
        }
        for (let sq = 0; sq < SQUARES; sq++) {
          const code = g.board[sq];
          if (code === EMPTY || seatOf(code) !== seat) continue;
          total[typeOf(code)] += targets.get(sq)?.size ?? 0;
          count[typeOf(code)]++;
        }
      }
      const who = actor(g);
      if (!who) break;
      const moves = legalMoves(g, who.seat, []);
      if (moves.length === 0) break;
      playMove(g, random.pick(moves), undo, 0);
    }
  }
  const emptyBoard = PIECE_NAMES.map((_, type) => {
    let sum = 0;
    for (let sq = 0; sq < SQUARES; sq++) {
      const g = new Game(options.value);
      g.board[sq] = pieceCode(YELLOW, type, true);
      g.recount();
      sum += new Set(pseudoMoves(g, YELLOW, []).map(moveTo)).size;
    }
    return sum / SQUARES;
  });
  return { inGames: total.map((t, type) => (count[type] ? t / count[type] : 0)), emptyBoard };
}

/** Values from mobility (see the header): engineer = 3, guard = 1, king not valued (never captured). */
export function valuesFrom(mobility: readonly number[]): number[] {
  const engineer = mobility[PIECE_NAMES.indexOf('engineer')];
  return mobility.map((m, type) => (type === 0 ? 0 : type === GUARD ? 1 : Math.round((10 * 3 * m) / engineer) / 10));
}

function main(): void {
  const games = Number(process.argv[2] ?? 400);
  const seed = Number(process.argv[3] ?? 17);
  const { inGames, emptyBoard } = measureMobility(games, seed);
  const values = valuesFrom(inGames);
  console.log(`Coalition Chess mobility over ${games} random games (seed ${seed}):`);
  console.log('piece        in games  empty board  value');
  PIECE_NAMES.forEach((name, type) =>
    console.log(
      `${name.padEnd(12)} ${inGames[type].toFixed(2).padStart(8)} ${emptyBoard[type].toFixed(2).padStart(12)} ${String(values[type]).padStart(6)}`,
    ),
  );
}

if (require.main === module) main();
