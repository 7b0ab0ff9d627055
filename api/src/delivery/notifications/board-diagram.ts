import type { PieceOnSquare } from '@entente/engine';

const ORTHODOX: Record<string, string> = { king: 'k', queen: 'q', rook: 'r', bishop: 'b', knight: 'n', pawn: 'p' };
const COALITION: Record<string, string> = {
  king: 'K',
  tank: 'T',
  artillery: 'A',
  engineer: 'E',
  cyclist: 'C',
  machine_gun: 'M',
  guard: 'G',
  submarine: 'S',
  plane: 'P',
};

/**
 * A monospaced text diagram of the position for emails (plain text and a <pre> in HTML): 007 as
 * an 8×8 board with FEN letters (White upper case); Coalition Chess as 10×10 with two characters
 * per piece, the party's initial (y, b, g, r) and the piece letter of the rules file.
 */
export function boardDiagram(variant: '007' | 'coalition', board: readonly PieceOnSquare[]): string {
  const size = variant === '007' ? 8 : 10;
  const files = 'abcdefghij'.slice(0, size);
  const at = new Map(board.map((p) => [p.square, p]));
  const cell = (p: PieceOnSquare | undefined): string => {
    if (variant === '007') {
      if (!p) return '.';
      const letter = ORTHODOX[p.piece] ?? '?';
      return p.color === 'white' ? letter.toUpperCase() : letter;
    }
    return p ? `${p.color[0]}${COALITION[p.piece] ?? '?'}` : ' .';
  };
  const lines: string[] = [];
  for (let rank = size; rank >= 1; rank--) {
    const cells = [...files].map((f) => cell(at.get(`${f}${rank}`)));
    lines.push(`${String(rank).padStart(2)} ${cells.join(' ')}`);
  }
  lines.push(`   ${[...files].map((f) => (variant === '007' ? f : ` ${f}`)).join(' ')}`);
  return lines.join('\n');
}
