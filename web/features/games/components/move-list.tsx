'use client';
import { useEffect, useMemo, useRef } from 'react';
import { coalitionMoveText, type Effect as EngineEffect } from '@entente/engine';
import type { Game, GameEvent } from '../../../lib/api/client';
import { seatLabel } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey, Translate } from '../../../lib/i18n/translate';
import { PieceGlyph } from '../../../components/board/glyphs';
import { useMovedPieces } from '../hooks/use-moved-pieces';

interface Item {
  seq: number;
  seat: string;
  /** The colour of the piece moved (007: the opponent's on half-move 2). */
  color: string;
  text: string;
  check: boolean;
  /** A Coalition move and its effects, written as the readable record writes it once its piece is known. */
  coalition?: { move: string; effects: readonly EngineEffect[] };
  /** For a board move: how many half-moves have been played once it is (1 for the first). */
  after?: number;
  /** For a board move: its place in its 007 turn (1–3). */
  part?: number;
}
interface Group {
  label: string;
  items: Item[];
}

type Effect = { type: string; seat?: string; color?: string; move?: string; san?: string; round?: number };

/**
 * The move list: 007 grouped by turn (one player's half-moves, numbered), Coalition Chess by
 * round. Each board move is a button that replays the game to the position after it; the move
 * of the position shown is marked.
 */
export function MoveList({
  game,
  events,
  shown,
  onSelect,
}: {
  game: Game;
  events: readonly GameEvent[] | null;
  /** How many half-moves the board shows (the replay's position, or all of them). */
  shown: number;
  onSelect: (afterHalfMoves: number) => void;
}) {
  const { t } = useI18n();
  const groups = useMemo(() => (events ? groupMoves(t, game.variant, events) : []), [t, game.variant, events]);
  // Coalition moves are coordinates: each is shown with the piece that made it.
  const pieces = useMovedPieces(game, events);
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight });
  }, [groups]);
  return (
    <section className="panel" data-testid="move-list">
      <h2>{t('game.moves')}</h2>
      {events && groups.length === 0 && <p className="muted">{t('game.noMoves')}</p>}
      <div className="move-scroll" ref={scroller}>
        <ol className="move-groups">
          {groups.map((g, i) => (
            <li key={i} data-testid="move-group">
              <span className="group-label">{g.label}</span>
              <span className="group-items">
                {g.items.map((it) =>
                  it.after === undefined ? (
                    <span key={it.seq} className="mv" data-seq={it.seq}>
                      <i className={`dot ${it.color}`} aria-hidden="true" title={seatLabel(t, it.color)} />
                      {it.text}
                    </span>
                  ) : (
                    <button
                      key={it.seq}
                      type="button"
                      className="mv"
                      data-seq={it.seq}
                      data-after={it.after}
                      aria-current={it.after === shown ? 'step' : undefined}
                      onClick={() => onSelect(it.after!)}
                    >
                      {it.part !== undefined && <span className="mv-part">{it.part}</span>}
                      <i className={`dot ${it.color}`} aria-hidden="true" title={seatLabel(t, it.color)} />
                      {pieces.has(it.seq) && (
                        <span className="mv-piece" data-piece={pieces.get(it.seq)}>
                          <PieceGlyph piece={pieces.get(it.seq)!} color={it.color} variant={game.variant} size={18} />
                          <span className="sr-only">{t(`piece.${pieces.get(it.seq)}` as MessageKey)} </span>
                        </span>
                      )}
                      {it.coalition
                        ? coalitionMoveText(it.coalition.move, pieces.get(it.seq), it.coalition.effects)
                        : it.text}
                    </button>
                  ),
                )}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function groupMoves(t: Translate, variant: string, events: readonly GameEvent[]): Group[] {
  const groups: Group[] = [];
  let round = 1;
  let current: Group | null = null;
  let currentKey = '';
  let turn = 0;
  let inPlay = false;
  let halfMoves = 0;
  for (const e of events) {
    const action = e.payload.action as { type?: string; ally?: string; move?: string } | undefined;
    if (!action?.type) continue;
    const effects = (e.payload.effects as Effect[] | undefined) ?? [];
    const moved = effects.find((f) => f.type === 'moved');
    const seat = e.seat ?? moved?.seat ?? '';
    const isMove = e.type === 'move' && action.type === 'move';
    const text = isMove
      ? (moved?.san ?? action.move ?? '')
      : action.type === 'declare'
        ? t('ml.declare', { seat: seatLabel(t, action.ally ?? '') })
        : t(`ml.${action.type}` as MessageKey);
    const item: Item = {
      seq: e.seq,
      seat,
      color: moved?.color ?? seat,
      text,
      check: effects.some((f) => f.type === 'check'),
      after: isMove ? ++halfMoves : undefined,
      coalition:
        isMove && variant === 'coalition' && action.move
          ? { move: action.move, effects: effects as unknown as EngineEffect[] }
          : undefined,
    };
    // Set-up arrangements come before round 1; after the first other action every step is in a round.
    if (action.type !== 'arrange') inPlay = true;
    const key = variant === '007' ? `seat:${seat}` : inPlay ? `round:${round}` : 'setup';
    if (!current || key !== currentKey) {
      if (variant === '007') turn++;
      current = {
        label: variant === '007' ? t('game.turn', { n: turn }) : inPlay ? t('game.round', { n: round }) : t('ml.setup'),
        items: [],
      };
      currentKey = key;
      groups.push(current);
    }
    if (variant === '007' && isMove) item.part = current.items.filter((it) => it.after !== undefined).length + 1;
    current.items.push(item);
    const next = effects.find((f) => f.type === 'round-started');
    if (next?.round) round = next.round;
  }
  return groups;
}
