import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Position } from 'chessops/chess';
import { Chess } from 'chessops/chess';
import { makeFen as chessopsFen } from 'chessops/fen';
import { parsePgn, startingPosition, type PgnNodeData, type Game } from 'chessops/pgn';
import { parseSan as chessopsParseSan } from 'chessops/san';
import { makeSquare } from 'chessops/util';
import { chess007 } from './variant';
import { exportPgn } from './pgn';
import { makeFen } from './notation';
import { Board } from './board';
import { play, prng, start, view } from './spec-helpers';
import type { State007 } from './state';

/**
 * 007.md §6: the PGN export is ordinary PGN that a standard reader takes as an
 * orthodox game — chessops here, by its own parser, its own reading of the tags
 * (`startingPosition`) and its own move legality — and replays to the same position.
 */
const mainline = (game: Game<PgnNodeData>): string[] => [...game.moves.mainline()].map((n) => n.san);
const boardFen = (s: State007) => makeFen(Board.fromSnapshot(s.board)).split(' ').slice(0, 3).join(' ');

/** Replays SAN with chessops (not with our parser) and returns the coordinate moves. */
function chessopsReplay(sans: readonly string[], pos: Position = Chess.default()): { moves: string[]; fen: string } {
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

/** Reads an export as a PGN tool does: one game, its rules and start from the tags, every move legal. */
function importWithChessops(pgn: string) {
  const games = parsePgn(pgn);
  expect(games).toHaveLength(1);
  const [game] = games;
  const setup = startingPosition(game.headers);
  if (setup.isErr) throw new Error(`chessops refuses the tags: ${setup.error.message}`);
  expect(setup.value.rules).toBe('chess');
  return { game, ...chessopsReplay(mainline(game), setup.value) };
}

/** A 007 game of random permitted half-moves. */
function randomGame(raw: Record<string, unknown>, seed: number, plies = 40): { state: State007; played: string[] } {
  const random = prng(seed);
  let state = start(raw);
  const played: string[] = [];
  for (let i = 0; i < plies && !state.result; i++) {
    const moves = view(state).legalMoves;
    played.push(moves[Math.floor(random() * moves.length)]);
    state = play(state, played[played.length - 1]);
  }
  return { state, played };
}

describe('PGN export (007.md §6)', () => {
  it('exports a 007 game that chessops imports as an orthodox game and replays to the same final position', () => {
    const { state: s, played } = randomGame({ detente: true }, 11);
    expect(s.ply).toBe(played.length);
    const pgn = exportPgn(s, played, { White: 'Ada', Black: 'Bob' });
    const { game, moves, fen } = importWithChessops(pgn);
    expect(moves).toEqual(played);
    expect(fen).toBe(boardFen(s));
    // no Variant tag (that names the rules to replay by); the 007 information in tags readers keep
    expect(game.headers.has('Variant')).toBe(false);
    expect(pgn).not.toMatch(/^\[Variant /m);
    expect(game.headers.get('EntenteVariant')).toBe('007');
    expect(game.headers.get('Detente')).toBe('true');
    expect(game.headers.get('Completion')).toBe('strict');
    expect(game.headers.get('White')).toBe('Ada');
    // A comment before the first half-move of every turn says whose turn begins.
    const turnComments = (pgn.match(/\{ (White|Black)'s turn \d+ \}/g) ?? []).length;
    expect(turnComments).toBe(Math.ceil(played.length / 3));
    expect(pgn).toContain("{ White's turn 1 } 1. ");
    expect(pgn).toContain("{ Black's turn 2 } 2... ");
    // ...which the reader keeps as comments: the first the game's, the others after the move before
    expect(game.comments).toEqual(["White's turn 1"]);
    const nodes = [...game.moves.mainline()];
    expect(nodes[2].comments).toEqual(["Black's turn 2"]);
  });

  it.each([
    ['Balanced', { balanced: true }],
    ['Progressive', { progressive: true }],
    ['lax completion with Détente', { completion: 'lax', detente: true }],
  ])('a %s game imports as an orthodox game too', (_name, raw) => {
    const { state: s, played } = randomGame(raw, 7, 45);
    const { game, moves, fen } = importWithChessops(exportPgn(s, played));
    expect(moves).toEqual(played);
    expect(fen).toBe(boardFen(s));
    expect(game.headers.get('EntenteVariant')).toBe('007');
  });

  it('a Fast 007 game is no orthodox game (kings are left en prise and captured): it keeps Variant "007"', () => {
    const { state: s, played } = randomGame({ fast: true }, 3, 30);
    const [game] = parsePgn(exportPgn(s, played));
    expect(game.headers.get('Variant')).toBe('007');
    expect(game.headers.get('Fast')).toBe('true');
    expect(startingPosition(game.headers).isErr).toBe(true); // refused, not half-imported
  });

  it('exports a game started from a FEN with SetUp/FEN tags and the result', () => {
    const fen = 'k7/7p/1K6/8/8/8/P7/6R1 w - - 0 1';
    const s = play(start({}, fen), 'a2a3 h7h6 g1g8');
    const pgn = exportPgn(s, ['a2a3', 'h7h6', 'g1g8']);
    const { game, moves, fen: end } = importWithChessops(pgn);
    expect(game.headers.get('SetUp')).toBe('1');
    expect(game.headers.get('FEN')).toBe(fen);
    expect(game.headers.get('Result')).toBe('1-0');
    expect(mainline(game)).toEqual(['a3', 'h6', 'Rg8#']);
    expect(moves).toEqual(['a2a3', 'h7h6', 'g1g8']);
    expect(end).toBe(boardFen(s));
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
    // the export imports into chessops as the orthodox game it is, move for move
    const imported = importWithChessops(exportPgn(s, moves, { White: game.headers.get('White')! }));
    expect(mainline(imported.game)).toEqual(sans);
    expect(imported.moves).toEqual(moves);
    expect(imported.fen).toBe(fen);
  });
});
