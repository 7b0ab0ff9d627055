import type { Action } from '../core/action';
import type { Effect } from '../core/effect';

/** One action of a 007 game with the effects the rules recorded for it. */
export interface Step007 {
  readonly action: Action;
  readonly effects: readonly Effect[];
}

const capital = (seat: string): string => seat.charAt(0).toUpperCase() + seat.slice(1);

const WORDS: Partial<Record<Action['type'], string>> = {
  resign: 'resigns',
  'offer-draw': 'offers a draw',
  'accept-draw': 'accepts the draw',
  'decline-draw': 'declines the draw',
  'claim-draw': 'claims a draw',
  pass: 'passes',
};

/**
 * A 007 game as readable text, one line per turn: `Turn 3, White: e4 Nf6 Bc4+` — the three
 * half-moves in SAN (the second moves the opponent's piece), other actions in words, then the result.
 */
export function chess007RecordText(
  steps: readonly Step007[],
  header: ReadonlyArray<readonly [string, string]> = [],
): string {
  const lines = header.map(([k, v]) => `${k}: ${v}`);
  if (lines.length) lines.push('');
  let turn = 0;
  let seat = '';
  let items: string[] = [];
  let result: string | null = null;
  const flush = () => {
    if (items.length) lines.push(`Turn ${turn}, ${capital(seat)}: ${items.join(' ')}`);
    items = [];
  };
  for (const { action, effects } of steps) {
    const moved = effects.find((e) => e.type === 'moved');
    const by = action.seat ?? (moved?.type === 'moved' ? moved.seat : seat);
    // Only a move begins a turn: an offer or a resignation out of turn is noted in the turn it came in.
    if (action.type === 'move' && by !== seat) {
      flush();
      seat = by;
      turn++;
    }
    if (action.type === 'move') items.push(moved?.type === 'moved' ? (moved.san ?? moved.move) : action.move);
    else items.push(`(${capital(by)} ${WORDS[action.type] ?? action.type})`);
    const over = effects.find((e) => e.type === 'game-over');
    if (over?.type === 'game-over') {
      const w = over.result.winners;
      result = `Result: ${w.length ? `${w.map(capital).join(' and ')} wins` : 'drawn'} (${over.result.reason})`;
    }
  }
  flush();
  if (result) lines.push(result);
  return lines.join('\n') + '\n';
}
