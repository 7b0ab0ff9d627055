import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Chess } from 'chessops/chess';
import { makeFen as chessopsFen, parseFen as chessopsParseFen } from 'chessops/fen';
import { parsePgn, type PgnNodeData, type Game } from 'chessops/pgn';
import { parseSan as chessopsParseSan } from 'chessops/san';
import { makeSquare } from 'chessops/util';
import { chess007 } from './variant';
import { exportPgn } from './pgn';
import { makeFen } from './notation';
import { Board } from './board';
import { play, prng, start, view } from './spec-helpers';
import type { State007 } from './state';

/** 007.md §6: PGN export is ordinary PGN that chessops reads and replays to the same position. */
const mainline = (game: Game<PgnNodeData>): string[] => [...game.moves.mainline()].map((n) => n.san);
const boardFen = (s: State007) => makeFen(Board.fromSnapshot(s.board)).split(' ').slice(0, 3).join(' ');

/** Replays SAN with chessops (not with our parser) and returns the coordinate moves. */
function chessopsReplay(sans: readonly string[], fen?: string): { moves: string[]; fen: string } {
  const pos = fen ? Chess.fromSetup(chessopsParseFen(fen).unwrap()).unwrap() : Chess.default();
  const moves: string[] = [];
  for (const san of sans) {
    const move = chessopsParseSan(pos, san);
    if (!move || !('from' in move)) throw new Error(`chessops cannot play ${san}`);
    const piece = pos.board.get(move.from)!;
    const target = pos.board.get(move.to);
    let to = move.to;
    if (piece.role === 'king' && target?.role === 'rook' && target.color === piece.color)
      to = move.to > move.from ? move.from + 2 : move.from - 2;
    const promo = move.promotion
      ? '=' + { queen: 'Q', rook: 'R', bishop: 'B', knight: 'N', king: 'K', pawn: 'P' }[move.promotion]
      : '';
    moves.push(makeSquare(move.from) + makeSquare(to) + promo);
    pos.play(move);
  }
  return { moves, fen: chessopsFen(pos.toSetup()).split(' ').slice(0, 3).join(' ') };
}

describe('PGN export (007.md §6)', () => {
  it('exports a 007 game that chessops parses and replays to the same final position', () => {
    const random = prng(11);
    let s = start({ detente: true });
    const played: string[] = [];
    for (let i = 0; i < 40 && !s.result; i++) {
      const moves = view(s).legalMoves;
      played.push(moves[Math.floor(random() * moves.length)]);
      s = play(s, played[played.length - 1]);
    }
    expect(s.ply).toBe(played.length);
    const pgn = exportPgn(s, played, { White: 'Ada', Black: 'Bob' });
    const [game] = parsePgn(pgn);
    expect(game.headers.get('Variant')).toBe('007');
    expect(game.headers.get('Detente')).toBe('true');
    expect(game.headers.get('Completion')).toBe('strict');
    expect(game.headers.get('White')).toBe('Ada');
    const replay = chessopsReplay(mainline(game));
    expect(replay.moves).toEqual(played);
    expect(replay.fen).toBe(boardFen(s));
    // A comment before the first half-move of every turn says whose turn begins.
    const turnComments = (pgn.match(/\{ (White|Black)'s turn \d+ \}/g) ?? []).length;
    expect(turnComments).toBe(Math.ceil(played.length / 3));
    expect(pgn).toContain("{ White's turn 1 } 1. ");
    expect(pgn).toContain("{ Black's turn 2 } 2... ");
  });

  it('exports a game started from a FEN with SetUp/FEN tags and the result', () => {
    const fen = 'k7/7p/1K6/8/8/8/P7/6R1 w - - 0 1';
    const s = play(start({}, fen), 'a2a3 h7h6 g1g8');
    const pgn = exportPgn(s, ['a2a3', 'h7h6', 'g1g8']);
    const [game] = parsePgn(pgn);
    expect(game.headers.get('FEN')).toBe(fen);
    expect(game.headers.get('Result')).toBe('1-0');
    expect(mainline(game)).toEqual(['a3', 'h6', 'Rg8#']);
    expect(chessopsReplay(mainline(game), fen).fen).toBe(boardFen(s));
  });
});

describe('Kasparov – Deep Blue 1997 (shared data, copied to testdata/)', () => {
  const games = parsePgn(readFileSync(join(__dirname, '..', 'testdata', 'kasparov-deep-blue-1997.pgn'), 'utf8'));

  it('has the six games', () => {
    expect(games).toHaveLength(6);
  });

  it.each([0, 1, 2, 3, 4, 5])('game %i replays in full with completion "lax" and exports the same moves', (index) => {
    const game = games[index];
    const sans = mainline(game);
    expect(sans.length).toBe(Number(game.headers.get('PlyCount')));
    const { moves, fen } = chessopsReplay(sans);
    let s = start({ completion: 'lax' });
    moves.forEach((move, i) => {
      const next = chess007.apply(s, { type: 'move', move });
      if (!next.ok) throw new Error(`half-move ${i + 1} ${sans[i]} (${move}): ${next.error.message}`);
      s = next.value.state;
    });
    expect(s.ply).toBe(moves.length);
    expect(boardFen(s)).toBe(fen);
    const exported = mainline(parsePgn(exportPgn(s, moves))[0]);
    expect(exported).toEqual(sans);
  });
});
