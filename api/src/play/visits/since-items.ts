import type { WindowEvent } from './visit.repository';

/** What one item of the summary reports. */
export const SINCE_KINDS = [
  'move',
  'check',
  'declaration',
  'coalition',
  'arrangement',
  'pass',
  'resignation',
  'draw-offered',
  'draw-declined',
  'draw-accepted',
  'draw-claimed',
  'seat-change',
  'game-over',
] as const;
export type SinceKind = (typeof SINCE_KINDS)[number];

/** One thing that happened since the reader's last visit, in the order it happened. */
export interface SinceItem {
  readonly seq: number;
  readonly kind: SinceKind;
  /** The party that acted (for a check: the party in check; for a seat change: the seat). */
  readonly seat: string | null;
  /** Coalition Chess: the round; 007: the turn. */
  readonly round: number | null;
  /** A move in coordinate form (`e2e4`) and its squares, for the board's highlight. */
  readonly move: string | null;
  readonly from: string | null;
  readonly to: string | null;
  /** A move as the record writes it (007: SAN such as `Nf6`; Coalition Chess: `e2-e4+`). */
  readonly text: string | null;
  /** A declaration's ally; the seats of a coalition formed. */
  readonly ally: string | null;
  readonly seats: string[];
  /** The event's type, for a seat change: `seat-handed-over`, `seat-offered`, … */
  readonly event: string;
}

type Effect = { readonly type: string; readonly [key: string]: unknown };
const SQUARES = /^([a-j](?:10|[1-9]))([a-j](?:10|[1-9]))(?:=?[A-Za-z])?$/;
const SEAT_EVENTS = new Set([
  'seat-taken',
  'seat-left',
  'invitation-claimed',
  'seat-offered',
  'seat-offer-withdrawn',
  'seat-handed-over',
]);
const DRAWS: Readonly<Record<string, SinceKind>> = {
  'offer-draw': 'draw-offered',
  'decline-draw': 'draw-declined',
  'accept-draw': 'draw-accepted',
  'claim-draw': 'draw-claimed',
};

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/**
 * The summary's items from the events of the window, composed from the events alone (the rules'
 * recorded effects), never from the game as it now is. `start` is where the game stood at the
 * window's start: the round (Coalition Chess) or the number of turns started (007).
 */
export function sinceItems(
  variant: string,
  events: readonly WindowEvent[],
  start: { round: number | null; turns: number },
): SinceItem[] {
  let round = variant === 'coalition' ? (start.round ?? 1) : start.turns + 1;
  const items: SinceItem[] = [];
  for (const e of events) {
    const action = (e.payload.action ?? {}) as Record<string, unknown>;
    const effects = (Array.isArray(e.payload.effects) ? e.payload.effects : []) as Effect[];
    const base = {
      seq: e.seq,
      seat: e.seat ?? str(action.seat),
      round,
      move: null,
      from: null,
      to: null,
      text: null,
      ally: null,
      seats: [] as string[],
      event: e.type,
    };
    if (e.type === 'move') {
      const moved = effects.find((x) => x.type === 'moved');
      const move = str(action.move) ?? str(moved?.move) ?? '';
      const squares = SQUARES.exec(move);
      const check = effects.some((x) => x.type === 'check');
      const text =
        str(moved?.san) ??
        (squares ? `${squares[1]}${moved?.capture ? 'x' : '-'}${squares[2]}${check ? '+' : ''}` : move);
      items.push({
        ...base,
        kind: 'move',
        seat: base.seat ?? str(moved?.seat),
        move,
        from: squares?.[1] ?? null,
        to: squares?.[2] ?? null,
        text,
      });
    } else if (e.type === 'declare') items.push({ ...base, kind: 'declaration', ally: str(action.ally) });
    else if (e.type === 'arrange') items.push({ ...base, kind: 'arrangement' });
    else if (e.type === 'pass') items.push({ ...base, kind: 'pass' });
    else if (e.type === 'resign') items.push({ ...base, kind: 'resignation' });
    else if (DRAWS[e.type]) items.push({ ...base, kind: DRAWS[e.type] });
    else if (SEAT_EVENTS.has(e.type))
      items.push({ ...base, kind: 'seat-change', seat: str(e.payload.seat) ?? base.seat });
    for (const x of effects) {
      const at = { ...base, round, event: e.type };
      if (x.type === 'check') items.push({ ...at, kind: 'check', seat: str(x.seat) });
      else if (x.type === 'coalition-formed' && e.type !== 'declare') {
        const coalition = (x.coalition ?? {}) as { seats?: unknown };
        const seats = Array.isArray(coalition.seats) ? coalition.seats.filter((s) => typeof s === 'string') : [];
        items.push({ ...at, kind: 'coalition', seat: null, seats });
      } else if (x.type === 'game-over') items.push({ ...at, kind: 'game-over', seat: null });
      else if (x.type === 'round-started' && typeof x.round === 'number') round = x.round;
      else if (x.type === 'turn-started' && variant !== 'coalition') round++;
    }
  }
  return items;
}
