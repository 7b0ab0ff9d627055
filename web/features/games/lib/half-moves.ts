import type { GameEvent } from '../../../lib/api/client';

/** One board move of the game, as the move list, the replay and the board's marks count them. */
export interface HalfMove {
  /** 0 for the game's first half-move. */
  index: number;
  /** Where it stands in the event log (the log also holds declarations, offers, arrangements). */
  eventIndex: number;
  seq: number;
  /** The seat that made it. */
  seat: string;
  /** The colour of the piece moved (007: the opponent's on a turn's second half-move). */
  color: string;
  /** Coordinate form, as sent: `e2e4`, `d9d10=T`. */
  move: string;
  /** Standard algebraic notation, when the variant has one (007). */
  san?: string;
  /** The piece moved (`knight`, `tank`), when the event says. */
  piece?: string;
  check: boolean;
}

type Effect = { type: string; seat?: string; color?: string; move?: string; san?: string; piece?: string };

/** The half-moves of an event log, in order. */
export function halfMovesOf(events: readonly GameEvent[]): HalfMove[] {
  const out: HalfMove[] = [];
  events.forEach((e, eventIndex) => {
    const action = e.payload.action as { type?: string; move?: string } | undefined;
    if (e.type !== 'move' || action?.type !== 'move' || !action.move) return;
    const effects = (e.payload.effects as Effect[] | undefined) ?? [];
    const moved = effects.find((f) => f.type === 'moved');
    const seat = e.seat ?? moved?.seat ?? '';
    out.push({
      index: out.length,
      eventIndex,
      seq: e.seq,
      seat,
      color: moved?.color ?? seat,
      move: moved?.move ?? action.move,
      san: moved?.san,
      piece: moved?.piece,
      check: effects.some((f) => f.type === 'check'),
    });
  });
  return out;
}

/**
 * The last turn: the trailing run of half-moves by one seat (in 007 a whole turn of three, the
 * opponent's piece in the middle; in Coalition Chess one move). Empty before the first move.
 */
export function lastTurnOf(halfMoves: readonly HalfMove[]): HalfMove[] {
  const last = halfMoves.at(-1);
  if (!last) return [];
  let start = halfMoves.length - 1;
  while (start > 0 && halfMoves[start - 1].seat === last.seat) start--;
  return halfMoves.slice(start);
}

/** A square marked on the board with the numbers of the half-moves that ended there. */
export interface SquareMark {
  square: string;
  label: string;
}

/**
 * The board's marks for a run of half-moves: every from- and to-square highlighted, each
 * to-square numbered by its half-move's place in the turn ("1", "2", "3"; "1·3" when two end there).
 */
export function marksOf(
  run: readonly HalfMove[],
  parse: (move: string) => { from: string; to: string } | null | undefined,
): { squares: string[]; marks: SquareMark[] } {
  const squares: string[] = [];
  const labels = new Map<string, string[]>();
  run.forEach((h, i) => {
    const p = parse(h.move);
    if (!p) return;
    squares.push(p.from, p.to);
    labels.set(p.to, [...(labels.get(p.to) ?? []), String(i + 1)]);
  });
  return { squares, marks: [...labels].map(([square, l]) => ({ square, label: l.join('·') })) };
}
