import { chess007 } from './variant';
import { start } from './spec-helpers';

/**
 * 007.md §3: in lax mode the permitted half-moves are the orthodox legal moves of the colour to
 * move, so perft from any orthodox position equals the published orthodox numbers
 * (chessprogramming.org "Perft Results").
 */
const LAX = { completion: 'lax' };
const cases: [name: string, fen: string | undefined, depth: number, nodes: number][] = [
  ['start position', undefined, 5, 4_865_609],
  ['Kiwipete (position 2)', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 4, 4_085_603],
  ['position 3', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', 5, 674_624],
  ['position 4', 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', 4, 422_333],
  ['position 4 mirrored', 'r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1', 4, 422_333],
  ['position 5', 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8', 4, 2_103_487],
  ['position 6', 'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10', 4, 3_894_594],
];

describe('perft in lax mode equals orthodox perft (007.md §3)', () => {
  it.each(cases)('%s', (_name, fen, depth, nodes) => {
    expect(chess007.perft(start(LAX, fen), depth)).toBe(nodes);
  });

  it('divides into the 20 first moves of the start position', () => {
    const divided = chess007.perftDivide(start(LAX), 3);
    expect(divided).toHaveLength(20);
    expect(divided.reduce((sum, [, n]) => sum + n, 0)).toBe(8_902);
    expect(divided.find(([m]) => m === 'e2e4')).toEqual(['e2e4', 600]);
  });

  it('counts promotions to each piece separately', () => {
    // Position 5 depth 1: 44 moves, d7xc8 and d7d8 promotions counted four times each.
    const divided = chess007.perftDivide(start(LAX, 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8'), 1);
    expect(divided).toHaveLength(44);
    expect(divided.filter(([m]) => m.startsWith('d7c8='))).toHaveLength(4);
  });
});

describe('perft under 007 restrictions', () => {
  it('strict completion permits every orthodox move in the first plies of the start position', () => {
    // No turn can become impossible this early, so strict perft equals orthodox perft.
    expect(chess007.perft(start(), 3)).toBe(8_902);
  });

  it('Détente removes half-moves 3 that touch the pieces of half-moves 1 and 2', () => {
    const lax = chess007.perft(start(LAX), 3);
    const detente = chess007.perft(start({ ...LAX, detente: true }), 3);
    expect(detente).toBeLessThan(lax);
    expect(detente).toBeGreaterThan(0);
  });

  it('Fast counts pseudo-legal moves, which include leaving the king en prise', () => {
    // After 1.e4 f6, the white queen may check on h5 and Black may ignore it in Fast.
    const fen = 'rnbqkbnr/ppppp1pp/5p2/7Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2';
    const orthodox = chess007.perft(start(LAX, fen), 1);
    const fast = chess007.perft(start({ ...LAX, fast: true }, fen), 1);
    expect(orthodox).toBe(1); // g7g6 is the only legal answer to Qh5+
    expect(fast).toBeGreaterThan(orthodox);
  });
});
