import { WHITE } from './board';
import { INITIAL_FEN, makeSan, parseFen, parseMove } from './notation';
import { scheduleFor } from './schedule';
import type { State007 } from './state';

/**
 * PGN export of a 007 game (007.md §6): `moves` are its half-moves in coordinate form, from the
 * start, and `state` the state they led to (options, start position, result).
 *
 * The colours alternate, so the record is a legal orthodox game, and it is exported as one: with
 * no `Variant` tag, since readers replay the moves by the rules that tag names (chessops'
 * `startingPosition` refuses a variant it does not know; python-chess logs "unsupported variant"
 * and then cannot give a board). What makes the game 007 goes where readers keep it without
 * acting on it: the tag `EntenteVariant "007"`, the option tags, and a comment before each
 * turn's first half-move saying whose turn begins. Fast 007 is the exception: kings are left en
 * prise and captured, so its record is no orthodox game, and it keeps `Variant "007"` so that
 * readers refuse it rather than stop at the first move they find illegal.
 */
export function exportPgn(
  state: State007,
  moves: readonly string[],
  tags: Readonly<Record<string, string>> = {},
): string {
  if (moves.length !== state.ply) throw new Error(`${moves.length} half-moves for a state after ${state.ply}`);
  const o = state.options;
  const resultText = !state.result
    ? '*'
    : state.result.winners.length === 0
      ? '1/2-1/2'
      : state.result.winners[0] === 'white'
        ? '1-0'
        : '0-1';
  const headers: [string, string][] = [
    ['Event', tags.Event ?? '007 Chess'],
    ['Site', tags.Site ?? '?'],
    ['Date', tags.Date ?? '????.??.??'],
    ['Round', tags.Round ?? '?'],
    ['White', tags.White ?? '?'],
    ['Black', tags.Black ?? '?'],
    ['Result', resultText],
    ...(o.fast ? [['Variant', '007'] as [string, string]] : []),
    ['EntenteVariant', '007'],
    ['Completion', o.completion],
    ['Detente', String(o.detente)],
    ['Balanced', String(o.balanced)],
    ['Fast', String(o.fast)],
    ['Progressive', String(o.progressive)],
  ];
  if (state.startFen !== INITIAL_FEN) headers.push(['SetUp', '1'], ['FEN', state.startFen]);
  if (state.result) headers.push(['Termination', state.result.reason]);
  for (const [k, v] of Object.entries(tags)) if (!headers.some(([h]) => h === k)) headers.push([k, v]);

  const parsed = parseFen(state.startFen, o.fast ? 'fast' : 'orthodox');
  if (!parsed.ok) throw new Error(`corrupt state: ${parsed.error.message}`);
  const board = parsed.value;
  const schedule = scheduleFor(o, state.firstColor);
  const tokens: string[] = [];
  let afterComment = true;
  moves.forEach((text, ply) => {
    const slot = schedule.slot(ply);
    if (slot.part === 1) {
      tokens.push(`{ ${slot.seat === 'white' ? 'White' : 'Black'}'s turn ${slot.turn} }`);
      afterComment = true;
    }
    const move = parseMove(board, text, !o.fast);
    if (!move.ok) throw new Error(`corrupt record at half-move ${ply + 1}: ${move.error.message}`);
    const san = makeSan(board, move.value, !o.fast);
    if (board.turn === WHITE) tokens.push(`${board.fullmove}. ${san}`);
    else tokens.push(afterComment ? `${board.fullmove}... ${san}` : san);
    afterComment = false;
    board.make(move.value);
  });
  tokens.push(resultText);

  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (line && line.length + 1 + token.length > 79) {
      lines.push(line);
      line = token;
    } else line = line ? `${line} ${token}` : token;
  }
  if (line) lines.push(line);
  const escape = (v: string): string => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
  return `${headers.map(([k, v]) => `[${k} "${escape(v)}"]`).join('\n')}\n\n${lines.join('\n')}\n`;
}
