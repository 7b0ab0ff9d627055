import type { Action } from '../core/action';
import type { Effect } from '../core/effect';
import { PIECE_LETTERS, PIECE_NAMES } from './pieces';

/**
 * A readable Coalition Chess record: the game by rounds, one step per seat's action — the seat,
 * a move as piece letter and squares (`Te4xe9+`), declarations and arrangements in words. The
 * server's `record.txt`, the command line and the dashboard's move list share it, so a record
 * reads the same everywhere.
 */
export interface RecordStep {
  readonly action: Action;
  /** The effects the rules recorded for the action (the event's `effects`). */
  readonly effects: readonly Effect[];
  /** For a move: the API name of the piece that moved (`tank`), read from the position before it. */
  readonly piece?: string;
}

const capital = (seat: string): string => seat.charAt(0).toUpperCase() + seat.slice(1);

const SQUARES = /^([a-j](?:10|[1-9]))([a-j](?:10|[1-9]))(=[A-Z])?$/;

/** The letter of a piece by its API name (`machine_gun` → `M`); empty when unknown. */
export function pieceLetter(piece: string | undefined): string {
  const i = PIECE_NAMES.indexOf(piece as (typeof PIECE_NAMES)[number]);
  return i < 0 ? '' : PIECE_LETTERS[i];
}

/**
 * A board move as the record writes it: piece letter, from, `-` or `x`, to, a promotion, and `+`
 * when it checks a King (`Pe2-e4`, `Te4xe9+`, `Gd9-d10=T`). A text the rules cannot have written
 * comes back as it is.
 */
export function coalitionMoveText(move: string, piece: string | undefined, effects: readonly Effect[]): string {
  const m = SQUARES.exec(move);
  if (!m) return move;
  const moved = effects.find((e) => e.type === 'moved');
  const capture = moved?.type === 'moved' && moved.capture;
  const check = effects.some((e) => e.type === 'check');
  return `${pieceLetter(piece)}${m[1]}${capture ? 'x' : '-'}${m[2]}${m[3] ?? ''}${check ? '+' : ''}`;
}

const and = (seats: readonly string[]): string =>
  seats.length <= 1
    ? seats.map(capital).join('')
    : `${seats.slice(0, -1).map(capital).join(', ')} and ${capital(seats[seats.length - 1])}`;

/** What happened besides the action itself, in words (a coalition by check, a seat leaving). */
function consequences(action: Action, effects: readonly Effect[]): string[] {
  const out: string[] = [];
  for (const e of effects) {
    if (e.type === 'check' && action.type !== 'move') out.push(`${capital(e.seat)} in check`);
    else if (e.type === 'coalition-formed' && action.type !== 'declare')
      out.push(`${and(e.coalition.seats)} form a coalition by ${e.coalition.by}`);
    else if (e.type === 'eliminated' && action.type !== 'resign')
      out.push(`${capital(e.seat)} leaves the game (${e.reason === 'no-pieces' ? 'no pieces left' : 'resigned'})`);
    else if (e.type === 'passed' && e.forced && action.type !== 'pass') out.push(`${capital(e.seat)} cannot move`);
  }
  return out;
}

/** One step in words: `Yellow Pe2-e4+`, `Green declares a coalition with Yellow`. */
export function coalitionStepText(step: RecordStep): string {
  const { action, effects } = step;
  const moved = effects.find((e) => e.type === 'moved');
  const seat = capital(action.seat ?? (moved?.type === 'moved' ? moved.seat : ''));
  let text: string;
  switch (action.type) {
    case 'move':
      text = `${seat} ${coalitionMoveText(action.move, step.piece, effects)}`;
      break;
    case 'declare':
      text = `${seat} declares a coalition with ${capital(action.ally)}`;
      break;
    case 'arrange':
      text = `${seat} arranges its pieces`;
      break;
    case 'pass': {
      const forced = effects.some((e) => e.type === 'passed' && e.forced);
      text = forced ? `${seat} cannot move` : `${seat} passes`;
      break;
    }
    case 'cyclist':
      text = `${seat} moves the cyclist to ${action.square}`;
      break;
    case 'resign':
      text = action.reason === 'timeout' ? `${seat} runs out of time` : `${seat} resigns`;
      break;
    case 'offer-draw':
      text = `${seat} offers a draw`;
      break;
    case 'accept-draw':
      text = `${seat} accepts the draw`;
      break;
    case 'decline-draw':
      text = `${seat} declines the draw`;
      break;
    case 'claim-draw':
      text = `${seat} claims a draw`;
      break;
  }
  const more = consequences(action, effects);
  // A comma, not the '; ' that separates a round's steps: a step with two notes stays one step.
  return more.length ? `${text} (${more.join(', ')})` : text;
}

function resultText(effects: readonly Effect[]): string | null {
  const over = effects.find((e) => e.type === 'game-over');
  if (over?.type !== 'game-over') return null;
  if (over.status === 'aborted') return `Result: aborted (${over.result.reason})`;
  const winners = over.result.winners;
  const points = Object.entries(over.result.points)
    .map(([seat, n]) => `${capital(seat)} ${n}`)
    .join(', ');
  const who = winners.length ? `${and(winners)} ${winners.length === 1 ? 'wins' : 'win'}` : 'drawn';
  return `Result: ${who} (${over.result.reason}); points: ${points}`;
}

/**
 * The whole record: optional header lines (`Key: value`), the set-up's arrangements, one line per
 * round (`Round 3: Yellow Pe2-e4; Black …`), then the result. Rounds follow the rules' own
 * `round-started` effects, so out-of-turn check answers stay in the round they were played in.
 */
export function coalitionRecordText(
  steps: readonly RecordStep[],
  header: ReadonlyArray<readonly [string, string]> = [],
): string {
  const lines = header.map(([k, v]) => `${k}: ${v}`);
  if (lines.length) lines.push('');
  let round = 1;
  let inPlay = false;
  let label = '';
  let items: string[] = [];
  let result: string | null = null;
  const flush = () => {
    if (items.length) lines.push(`${label}: ${items.join('; ')}`);
    items = [];
  };
  for (const step of steps) {
    if (step.action.type !== 'arrange') inPlay = true;
    const next = inPlay ? `Round ${round}` : 'Set-up';
    if (next !== label) {
      flush();
      label = next;
    }
    items.push(coalitionStepText(step));
    for (const e of step.effects)
      if (e.type === 'round-started') {
        round = e.round;
        inPlay = true; // the set-up ends with round 1's start; re-arrangements after it are play
      }
    result = resultText(step.effects) ?? result;
  }
  flush();
  if (result) lines.push(result);
  return lines.join('\n') + '\n';
}
