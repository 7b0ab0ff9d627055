import type { Board } from '../../rules/chess007/board';

// Piece codes of board.ts (type in bits 0–2, colour in bit 3), spelled out here because this is
// the hot path: imported bindings cost a getter call each under CommonJS.
const PAWN = 1;
const KNIGHT = 2;
const BISHOP = 3;
const QUEEN = 5;
const KING = 6;
const WHITE = 0;
const typeOf = (p: number): number => p & 7;
const colorOf = (p: number): number => p >> 3;

/**
 * Static evaluation of a 007 position, in centipawns, from one colour's side.
 *
 * Material uses the orthodox values (pawn 1, knight 3, bishop 3, rook 5, queen 9): every
 * half-move of 007 is an orthodox move (007.md §2), so a piece is worth what it can do on the
 * board, and the values chess engines have measured for a century apply. What changes in 007 is
 * who moves it — each player moves the opponent's pieces too — and that is the search's business,
 * not the evaluation's. docs/computer-players.md gives the reasoning at length.
 *
 * On top, small positional terms that keep the search from drifting: central knights and
 * bishops, advanced pawns (promotion is a player's own gain, §2), a sheltered king while queens
 * are on the board and an active one after, and in a won ending the winning side's king closing
 * in on the other, which is driven to the edge — without that a search that is far ahead never
 * finds the mate behind its horizon.
 */
export const PIECE_VALUES: readonly number[] = [0, 100, 300, 300, 500, 900, 0];

const CENTRE: readonly number[] = Array.from({ length: 64 }, (_, sq) => {
  const f = sq & 7;
  const r = sq >> 3;
  const df = Math.max(3 - f, f - 4);
  const dr = Math.max(3 - r, r - 4);
  return 6 - 2 * Math.max(df, dr) - Math.min(df, dr); // 6 in the centre … -3 in a corner
});

const distance = (a: number, b: number): number => Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >> 3) - (b >> 3)));

/** The material of each colour (kings excluded), [white, black]. */
export function materialOf(board: Board): [number, number] {
  const m: [number, number] = [0, 0];
  const sq = board.squares;
  for (let i = 0; i < 64; i++) if (sq[i] !== 0) m[colorOf(sq[i])] += PIECE_VALUES[typeOf(sq[i])];
  return m;
}

export function evaluate(board: Board, color: number): number {
  const squares = board.squares;
  let score = 0; // white's view
  let queens = 0;
  const material = [0, 0];
  for (let sq = 0; sq < 64; sq++) {
    const p = squares[sq];
    if (p === 0) continue;
    const t = typeOf(p);
    const c = colorOf(p);
    const sign = c === WHITE ? 1 : -1;
    material[c] += PIECE_VALUES[t];
    let positional = 0;
    if (t === PAWN) {
      const advance = c === WHITE ? (sq >> 3) - 1 : 6 - (sq >> 3);
      positional = advance * advance * 2;
    } else if (t === KNIGHT) positional = CENTRE[sq] * 4;
    else if (t === BISHOP) positional = CENTRE[sq] * 2;
    else if (t === QUEEN) {
      queens++;
      positional = CENTRE[sq];
    }
    score += sign * (PIECE_VALUES[t] + positional);
  }
  const [wk, bk] = [board.kings[0], board.kings[1]];
  if (wk >= 0 && bk >= 0) {
    // Kings: stay home while queens are on, come out in the ending.
    const kingTerm = (k: number) => (queens > 0 ? -CENTRE[k] * 3 : CENTRE[k] * 4);
    score += kingTerm(wk) - kingTerm(bk);
    // A won ending: drive the losing king to the edge and bring the winning king close.
    const lead = material[0] - material[1];
    if (Math.abs(lead) >= 300 && Math.min(material[0], material[1]) <= 1300) {
      const [winner, loser] = lead > 0 ? [wk, bk] : [bk, wk];
      const mopUp = (6 - CENTRE[loser]) * 10 + (7 - distance(winner, loser)) * 6;
      score += lead > 0 ? mopUp : -mopUp;
    }
  }
  return color === WHITE ? score : -score;
}

/** Whether the piece is a king (whose capture ends a Fast game, 007.md §5.3). */
export const isKing = (piece: number): boolean => typeOf(piece) === KING;
