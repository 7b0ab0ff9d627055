import { fail, ok, type Result } from '../core/result';
import type { GameResult } from '../core/view';
import { Board } from './board';
import { drawResult, winResult } from './game';
import { makeFen, makeSquare, parseFen, parseSquare } from './notation';
import type { Options007 } from './options';
import type { State007 } from './state';

/**
 * The extended FEN of a full 007 state, one line: the orthodox FEN of the position, then
 * `;key=value` fields for what the FEN cannot say — the half-move count (turn schedule
 * position), the start colour and start FEN, the Détente squares of the current turn, the
 * pending draw offer, the result and the repetition history since the last capture or pawn
 * move. Its size does not grow with the game (the record of half-moves is not in it):
 *
 *   <FEN>;ply=3;first=w;turn=e4|d5;offer=-;result=-;start=<FEN>;reps=<k>,<k>
 *
 * Options are stored beside the snapshot by the server and passed to `deserialize`.
 */
export function serializeState(state: State007): string {
  const turn = state.turnMoved.map((sqs) => (sqs.length ? sqs.map(makeSquare).join('.') : '-')).join('|') || '-';
  const result = state.result ? `${state.result.winners[0] ?? 'draw'}:${state.result.reason}` : '-';
  return [
    makeFen(Board.fromSnapshot(state.board)),
    `ply=${state.ply}`,
    `first=${state.firstColor ? 'b' : 'w'}`,
    `turn=${turn}`,
    `offer=${state.drawOffer ?? '-'}`,
    `result=${result}`,
    `start=${state.startFen}`,
    `reps=${state.repetitions.join(',')}`,
  ].join(';');
}

export function deserializeState(text: string, options: Options007): Result<State007> {
  const [fen, ...fields] = text.split(';');
  const board = parseFen(fen ?? '', 'none');
  if (!board.ok) return board;
  const map = new Map<string, string>();
  for (const field of fields) {
    const eq = field.indexOf('=');
    if (eq < 0) return fail('BAD_NOTATION', `bad state field "${field}"`);
    map.set(field.slice(0, eq), field.slice(eq + 1));
  }
  // A `moves=` field (the record, in texts written before it left the state) is ignored.
  for (const key of ['ply', 'first', 'turn', 'offer', 'result', 'start', 'reps'])
    if (!map.has(key)) return fail('BAD_NOTATION', `state text lacks "${key}"`);
  const ply = Number(map.get('ply'));
  if (!Number.isInteger(ply) || ply < 0) return fail('BAD_NOTATION', 'bad ply');
  const first = map.get('first');
  if (first !== 'w' && first !== 'b') return fail('BAD_NOTATION', 'bad first colour');
  const turnMoved: number[][] = [];
  if (map.get('turn') !== '-') {
    for (const part of map.get('turn')!.split('|')) {
      const sqs = part === '-' ? [] : part.split('.').map(parseSquare);
      if (sqs.some((s) => s === undefined)) return fail('BAD_NOTATION', 'bad turn squares');
      turnMoved.push(sqs as number[]);
    }
  }
  const offer = map.get('offer');
  if (offer !== '-' && offer !== 'white' && offer !== 'black') return fail('BAD_NOTATION', 'bad draw offer');
  let result: GameResult | null = null;
  const rawResult = map.get('result')!;
  if (rawResult !== '-') {
    const [who, reason] = rawResult.split(':');
    if (!reason) return fail('BAD_NOTATION', 'bad result');
    if (who === 'draw') result = drawResult(reason);
    else if (who === 'white' || who === 'black') result = winResult(who, reason);
    else return fail('BAD_NOTATION', 'bad result');
  }
  const reps = map.get('reps') ? map.get('reps')!.split(',') : [];
  return ok({
    options,
    startFen: map.get('start')!,
    firstColor: first === 'w' ? 0 : 1,
    board: board.value.snapshot(),
    ply,
    turnMoved,
    repetitions: reps,
    drawOffer: offer === '-' ? null : offer,
    result,
  });
}
