import { Chess } from 'chessops/chess';
import { makeFen as chessopsFen, parseFen as chessopsParseFen } from 'chessops/fen';
import { makeSquare } from 'chessops/util';
import type { Position } from 'chessops/chess';
import { chess007 } from './variant';
import { prng, start } from './spec-helpers';
import { makeFen } from './notation';
import { Board } from './board';
import type { State007 } from './state';

/**
 * Differential test against chessops (lichess' rules library): in lax mode the permitted
 * half-moves of 007 are the orthodox legal moves (007.md §3), so along random games the two
 * must agree on every move set and every position.
 */
export function chessopsMoves(pos: Position): string[] {
  const out: string[] = [];
  for (const [from, dests] of pos.allDests()) {
    const piece = pos.board.get(from)!;
    for (const to of dests) {
      const target = pos.board.get(to);
      let dest = to;
      // chessops encodes castling as "king takes own rook"; the project uses the king's move.
      if (piece.role === 'king' && target?.role === 'rook' && target.color === piece.color)
        dest = to > from ? from + 2 : from - 2;
      const base = makeSquare(from) + makeSquare(dest);
      if (piece.role === 'pawn' && (dest >> 3 === 7 || dest >> 3 === 0))
        for (const p of ['Q', 'R', 'B', 'N']) out.push(`${base}=${p}`);
      else out.push(base);
    }
  }
  return out.sort();
}

function toChessopsMove(move: string): {
  from: number;
  to: number;
  promotion?: 'queen' | 'rook' | 'bishop' | 'knight';
} {
  const sq = (s: string): number => s.charCodeAt(0) - 97 + 8 * (Number(s[1]) - 1);
  const promo = move[5] ? ({ Q: 'queen', R: 'rook', B: 'bishop', N: 'knight' } as const)[move[5] as 'Q'] : undefined;
  return { from: sq(move.slice(0, 2)), to: sq(move.slice(2, 4)), ...(promo ? { promotion: promo } : {}) };
}

describe('lax 007 against chessops', () => {
  it('agrees on the legal move set at every ply of 1,000 random games', () => {
    const random = prng(7);
    let positions = 0;
    for (let game = 0; game < 1000; game++) {
      let state: State007 = start({ completion: 'lax' });
      const pos = Chess.default();
      for (let ply = 0; ply < 60 && !state.result; ply++) {
        const ours = chess007.view(state).legalMoves;
        const theirs = chessopsMoves(pos);
        if (ours.join() !== theirs.join()) {
          throw new Error(
            `game ${game} ply ${ply} ${chessopsFen(pos.toSetup())}\nours   ${ours.join(' ')}\ntheirs ${theirs.join(' ')}`,
          );
        }
        positions++;
        const move = ours[Math.floor(random() * ours.length)];
        const next = chess007.apply(state, { type: 'move', move });
        if (!next.ok) throw new Error(next.error.message);
        state = next.value.state;
        // chessops castles as king-takes-rook; normalizeMove accepts the king's two-step too.
        pos.play(toChessopsMove(move));
        // chessops writes an en passant square only when a capture is possible; we always do.
        const [ourBoard, ourTurn, ourCastling, ourEp, ...ourCounters] = makeFen(Board.fromSnapshot(state.board)).split(
          ' ',
        );
        const [board, turn, castling, ep, ...counters] = chessopsFen(pos.toSetup()).split(' ');
        expect([ourBoard, ourTurn, ourCastling, ...ourCounters]).toEqual([board, turn, castling, ...counters]);
        if (ep !== '-') expect(ourEp).toBe(ep);
      }
      // Games that end must end for the reasons chessops sees.
      if (state.result?.reason === 'checkmate') expect(pos.isCheckmate()).toBe(true);
      if (state.result?.reason === 'stalemate') expect(pos.isStalemate()).toBe(true);
      if (state.result?.reason === 'dead-position') expect(pos.isInsufficientMaterial()).toBe(true);
    }
    expect(positions).toBeGreaterThan(40_000);
  });

  it('agrees on FEN positions chessops parses', () => {
    const fen = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
    const pos = Chess.fromSetup(chessopsParseFen(fen).unwrap()).unwrap();
    expect(chess007.view(start({ completion: 'lax' }, fen)).legalMoves).toEqual(chessopsMoves(pos));
  });
});
