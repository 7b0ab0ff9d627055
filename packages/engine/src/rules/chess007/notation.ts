import { fail, ok, type Result } from '../core/result';
import {
  BLACK,
  Board,
  CASTLE_BK,
  CASTLE_BQ,
  CASTLE_WK,
  CASTLE_WQ,
  colorOf,
  FLAG_CASTLE,
  FLAG_EP,
  geometry,
  KING,
  MAX_MOVES,
  moveListBuffer,
  moveFlag,
  moveFrom,
  movePromo,
  moveTo,
  PAWN,
  ROOK,
  typeOf,
  WHITE,
} from './board';

/**
 * Parse/make pairs for the notations of 007.md §6 (squares, coordinate moves, FEN, SAN).
 * Every parser returns a Result with BAD_NOTATION (or BAD_POSITION for a FEN that parses but
 * cannot be played from) instead of throwing.
 */

export const INITIAL_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

const PIECE_CHARS = ' pnbrqk';
const PROMO_CHARS = ' PNBRQK';

export const parseSquare = (name: string): number | undefined => geometry.parseSquare(name);
export const makeSquare = (sq: number): string => geometry.makeSquare(sq);

export function pieceChar(piece: number): string {
  const c = PIECE_CHARS[typeOf(piece)];
  return colorOf(piece) === WHITE ? c.toUpperCase() : c;
}

/**
 * `check`: 'orthodox' rejects positions that cannot arise in orthodox play (kings, pawns on the
 * back ranks, side not to move in check); 'fast' allows the side not to move in check (kings
 * may stand en prise in Fast 007); 'none' only parses (snapshots of a finished Fast game lack a
 * king).
 */
export function parseFen(fen: string, check: 'orthodox' | 'fast' | 'none' = 'orthodox'): Result<Board> {
  const parts = fen.trim().split(/\s+/);
  if (parts.length < 4 || parts.length > 6) return fail('BAD_NOTATION', `FEN needs 4 to 6 fields: "${fen}"`);
  const [placement, turn, castling, ep, half = '0', full = '1'] = parts;
  const board = new Board();
  const ranks = placement.split('/');
  if (ranks.length !== 8) return fail('BAD_NOTATION', 'FEN placement needs 8 ranks');
  for (let i = 0; i < 8; i++) {
    let file = 0;
    for (const ch of ranks[i]) {
      if (ch >= '1' && ch <= '8') file += Number(ch);
      else {
        const t = PIECE_CHARS.indexOf(ch.toLowerCase());
        if (t <= 0 || file > 7) return fail('BAD_NOTATION', `bad FEN placement "${ranks[i]}"`);
        board.squares[(7 - i) * 8 + file] = t | (ch === ch.toLowerCase() ? 8 : 0);
        file++;
      }
    }
    if (file !== 8) return fail('BAD_NOTATION', `FEN rank "${ranks[i]}" does not have 8 files`);
  }
  if (turn !== 'w' && turn !== 'b') return fail('BAD_NOTATION', `bad side to move "${turn}"`);
  board.turn = turn === 'w' ? WHITE : BLACK;
  if (!/^(-|K?Q?k?q?)$/.test(castling) || castling === '')
    return fail('BAD_NOTATION', `bad castling field "${castling}"`);
  let rights = 0;
  if (castling.includes('K')) rights |= CASTLE_WK;
  if (castling.includes('Q')) rights |= CASTLE_WQ;
  if (castling.includes('k')) rights |= CASTLE_BK;
  if (castling.includes('q')) rights |= CASTLE_BQ;
  // A right whose king or rook is not at home cannot be used: drop it (as chessops does).
  const s = board.squares;
  if (s[4] !== KING) rights &= ~(CASTLE_WK | CASTLE_WQ);
  if (s[7] !== ROOK) rights &= ~CASTLE_WK;
  if (s[0] !== ROOK) rights &= ~CASTLE_WQ;
  if (s[60] !== (KING | 8)) rights &= ~(CASTLE_BK | CASTLE_BQ);
  if (s[63] !== (ROOK | 8)) rights &= ~CASTLE_BK;
  if (s[56] !== (ROOK | 8)) rights &= ~CASTLE_BQ;
  board.castling = rights;
  if (ep !== '-') {
    const sq = parseSquare(ep);
    if (sq === undefined || sq >> 3 !== (board.turn === WHITE ? 5 : 2))
      return fail('BAD_NOTATION', `bad en passant square "${ep}"`);
    // Keep it only if a pawn really just passed it (as chessops and python-chess read FEN);
    // otherwise en passant would capture thin air.
    const pawnSq = board.turn === WHITE ? sq - 8 : sq + 8;
    const startSq = board.turn === WHITE ? sq + 8 : sq - 8;
    const theirPawn = PAWN | (board.turn === WHITE ? 8 : 0);
    if (s[pawnSq] === theirPawn && s[sq] === 0 && s[startSq] === 0) board.ep = sq;
  }
  if (!/^\d+$/.test(half) || !/^\d+$/.test(full)) return fail('BAD_NOTATION', 'bad move counters in FEN');
  board.halfmove = Number(half);
  board.fullmove = Math.max(1, Number(full));
  if (board.halfmove > 10000) return fail('BAD_NOTATION', 'half-move clock out of range');
  // load() recomputes the king squares; validate the material that every rule relies on.
  board.load(board.snapshot());
  if (check === 'none') return ok(board);
  let wk = 0;
  let bk = 0;
  for (let sq = 0; sq < 64; sq++) {
    if (s[sq] === KING) wk++;
    if (s[sq] === (KING | 8)) bk++;
    if (typeOf(s[sq]) === PAWN && (sq < 8 || sq >= 56)) return fail('BAD_POSITION', 'a pawn on the first or last rank');
  }
  if (wk !== 1 || bk !== 1) return fail('BAD_POSITION', 'each colour needs exactly one king');
  if (check === 'orthodox' && board.inCheck(board.turn ^ 1))
    return fail('BAD_POSITION', 'the side not to move is in check');
  return ok(board);
}

export function makeFen(board: Board): string {
  const rows: string[] = [];
  for (let r = 7; r >= 0; r--) {
    let row = '';
    let empty = 0;
    for (let f = 0; f < 8; f++) {
      const p = board.squares[r * 8 + f];
      if (p === 0) empty++;
      else {
        if (empty) row += String(empty);
        empty = 0;
        row += pieceChar(p);
      }
    }
    rows.push(empty ? row + String(empty) : row);
  }
  return `${rows.join('/')} ${board.turn === WHITE ? 'w' : 'b'} ${makeCastling(board.castling)} ${board.ep < 0 ? '-' : makeSquare(board.ep)} ${board.halfmove} ${board.fullmove}`;
}

export function makeCastling(rights: number): string {
  const s =
    (rights & CASTLE_WK ? 'K' : '') +
    (rights & CASTLE_WQ ? 'Q' : '') +
    (rights & CASTLE_BK ? 'k' : '') +
    (rights & CASTLE_BQ ? 'q' : '');
  return s || '-';
}

/** `e2e4`, `e7e8=Q`; castling is the king's move (`e1g1`). */
export function makeMove(m: number): string {
  const promo = movePromo(m);
  return makeSquare(moveFrom(m)) + makeSquare(moveTo(m)) + (promo ? '=' + PROMO_CHARS[promo] : '');
}

/** Move lists of parseMove and makeSan (board.ts moveListBuffer). */
const PARSE_MOVES = moveListBuffer();
const SAN_RIVAL_MOVES = moveListBuffer();
const SAN_REPLY_MOVES = moveListBuffer();

const COORDINATE = /^([a-h][1-8])([a-h][1-8])(?:=?([QRBNqrbn]))?$/;

/**
 * Finds a move in coordinate form among the moves of `board` (legal or pseudo-legal). Also
 * accepts the UCI spelling `e7e8q`. BAD_NOTATION when the text is not a coordinate move,
 * ILLEGAL_MOVE when it is one but not among them.
 */
export function parseMove(board: Board, text: string, legal: boolean): Result<number> {
  const match = COORDINATE.exec(text);
  if (!match)
    return fail('BAD_NOTATION', `"${text}" is not a move in coordinate form (e.g. e2e4, e7e8=Q)`, '007.md §6');
  const from = parseSquare(match[1])!;
  const to = parseSquare(match[2])!;
  const promo = match[3] ? PROMO_CHARS.indexOf(match[3].toUpperCase()) : 0;
  const buf = PARSE_MOVES;
  const n = board.generate(buf, 0, legal);
  for (let i = 0; i < n; i++) {
    const m = buf[i];
    if (moveFrom(m) === from && moveTo(m) === to && movePromo(m) === promo) return ok(m);
  }
  if (!promo && typeOf(board.squares[from]) === PAWN && (to >> 3 === 7 || to >> 3 === 0))
    return fail('ILLEGAL_MOVE', `${text}: a promotion must name the piece (e.g. ${text}=Q)`, '007.md §2');
  return fail('ILLEGAL_MOVE', `${text} is not a legal half-move here`);
}

const SAN_LETTERS = ' PNBRQK';

/** Standard algebraic notation with check (+) and mate (#) suffixes, computed orthodox. */
export function makeSan(board: Board, m: number, legal = true): string {
  const from = moveFrom(m);
  const to = moveTo(m);
  const piece = board.squares[from];
  const t = typeOf(piece);
  let san: string;
  if (moveFlag(m) === FLAG_CASTLE) san = to > from ? 'O-O' : 'O-O-O';
  else {
    const capture = board.squares[to] !== 0 || moveFlag(m) === FLAG_EP;
    if (t === PAWN) {
      san = (capture ? 'abcdefgh'[from & 7] + 'x' : '') + makeSquare(to);
      if (movePromo(m)) san += '=' + SAN_LETTERS[movePromo(m)];
    } else {
      san = SAN_LETTERS[t];
      // Disambiguate among other pieces of the same kind that can reach the same square.
      const buf = SAN_RIVAL_MOVES;
      const n = board.generate(buf, 0, legal);
      let sameFile = false;
      let sameRank = false;
      let others = false;
      for (let i = 0; i < n; i++) {
        const o = buf[i];
        const of = moveFrom(o);
        if (of === from || moveTo(o) !== to || board.squares[of] !== piece) continue;
        others = true;
        if ((of & 7) === (from & 7)) sameFile = true;
        if (of >> 3 === from >> 3) sameRank = true;
      }
      if (others) {
        if (!sameFile) san += 'abcdefgh'[from & 7];
        else if (!sameRank) san += String((from >> 3) + 1);
        else san += makeSquare(from);
      }
      san += (capture ? 'x' : '') + makeSquare(to);
    }
  }
  const undo = board.make(m);
  if (board.inCheck()) {
    san += board.generate(SAN_REPLY_MOVES, 0, true) === 0 ? '#' : '+';
  }
  board.unmake(m, undo);
  return san;
}

/** Parses SAN (suffixes and annotations ignored, `0-0` accepted) against the moves of `board`. */
export function parseSan(board: Board, text: string, legal = true): Result<number> {
  const clean = text
    .replace(/[+#!?]+$/, '')
    .replace(/0/g, 'O')
    .replace(/^(.*[a-h][18])([QRBN])$/, '$1=$2');
  if (!/^(O-O(-O)?|[NBRQK]?[a-h]?[1-8]?x?[a-h][1-8](=[QRBN])?)$/.test(clean))
    return fail('BAD_NOTATION', `"${text}" is not SAN`);
  const buf = new Int32Array(MAX_MOVES);
  const n = board.generate(buf, 0, legal);
  for (let i = 0; i < n; i++) {
    const san = makeSan(board, buf[i], legal).replace(/[+#]$/, '');
    if (san === clean) return ok(buf[i]);
  }
  // Accept over-disambiguated or capture-less spellings by matching piece, target and hints.
  const m = /^([NBRQK]?)([a-h]?)([1-8]?)x?([a-h][1-8])(=[QRBN])?$/.exec(clean);
  if (m) {
    const t = m[1] ? SAN_LETTERS.indexOf(m[1]) : PAWN;
    const to = parseSquare(m[4])!;
    const promo = m[5] ? SAN_LETTERS.indexOf(m[5][1]) : 0;
    const found: number[] = [];
    for (let i = 0; i < n; i++) {
      const o = buf[i];
      const f = moveFrom(o);
      if (typeOf(board.squares[f]) !== t || moveTo(o) !== to || movePromo(o) !== promo) continue;
      if (m[2] && 'abcdefgh'[f & 7] !== m[2]) continue;
      if (m[3] && String((f >> 3) + 1) !== m[3]) continue;
      found.push(o);
    }
    if (found.length === 1) return ok(found[0]);
  }
  return fail('ILLEGAL_MOVE', `${text} is not a legal half-move here`);
}

export const PIECE_NAMES = ['', 'pawn', 'knight', 'bishop', 'rook', 'queen', 'king'] as const;
