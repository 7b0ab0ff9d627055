import { chess007 } from './variant';
import { apply, legal, options, play, start, view } from './spec-helpers';
import type { State007 } from './state';

/**
 * One scenario per rule and option of docs/rules/007.md, named after its section. Positions
 * are given as FEN; the player of the colour to move begins a turn there (docs/architecture.md).
 */
const LAX = { completion: 'lax' };
const toMove = (s: State007) => view(s).toMove.map(({ seat, color, part, of }) => ({ seat, color, part, of }));
const refused = (s: State007, move: string) => {
  const r = chess007.apply(s, { type: 'move', move });
  if (r.ok) throw new Error(`${move} was accepted`);
  return r.error;
};
const pieceAt = (s: State007, square: string) => view(s).board.find((p) => p.square === square);

describe('§2 turn structure', () => {
  it('§2 a turn is own piece, opponent piece, own piece; White begins; colours alternate', () => {
    let s = start();
    const seen = [];
    for (const move of ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'g8f6', 'd2d3']) {
      seen.push(toMove(s)[0]);
      s = play(s, move);
    }
    expect(seen.map((t) => `${t.seat}:${t.color}:${t.part}/${t.of}`)).toEqual([
      'white:white:1/3',
      'white:black:2/3',
      'white:white:3/3',
      'black:black:1/3',
      'black:white:2/3',
      'black:black:3/3',
      'white:white:1/3',
    ]);
    expect(view(s).plies).toBe(7);
    expect(view(s).round).toBe(3);
  });

  it('§2 a pawn moves in its own direction whoever moves it', () => {
    const s = play(start(), 'e2e4');
    expect(legal(s)).toEqual(expect.arrayContaining(['e7e5', 'e7e6', 'd7d5']));
    expect(legal(s).some((m) => m.startsWith('e2'))).toBe(false);
    expect(pieceAt(play(s, 'e7e5'), 'e5')).toEqual({ square: 'e5', piece: 'pawn', color: 'black' });
  });

  it('§2 a moving seat other than the one to move is refused with NOT_YOUR_TURN', () => {
    const r = chess007.apply(start(), { type: 'move', move: 'e2e4', seat: 'black' });
    expect(r.ok || r.error.code).toBe('NOT_YOUR_TURN');
    // On half-move 2 White's player moves a black piece: the seat is white, not black.
    const s = play(start(), 'e2e4');
    expect(chess007.apply(s, { type: 'move', move: 'e7e5', seat: 'white' }).ok).toBe(true);
    expect(chess007.apply(s, { type: 'move', move: 'e7e5', seat: 'black' }).ok).toBe(false);
  });

  it('§2 half-move 2 must end the check given on half-move 1', () => {
    const s = play(start({}, 'k7/8/8/8/8/8/8/K6R w - - 0 1'), 'h1h8');
    expect(toMove(s)[0]).toMatchObject({ seat: 'white', color: 'black', part: 2 });
    expect(legal(s)).toEqual(['a8a7', 'a8b7']);
  });

  it('§2 half-move 3 must end the check the player gave its own king on half-move 2', () => {
    // White's player moves the black rook to h1, checking the white king on a1.
    const s = play(start({}, 'k5r1/8/8/8/8/8/7P/K7 w - - 0 1'), 'h2h3 g8g1');
    expect(toMove(s)[0]).toMatchObject({ seat: 'white', color: 'white', part: 3 });
    expect(legal(s)).toEqual(['a1a2', 'a1b2']);
  });

  it("§2 undoing the opponent's last half-move is allowed", () => {
    // White's turn ended with g1f3; Black's player moves that knight straight back on half-move 2.
    const s = play(start(), 'e2e4 e7e5 g1f3 b8c6');
    expect(legal(s)).toContain('f3g1');
    expect(pieceAt(play(s, 'f3g1'), 'g1')).toMatchObject({ piece: 'knight', color: 'white' });
  });

  it("§2 promotion is chosen by the player who makes the half-move, also for the opponent's pawn", () => {
    const s = play(start({}, '4k3/8/8/8/8/8/1p5P/4K3 w - - 0 1'), 'h2h3 b2b1=N');
    expect(pieceAt(s, 'b1')).toEqual({ square: 'b1', piece: 'knight', color: 'black' });
    expect(refused(play(start({}, '4k3/8/8/8/8/8/1p5P/4K3 w - - 0 1'), 'h2h3'), 'b2b1').code).toBe('ILLEGAL_MOVE');
  });

  it("§2 en passant right after the double step, whoever makes it: your own pawn taken by the opponent's", () => {
    const s = play(start({}, '4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1'), 'e2e4');
    expect(legal(s)).toContain('d4e3');
    const after = play(s, 'd4e3');
    expect(pieceAt(after, 'e4')).toBeUndefined();
    expect(pieceAt(after, 'e3')).toMatchObject({ piece: 'pawn', color: 'black' });
  });

  it("§2 the opponent's king may be castled by you on half-move 2", () => {
    const s = play(start({}, 'r3k2r/8/8/8/8/8/7P/4K3 w kq - 0 1'), 'h2h3');
    expect(legal(s)).toEqual(expect.arrayContaining(['e8g8', 'e8c8']));
    const after = play(s, 'e8g8');
    expect(pieceAt(after, 'g8')).toMatchObject({ piece: 'king', color: 'black' });
    expect(pieceAt(after, 'f8')).toMatchObject({ piece: 'rook', color: 'black' });
  });
});

describe('§3 all three half-moves are compulsory', () => {
  const SELF_MATE = '8/8/8/8/8/8/p2PP2P/rk1K4 w - - 0 1';

  it('§3 strict completion refuses a half-move that makes the turn impossible', () => {
    // After Qb6 Black is stalemated: half-move 2 could not be played.
    const s = start({}, 'k7/8/8/8/8/8/1Q6/K7 w - - 0 1');
    expect(legal(s)).not.toContain('b2b6');
    const error = refused(s, 'b2b6');
    expect(error).toMatchObject({ code: 'ILLEGAL_MOVE', rule: '007.md §3' });
  });

  it('§3 lax completion permits it, and the game is stalemate at once', () => {
    const s = play(start(LAX, 'k7/8/8/8/8/8/1Q6/K7 w - - 0 1'), 'b2b6');
    expect(view(s).status).toBe('finished');
    expect(view(s).result).toEqual({ winners: [], reason: 'stalemate', points: { white: 2, black: 2 } });
  });

  it('§3 a game whose colour to move has no legal half-move is drawn by stalemate', () => {
    const s = start({}, 'k7/8/1Q6/8/8/8/8/K7 b - - 0 1');
    expect(view(s).result?.reason).toBe('stalemate');
    expect(view(s).toMove).toEqual([]);
    expect(chess007.apply(s, { type: 'move', move: 'a8a7' }).ok).toBe(false);
  });

  it('§3 in lax mode the permitted half-moves are the orthodox legal moves', () => {
    expect(legal(start(LAX, SELF_MATE))).toEqual(['d1e1', 'd2d3', 'd2d4', 'e2e3', 'e2e4', 'h2h3', 'h2h4']);
  });

  it('§7.1 a continuation that ends the game on half-move 2 (a self-mate) does not complete the turn', () => {
    // After h2h3 Black's only move Kb2 discovers a mate on the white king: h2h3 is refused.
    expect(legal(start({}, SELF_MATE))).toEqual(['d1e1', 'd2d3', 'd2d4', 'e2e3', 'e2e4']);
  });

  it('§3(b) a half-move that ends the game by checkmate is permitted although the turn cannot go on', () => {
    const s = start({}, 'k7/8/1K6/8/8/8/8/7R w - - 0 1');
    expect(legal(s)).toContain('h1h8');
  });
});

describe('§4 end of the game', () => {
  it('§4 mate on half-move 1 wins', () => {
    const s = play(start({}, 'k7/8/1K6/8/8/8/8/7R w - - 0 1'), 'h1h8');
    expect(view(s).result).toEqual({ winners: ['white'], reason: 'checkmate', points: { white: 6, black: 0 } });
    expect(view(s).status).toBe('finished');
  });

  it('§4 self-mate on half-move 2 loses', () => {
    // White's player moves the black king off the a1 rook's line: mate of White, Black wins.
    const s = play(start(LAX, '8/8/8/8/8/8/p2PP2P/rk1K4 w - - 0 1'), 'h2h3 b1b2');
    expect(view(s).result).toEqual({ winners: ['black'], reason: 'checkmate', points: { white: 0, black: 6 } });
  });

  it('§4 self-mate on half-move 2 is permitted in strict mode too (it ends the game)', () => {
    const s = play(start({}, 'r1k5/8/8/8/8/8/1P4PP/7K w - - 0 1'), 'b2b3');
    expect(legal(s)).toContain('a8a1');
    expect(view(play(s, 'a8a1')).result?.winners).toEqual(['black']);
  });

  it('§4 mate on half-move 3 wins', () => {
    const s = play(start({}, 'k7/7p/1K6/8/8/8/P7/6R1 w - - 0 1'), 'a2a3 h7h6');
    expect(toMove(s)[0]).toMatchObject({ seat: 'white', color: 'white', part: 3 });
    const mate = play(s, 'g1g8');
    expect(view(mate).result).toEqual({ winners: ['white'], reason: 'checkmate', points: { white: 6, black: 0 } });
  });

  it('§4 dead position ends the game as a draw', () => {
    const s = play(start({}, 'k7/8/8/8/8/8/1r6/KB6 w - - 0 1'), 'a1b2');
    expect(view(s).result).toEqual({ winners: [], reason: 'dead-position', points: { white: 2, black: 2 } });
  });

  describe("repetition (identity includes the player to move and the half-move's place, §4 [decision])", () => {
    // Each king walks a triangle in three half-moves; every six half-moves the board, the seat
    // to move and the place in the turn come back.
    const TRIANGLE = 'e1d1 e8d8 d1d2 d8d7 d2e1 d7e8';
    const FEN = 'r3k3/8/8/8/8/8/8/R3K3 w - - 0 1';

    it('§4 threefold repetition may be claimed by the player to move', () => {
      const s = play(start({}, FEN), `${TRIANGLE} ${TRIANGLE}`);
      expect(view(s).drawClaimable).toBe(true);
      expect(chess007.apply(s, { type: 'claim-draw', seat: 'black' })).toMatchObject({
        ok: false,
        error: { code: 'NOT_YOUR_TURN' },
      });
      const claimed = apply(s, { type: 'claim-draw', seat: 'white' });
      expect(view(claimed).result).toEqual({
        winners: [],
        reason: 'threefold-repetition',
        points: { white: 2, black: 2 },
      });
    });

    it('§4 the same board with another half-move place is not a repetition', () => {
      // Kings step out and back in four half-moves: the board recurs at plies 0, 4, 8, 12 but
      // at different places in the turn (1, 2, 3, 1), so the position has occurred only twice.
      const s = play(start({}, FEN), 'e1d1 e8d8 d1e1 d8e8 e1d1 e8d8 d1e1 d8e8 e1d1 e8d8 d1e1 d8e8');
      expect(view(s).drawClaimable).toBe(false);
      expect(chess007.apply(s, { type: 'claim-draw', seat: 'white' })).toMatchObject({
        ok: false,
        error: { code: 'DRAW_NOT_CLAIMABLE' },
      });
    });

    it('§4 fivefold repetition ends the game automatically', () => {
      let s = start({}, FEN);
      for (let i = 0; i < 3; i++) s = play(s, TRIANGLE);
      expect(view(s).status).toBe('active');
      s = play(s, TRIANGLE);
      expect(view(s).result?.reason).toBe('fivefold-repetition');
    });
  });

  it('§4 the fifty-move rule may be claimed after 100 half-moves without capture or pawn move', () => {
    const s = play(start({}, 'r3k3/8/8/8/8/8/8/R3K3 w - - 99 80'), 'a1a2');
    expect(view(s).drawClaimable).toBe(true);
    expect(view(apply(s, { type: 'claim-draw', seat: 'white' })).result?.reason).toBe('fifty-move');
    const early = play(start({}, 'r3k3/8/8/8/8/8/8/R3K3 w - - 97 80'), 'a1a2');
    expect(view(early).drawClaimable).toBe(false);
  });

  it('§4 the seventy-five-move rule ends the game automatically', () => {
    const s = play(start({}, 'r3k3/8/8/8/8/8/8/R3K3 w - - 149 100'), 'a1a2');
    expect(view(s).result).toMatchObject({ reason: 'seventy-five-move', winners: [] });
  });

  it('§4 draw by agreement: offer, decline, offer again, accept', () => {
    let s = apply(start(), { type: 'offer-draw', seat: 'white' });
    expect(view(s).drawOffer).toEqual({ by: 'white', agreed: ['white'] });
    expect(chess007.apply(s, { type: 'accept-draw', seat: 'white' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_YOUR_TURN' },
    });
    s = apply(s, { type: 'decline-draw', seat: 'black' });
    expect(view(s).drawOffer).toBeNull();
    expect(chess007.apply(s, { type: 'accept-draw', seat: 'black' })).toMatchObject({
      ok: false,
      error: { code: 'NO_DRAW_OFFER' },
    });
    s = apply(s, { type: 'offer-draw', seat: 'black' });
    s = apply(s, { type: 'accept-draw', seat: 'white' });
    expect(view(s).result).toEqual({ winners: [], reason: 'agreement', points: { white: 2, black: 2 } });
  });

  it('§4 resignation and loss on time; nothing can be applied afterwards (GAME_OVER)', () => {
    const resigned = apply(start(), { type: 'resign', seat: 'white' });
    expect(view(resigned).result).toEqual({
      winners: ['black'],
      reason: 'resignation',
      points: { white: 0, black: 6 },
    });
    const timeout = apply(start(), { type: 'resign', seat: 'black', reason: 'timeout' });
    expect(view(timeout).result).toEqual({ winners: ['white'], reason: 'timeout', points: { white: 6, black: 0 } });
    expect(chess007.apply(timeout, { type: 'move', move: 'e2e4' })).toMatchObject({
      ok: false,
      error: { code: 'GAME_OVER' },
    });
  });
});

describe('§5.1 Détente', () => {
  const D = { detente: true };

  it('§5.1 on half-move 3 you may not capture the piece the opponent moved on half-move 2', () => {
    const s = play(start(D), 'e2e4 d7d5');
    expect(legal(s)).not.toContain('e4d5');
    expect(refused(s, 'e4d5')).toMatchObject({ code: 'ILLEGAL_MOVE' });
    expect(legal(play(start(), 'e2e4 d7d5'))).toContain('e4d5');
  });

  it('§5.1 on half-move 3 you may not move again the piece of half-move 1', () => {
    const s = play(start(D), 'g1f3 e7e5');
    expect(legal(s).filter((m) => m.startsWith('f3'))).toEqual([]);
    expect(legal(play(start(), 'g1f3 e7e5')).filter((m) => m.startsWith('f3')).length).toBeGreaterThan(0);
  });

  it('§5.1 ... unless it is the only possibility', () => {
    // The white pawn is blocked: only the king can move on half-move 3.
    const s = play(start(D, '7k/8/8/p7/P7/8/8/K7 w - - 0 1'), 'a1b1 h8g8');
    expect(legal(s)).toEqual(['b1a1', 'b1a2', 'b1b2', 'b1c1', 'b1c2']);
  });

  it('§5.1 after castling on half-move 1 both king and rook count as the piece moved', () => {
    const s = play(start(D, 'r3k3/8/8/8/8/8/P7/4K2R w K - 0 1'), 'e1g1 a8b8');
    expect(legal(s).filter((m) => m.startsWith('g1') || m.startsWith('f1'))).toEqual([]);
    expect(legal(s)).toEqual(['a2a3', 'a2a4']);
  });

  it('§5.1 a piece promoted on half-move 1 is the same piece', () => {
    const s = play(start(D, 'k7/4P3/8/8/8/8/P7/4K3 w - - 0 1'), 'e7e8=Q a8b7');
    expect(legal(s).some((m) => m.startsWith('e8'))).toBe(false);
  });

  it("§7.4 after the opponent's king was castled on half-move 2 the rook counts as moved too", () => {
    // Orthodox castling passes the rook's square, so only Fast (which ignores attacked squares)
    // can leave the castled rook attacked.
    const FEN = 'r3k2r/8/8/8/1B6/8/7P/4K3 w kq - 0 1';
    const s = play(start({ ...D, fast: true }, FEN), 'h2h3 e8g8');
    expect(pieceAt(s, 'f8')).toMatchObject({ piece: 'rook', color: 'black' });
    expect(legal(s)).not.toContain('b4f8');
    expect(legal(play(start({ fast: true }, FEN), 'h2h3 e8g8'))).toContain('b4f8');
  });

  it('§7.4 taking the half-move-2 pawn en passant is a capture of it', () => {
    const s = play(start(D, '4k3/3p4/8/4P3/8/8/7P/4K3 w - - 0 1'), 'h2h3 d7d5');
    expect(legal(s)).not.toContain('e5d6');
    expect(legal(play(start({}, '4k3/3p4/8/4P3/8/8/7P/4K3 w - - 0 1'), 'h2h3 d7d5'))).toContain('e5d6');
  });

  it('§5.1 strict completion takes the Détente restrictions into account', () => {
    // After h2h3, Qb2+ leaves White only Kxb2 — a capture of the half-move-2 piece.
    const FEN = '7k/8/8/1q6/8/8/7P/K7 w - - 0 1';
    expect(legal(play(start(D, FEN), 'h2h3'))).not.toContain('b5b2');
    expect(legal(play(start({}, FEN), 'h2h3'))).toContain('b5b2');
  });

  it('§7.3 lax + Détente: legal moves but none permitted is a stalemate', () => {
    const s = play(start({ ...D, ...LAX }, '7k/8/8/1q6/8/8/7P/K7 w - - 0 1'), 'h2h3 b5b2');
    expect(view(s).result).toEqual({ winners: [], reason: 'stalemate', points: { white: 2, black: 2 } });
  });
});

describe('§5.2 Balanced 007', () => {
  it('§5.2 opens with one white half-move by Black, then black + white by White, then normal turns', () => {
    let s = start({ balanced: true });
    const seen = [];
    for (const move of ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'g8f6', 'd2d3', 'f8c5']) {
      seen.push(toMove(s)[0]);
      s = play(s, move);
    }
    expect(seen.map((t) => `${t.seat}:${t.color}:${t.part}/${t.of}`)).toEqual([
      'black:white:1/1',
      'white:black:1/2',
      'white:white:2/2',
      'black:black:1/3',
      'black:white:2/3',
      'black:black:3/3',
      'white:white:1/3',
      'white:black:2/3',
    ]);
  });

  it('§5.2 with Détente, the second half-move of turn 2 may not capture the black piece just moved', () => {
    const B = { balanced: true, detente: true };
    expect(legal(play(start(B), 'e2e4 d7d5'))).not.toContain('e4d5');
    expect(legal(play(start({ balanced: true }), 'e2e4 d7d5'))).toContain('e4d5');
  });

  it('§7.1 the short turns of Balanced are complete at their last half-move', () => {
    // Turn 1 has one half-move: strict completion asks for nothing after it.
    expect(legal(start({ balanced: true })).length).toBe(20);
  });
});

describe('§5.3 Fast 007', () => {
  const F = { fast: true };

  it('§5.3 capturing a king ends the game: the player whose king was captured loses', () => {
    const s = play(start(F, '1k6/8/8/8/8/8/8/KR6 w - - 0 1'), 'b1b8');
    expect(view(s).result).toEqual({ winners: ['white'], reason: 'king-captured', points: { white: 6, black: 0 } });
  });

  it("§5.3 capturing your own king with the opponent's piece on half-move 2 loses", () => {
    const s = play(start({ ...F, ...LAX }, '8/8/8/8/8/8/ppp4P/rk1K4 w - - 0 1'), 'd1c1 b1c1');
    expect(view(s).result).toEqual({ winners: ['black'], reason: 'king-captured', points: { white: 0, black: 6 } });
  });

  it('§5.3 check is ignored: a king may be left or placed en prise', () => {
    const s = start(F, '4k3/8/8/8/8/8/3r4/4K3 w - - 0 1');
    expect(legal(s)).toEqual(expect.arrayContaining(['e1d1', 'e1e2', 'e1f1']));
    expect(legal(start({}, '4k3/8/8/8/8/8/3r4/4K3 w - - 0 1'))).toEqual(['e1d2', 'e1f1']);
  });

  it('§5.3 castling through attacked squares is allowed in Fast', () => {
    const FEN = 'k4r2/8/8/8/8/8/8/4K2R w K - 0 1';
    expect(legal(start(F, FEN))).toContain('e1g1');
    expect(legal(start({}, FEN))).not.toContain('e1g1');
  });

  it('§7.2 Fast + strict: a continuation cannot pass through a king capture', () => {
    // After Kc1 every black half-move captures the white king: the turn cannot be completed.
    const FEN = '8/8/8/8/8/8/ppp4P/rk1K4 w - - 0 1';
    expect(legal(start(F, FEN))).not.toContain('d1c1');
    expect(legal(start({ ...F, ...LAX }, FEN))).toContain('d1c1');
  });

  it('§7.2 Fast + strict: a king capture is permitted like checkmate in §3(b)', () => {
    expect(legal(start(F, '1k6/8/8/8/8/8/8/KR6 w - - 0 1'))).toContain('b1b8');
  });
});

describe('§5.4 Progressive 007', () => {
  const P = { progressive: true };

  it("§5.4 turn n has n half-moves, colours alternate, odd turns are White's player's", () => {
    let s = start(P);
    const seen: string[] = [];
    for (let ply = 0; ply < 21; ply++) {
      const t = toMove(s)[0];
      seen.push(`${t.seat[0]}${t.color[0]}${t.part}/${t.of}`);
      s = play(s, legal(s)[0]);
    }
    expect(seen.join(' ')).toBe(
      [
        'ww1/1',
        'bb1/2 bw2/2',
        'wb1/3 ww2/3 wb3/3',
        'bw1/4 bb2/4 bw3/4 bb4/4',
        'ww1/5 wb2/5 ww3/5 wb4/5 ww5/5',
        'bb1/6 bw2/6 bb3/6 bw4/6 bb5/6 bw6/6',
      ].join(' '),
    );
  });

  it('§5.4 check must be answered on the very next half-move, even by the same player', () => {
    // Turn 2 is Black's player: black piece, then white piece. Black checks, White must answer.
    const check = play(start(P, '4k3/8/8/8/8/8/7r/R3K3 w - - 0 1'), 'a1a2 h2h1');
    expect(toMove(check)[0]).toMatchObject({ seat: 'black', color: 'white', part: 2 });
    expect(legal(check).every((m) => m.startsWith('e1'))).toBe(true);
  });

  it('§5.4 has no repetition draw', () => {
    const s = play(
      start(P, 'r3k3/8/8/8/8/8/8/R3K3 w - - 0 1'),
      'e1d1 e8d8 d1e1 d8e8 e1d1 e8d8 d1e1 d8e8 e1d1 e8d8 d1e1 d8e8 e1d1 e8d8 d1e1 d8e8',
    );
    expect(view(s).drawClaimable).toBe(false);
  });

  it('§5.4 is not combinable with Détente nor with Balanced', () => {
    expect(chess007.parseOptions({ progressive: true, detente: true })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'BAD_OPTIONS', rule: '007.md §5.4' }),
    });
    expect(chess007.parseOptions({ progressive: true, balanced: true })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'BAD_OPTIONS', rule: '007.md §5.4' }),
    });
  });

  it('§5.4 is combinable with Fast (king capture ends the game)', () => {
    const s = play(start({ ...P, fast: true }, '1k6/8/8/8/8/8/8/KR6 w - - 0 1'), 'b1b8');
    expect(view(s).result?.reason).toBe('king-captured');
  });

  it('§7.5 Progressive with completion "strict" is accepted and played lax', () => {
    expect(chess007.parseOptions({ progressive: true, completion: 'strict' }).ok).toBe(true);
    const s = start({ progressive: true, completion: 'strict' }, 'k7/8/8/8/8/8/1Q6/K7 w - - 0 1');
    expect(legal(s)).toContain('b2b6');
  });
});

describe('§5 options', () => {
  it('§5 every option combination except those of §5.4 is accepted', () => {
    for (const detente of [false, true])
      for (const balanced of [false, true])
        for (const fast of [false, true])
          for (const completion of ['strict', 'lax'])
            expect(chess007.parseOptions({ completion, detente, balanced, fast }).ok).toBe(true);
  });

  it('§5 unknown options and wrong values are refused with BAD_OPTIONS', () => {
    expect(chess007.parseOptions({ speed: true })).toMatchObject({ ok: false, error: { code: 'BAD_OPTIONS' } });
    expect(chess007.parseOptions({ completion: 'loose' })).toMatchObject({
      ok: false,
      error: { code: 'BAD_OPTIONS', rule: '007.md §3' },
    });
    expect(chess007.parseOptions({ fast: 'yes' })).toMatchObject({ ok: false, error: { code: 'BAD_OPTIONS' } });
    expect(chess007.parseOptions([])).toMatchObject({ ok: false, error: { code: 'BAD_OPTIONS' } });
    expect(chess007.normalizeOptions(options({ fast: true }))).toEqual({
      completion: 'strict',
      detente: false,
      balanced: false,
      fast: true,
      progressive: false,
    });
  });
});

describe('§6 notation errors', () => {
  it('§6 a move that is not coordinate notation is BAD_NOTATION; a FEN that does not parse too', () => {
    expect(refused(start(), 'Nf3').code).toBe('BAD_NOTATION');
    expect(refused(start(), 'e2e5').code).toBe('ILLEGAL_MOVE');
    expect(chess007.initial(options(), { fen: 'not a fen' })).toMatchObject({
      ok: false,
      error: { code: 'BAD_NOTATION' },
    });
    expect(chess007.initial(options(), { fen: '8/8/8/8/8/8/8/8 w - - 0 1' })).toMatchObject({
      ok: false,
      error: { code: 'BAD_POSITION' },
    });
  });

  it('§6 unknown and coalition-only actions are BAD_ACTION', () => {
    expect(chess007.apply(start(), { type: 'pass', seat: 'white' })).toMatchObject({
      ok: false,
      error: { code: 'BAD_ACTION' },
    });
    expect(chess007.apply(start(), { type: 'jump' } as never)).toMatchObject({
      ok: false,
      error: { code: 'BAD_ACTION' },
    });
  });
});

describe('effects and snapshots', () => {
  const applied = (s: State007, action: Parameters<typeof chess007.apply>[1]) => {
    const r = chess007.apply(s, action);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  const effects = (s: State007, action: Parameters<typeof chess007.apply>[1]) => applied(s, action).effects;

  it('a half-move yields "moved" with SAN; a check names the seat that must answer; a new turn is announced', () => {
    expect(effects(start(), { type: 'move', move: 'e2e4' })).toEqual([
      { type: 'moved', seat: 'white', color: 'white', move: 'e2e4', san: 'e4', capture: false },
    ]);
    const checked = effects(start({}, 'k7/8/8/8/8/8/8/K6R w - - 0 1'), { type: 'move', move: 'h1h8' });
    expect(checked).toEqual([
      { type: 'moved', seat: 'white', color: 'white', move: 'h1h8', san: 'Rh8+', capture: false },
      { type: 'check', seat: 'white', answer: 'immediate' },
    ]);
    const third = effects(play(start(), 'e2e4 e7e5'), { type: 'move', move: 'g1f3' });
    expect(third).toEqual([
      { type: 'moved', seat: 'white', color: 'white', move: 'g1f3', san: 'Nf3', capture: false },
      { type: 'turn-started', seat: 'black' },
    ]);
  });

  it('mate yields "game-over"; moving on instead of answering a draw offer declines it', () => {
    const mate = effects(play(start({}, 'k7/7p/1K6/8/8/8/P7/6R1 w - - 0 1'), 'a2a3 h7h6'), {
      type: 'move',
      move: 'g1g8',
    });
    expect(mate[mate.length - 1]).toEqual({
      type: 'game-over',
      status: 'finished',
      result: { winners: ['white'], reason: 'checkmate', points: { white: 6, black: 0 } },
    });
    const offered = apply(start(), { type: 'offer-draw', seat: 'black' });
    const moved = applied(offered, { type: 'move', move: 'e2e4' });
    expect(moved.effects).toContainEqual({ type: 'draw-declined', seat: 'white' });
    expect(moved.state.drawOffer).toBeNull();
    // The offerer's own moves leave the offer standing.
    const own = apply(start(), { type: 'offer-draw', seat: 'white' });
    expect(applied(own, { type: 'move', move: 'e2e4' }).state.drawOffer).toBe('white');
  });

  it('a snapshot is one line of extended FEN and refuses text that is not one', () => {
    const s = play(start({ detente: true }), 'e2e4 d7d5');
    const text = chess007.serialize(s);
    expect(text).toMatch(
      /^rnbqkbnr\/ppp1pppp\/8\/3p4\/4P3\/8\/PPPP1PPP\/RNBQKBNR w KQkq d6 0 2;ply=2;first=w;turn=e4\|d5;/,
    );
    expect(chess007.deserialize(text, s.options)).toEqual({ ok: true, value: s });
    expect(chess007.deserialize('garbage', s.options)).toMatchObject({ ok: false, error: { code: 'BAD_NOTATION' } });
    expect(chess007.deserialize(text.replace('ply=2', 'ply=x'), s.options)).toMatchObject({
      ok: false,
      error: { code: 'BAD_NOTATION' },
    });
  });

  it('a snapshot stays the same size however long the game runs: it holds no record of half-moves', () => {
    // Knights out and back (reversible: only the repetition history grows), then a pawn move,
    // which clears that history.
    let s = start({ completion: 'lax' });
    const shuffle = ['g1f3', 'g8f6', 'f3g1', 'f6g8'];
    for (let i = 0; i < 8; i++) s = play(s, shuffle[i % 4]);
    s = play(s, 'e2e4');
    const text = chess007.serialize(s);
    expect(text).not.toContain('g1f3');
    expect(text).not.toContain(';moves=');
    expect(text).toMatch(/;reps=[^,;]+$/); // one repetition key: the position after the pawn move
    expect(chess007.view(s).plies).toBe(9);
    expect(chess007.deserialize(text, s.options)).toEqual({ ok: true, value: s });
    // A text written while the record was still part of the state reads the same.
    expect(chess007.deserialize(`${text};moves=g1f3,g8f6`, s.options)).toEqual({ ok: true, value: s });
  });
});
