import { fail, type Result } from '../core/result';
import { bit } from './game';
import { GEOMETRY, SQUARES } from './layout';
import type { CoalitionOptions } from './options';
import { GUARD, hasMoved, KING, MACHINE_GUN, PIECE_LETTERS, pieceCode, SEAT_LETTERS, seatOf, typeOf } from './pieces';
import type { CoalitionRecord, CoalitionState, ResultReason } from './state';

/**
 * The position text of a Coalition Chess state (the CLI's `--position`, the server's snapshot):
 *
 *   <board> phase=active round=1 turn=y pending=- deferred=- skip=- coalitions=- out=-
 *   arrange=bgr cyclist=yb setup=- ep=- reset=0 plies=0 offer=- result=- history=-
 *
 * Board: ranks 10 down to 1 separated by `/`; a piece is its seat letter and piece letter
 * (`yK`, `gS`), a guard or machine gun that has moved gets a `'`; digits count empty squares.
 * Seat sets are strings of seat letters, `-` when empty. coalitions: `yg@1:check,...`;
 * ep: `<seat>:<skipped square>,...`; offer: `<by>:<agreed seats>`; result: `<reason>:<winners>`;
 * history: the repetition keys since the last capture or guard move. Every field is written, so
 * parsing the text of a state gives that state back exactly.
 */
const letterSeat = (ch: string): number => SEAT_LETTERS.indexOf(ch as (typeof SEAT_LETTERS)[number]);

const maskText = (mask: number): string => SEAT_LETTERS.filter((_, s) => mask & bit(s)).join('') || '-';

function parseMask(text: string): number | undefined {
  if (text === '-') return 0;
  let mask = 0;
  for (const ch of text) {
    const seat = letterSeat(ch);
    if (seat < 0 || mask & bit(seat)) return undefined;
    mask |= bit(seat);
  }
  return mask;
}

function parseSeatList(text: string): number[] | undefined {
  if (text === '-') return [];
  const seats = text.split(',').map(letterSeat);
  return seats.some((s) => s < 0) ? undefined : seats;
}

export function boardText(board: ArrayLike<number>): string {
  const ranks: string[] = [];
  for (let rank = 9; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < 10; file++) {
      const code = board[rank * 10 + file];
      if (!code) {
        empty++;
        continue;
      }
      if (empty) row += String(empty);
      empty = 0;
      row += SEAT_LETTERS[seatOf(code)] + PIECE_LETTERS[typeOf(code)] + (hasMoved(code) ? "'" : '');
    }
    if (empty) row += String(empty);
    ranks.push(row);
  }
  return ranks.join('/');
}

function parseBoard(text: string): number[] | string {
  const ranks = text.split('/');
  if (ranks.length !== 10) return 'the board needs 10 ranks';
  const board = new Array<number>(SQUARES).fill(0);
  for (let i = 0; i < 10; i++) {
    const rank = 9 - i;
    let file = 0;
    const re = /(10|[1-9])|([ybgr])([KTAECMGSP])(')?/gy;
    const row = ranks[i];
    let match: RegExpExecArray | null;
    let consumed = 0;
    while ((match = re.exec(row))) {
      consumed = re.lastIndex;
      if (match[1]) file += Number(match[1]);
      else {
        if (file >= 10) return `rank ${rank + 1} is too long`;
        const type = PIECE_LETTERS.indexOf(match[3]);
        if (match[4] && type !== GUARD && type !== MACHINE_GUN)
          return `only guards and machine guns carry a moved mark`;
        board[rank * 10 + file++] = pieceCode(letterSeat(match[2]), type, match[4] !== undefined);
      }
    }
    if (consumed !== row.length || file !== 10) return `rank ${rank + 1} does not describe 10 squares`;
  }
  return board;
}

const BY: readonly CoalitionRecord['by'][] = ['declaration', 'check', 'capture'];
const REASONS: readonly ResultReason[] = [
  'checkmate',
  'resignation',
  'timeout',
  'small-powers-captured',
  'stalemate',
  'agreement',
  'threefold-repetition',
  'fivefold-repetition',
  'fifty-rounds',
  'seventy-five-rounds',
  'neutrality',
];

export function makePosition(s: CoalitionState): string {
  const fields: [string, string][] = [
    ['phase', s.phase],
    ['round', String(s.round)],
    ['turn', SEAT_LETTERS[s.turn]],
    ['pending', s.pending.map((x) => SEAT_LETTERS[x]).join(',') || '-'],
    ['deferred', s.deferred.map((x) => SEAT_LETTERS[x]).join(',') || '-'],
    ['skip', maskText(s.skip)],
    [
      'coalitions',
      s.coalitions.map((c) => `${SEAT_LETTERS[c.seats[0]]}${SEAT_LETTERS[c.seats[1]]}@${c.round}:${c.by}`).join(',') ||
        '-',
    ],
    ['out', maskText(s.out)],
    ['arrange', maskText(s.arrangeLeft)],
    ['cyclist', maskText(s.cyclistLeft)],
    ['setup', maskText(s.setupDone)],
    [
      'ep',
      s.ep
        .map((sq, seat) => (sq >= 0 ? `${SEAT_LETTERS[seat]}:${GEOMETRY.makeSquare(sq)}` : ''))
        .filter(Boolean)
        .join(',') || '-',
    ],
    ['reset', String(s.lastResetRound)],
    ['plies', String(s.plies)],
    ['offer', s.drawOffer ? `${SEAT_LETTERS[s.drawOffer.by]}:${maskText(s.drawOffer.agreed)}` : '-'],
    ['result', s.result ? `${s.result.reason}:${maskText(s.result.winners)}` : '-'],
    ['history', s.history.join(',') || '-'],
  ];
  return [boardText(s.board), ...fields.map(([k, v]) => `${k}=${v}`)].join(' ');
}

const PHASES = ['setup', 'active', 'finished', 'aborted'] as const;

/** Parses a position text; the checks keep out what no game can reach in a way that breaks the engine. */
export function parsePosition(text: string, options: CoalitionOptions): Result<CoalitionState> {
  const bad = (message: string) => fail<CoalitionState>('BAD_NOTATION', `position: ${message}`, 'coalition.md §10');
  const tokens = text.trim().split(/\s+/);
  const board = parseBoard(tokens[0] ?? '');
  if (typeof board === 'string') return bad(board);
  const f = new Map<string, string>();
  for (const token of tokens.slice(1)) {
    const eq = token.indexOf('=');
    if (eq <= 0) return bad(`"${token}" is not key=value`);
    const key = token.slice(0, eq);
    if (f.has(key)) return bad(`field ${key} given twice`);
    f.set(key, token.slice(eq + 1));
  }
  const known = [
    'phase',
    'round',
    'turn',
    'pending',
    'deferred',
    'skip',
    'coalitions',
    'out',
    'arrange',
    'cyclist',
    'setup',
    'ep',
    'reset',
    'plies',
    'offer',
    'result',
    'history',
  ];
  for (const key of f.keys()) if (!known.includes(key)) return bad(`unknown field ${key}`);
  const get = (key: string, fallback: string) => f.get(key) ?? fallback;

  const phase = get('phase', 'active') as CoalitionState['phase'];
  if (!PHASES.includes(phase)) return bad(`phase must be one of ${PHASES.join(', ')}`);
  const num = (key: string, fallback: string): number | undefined => {
    const v = get(key, fallback);
    return /^(0|[1-9][0-9]{0,8})$/.test(v) ? Number(v) : undefined;
  };
  const round = num('round', '1');
  const reset = num('reset', '0');
  const plies = num('plies', '0');
  if (round === undefined || round < 1 || reset === undefined || plies === undefined)
    return bad('round, reset and plies are numbers (round from 1)');
  const turn = letterSeat(get('turn', 'y'));
  if (turn < 0) return bad('turn is a seat letter');
  const pending = parseSeatList(get('pending', '-'));
  const deferred = parseSeatList(get('deferred', '-'));
  if (!pending || !deferred || [...pending, ...deferred].some((s) => s > 1))
    return bad('pending/deferred list great powers (y, b)');
  const masks = ['skip', 'out', 'arrange', 'cyclist', 'setup'].map((k) =>
    parseMask(get(k, k === 'arrange' ? 'bgr' : k === 'cyclist' ? 'yb' : '-')),
  );
  if (masks.some((m) => m === undefined)) return bad('skip, out, arrange, cyclist and setup are sets of seat letters');
  const [skip, out, arrangeLeft, cyclistLeft, setupDone] = masks as number[];

  const coalitions: CoalitionRecord[] = [];
  const partner = [-1, -1, -1, -1];
  const coalitionText = get('coalitions', '-');
  if (coalitionText !== '-')
    for (const item of coalitionText.split(',')) {
      const m = /^([ybgr])([ybgr])@([1-9][0-9]*):([a-z]+)$/.exec(item);
      const by = m?.[4] as CoalitionRecord['by'];
      if (!m || !BY.includes(by)) return bad(`coalition "${item}" is not like yg@1:check`);
      const a = letterSeat(m[1]);
      const b = letterSeat(m[2]);
      if (a === b || partner[a] >= 0 || partner[b] >= 0) return bad(`coalition "${item}" repeats a seat`);
      partner[a] = b;
      partner[b] = a;
      coalitions.push({ seats: [a, b], round: Number(m[3]), by });
    }

  const ep = [-1, -1, -1, -1];
  const epText = get('ep', '-');
  if (epText !== '-')
    for (const item of epText.split(',')) {
      const m = /^([ybgr]):([a-j](?:10|[1-9]))$/.exec(item);
      if (!m || ep[letterSeat(m[1])] >= 0) return bad(`en passant "${item}" is not like y:e3`);
      ep[letterSeat(m[1])] = GEOMETRY.parseSquare(m[2])!;
    }

  let drawOffer: CoalitionState['drawOffer'] = null;
  const offerText = get('offer', '-');
  if (offerText !== '-') {
    const m = /^([ybgr]):([ybgr]+)$/.exec(offerText);
    const agreed = m ? parseMask(m[2]) : undefined;
    if (!m || agreed === undefined) return bad('offer is like y:yb');
    drawOffer = { by: letterSeat(m[1]), agreed };
  }
  let result: CoalitionState['result'] = null;
  const resultText = get('result', '-');
  if (resultText !== '-') {
    const m = /^([a-z-]+):([ybgr]+|-)$/.exec(resultText);
    const winners = m ? parseMask(m[2]) : undefined;
    if (!m || !REASONS.includes(m[1] as ResultReason) || winners === undefined)
      return bad('result is like checkmate:yg');
    result = { reason: m[1] as ResultReason, winners };
  }
  const historyText = get('history', '-');
  const history = historyText === '-' ? [] : historyText.split(',');
  if (history.some((h) => !/^[0-9a-f]{16}$/.test(h))) return bad('history holds 16-digit hex keys');

  // Facts the engine relies on.
  const kings = [0, 0];
  for (const code of board)
    if (code && typeOf(code) === KING) {
      if (seatOf(code) > 1) return fail('BAD_POSITION', 'only Yellow and Black have Kings', 'coalition.md §2');
      kings[seatOf(code)]++;
    }
  if (kings[0] !== 1 || kings[1] !== 1)
    return fail('BAD_POSITION', 'Yellow and Black need exactly one King each', 'coalition.md §2');
  if ((phase === 'finished' || phase === 'aborted') !== (result !== null))
    return bad('a result belongs to a finished or aborted game');
  if (out & 3) return fail('BAD_POSITION', 'great powers never leave the game', 'coalition.md §5');
  if (out & bit(turn)) return fail('BAD_POSITION', 'the seat to move is out of the game', 'coalition.md §5');

  return {
    ok: true,
    value: Object.freeze({
      options,
      board: Object.freeze(board),
      phase,
      round,
      turn,
      pending: Object.freeze(pending),
      deferred: Object.freeze(deferred),
      skip,
      coalitions: Object.freeze(coalitions),
      out,
      arrangeLeft,
      cyclistLeft,
      setupDone,
      ep: Object.freeze(ep),
      lastResetRound: reset,
      plies,
      history: Object.freeze(history),
      drawOffer,
      result,
    }),
  };
}
