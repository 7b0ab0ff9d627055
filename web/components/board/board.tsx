'use client';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useI18n } from '../../lib/i18n/provider';
import type { MessageKey } from '../../lib/i18n/translate';
import { fromDisplay, isLight, parseMove, parseSquare, squareName, toDisplay, type Rotation } from './geometry';
import { glyphContent, PieceGlyph, PROMOTION_LETTERS } from './glyphs';

export interface BoardPiece {
  square: string;
  piece: string;
  color: string;
}

export interface ShadedArea {
  squares: readonly string[];
  color: string;
}

export interface BoardProps {
  variant: string;
  pieces: readonly BoardPiece[];
  rotation: Rotation;
  /** The moves the viewer may make now, in coordinate form (from the API or the local preview). */
  legalMoves?: readonly string[];
  onMove?: (move: string) => void;
  /** Squares to mark, e.g. the last move or the half-moves of a turn in preview. */
  highlights?: readonly string[];
  /** Numbers written in a square's corner: which half-moves of the turn shown ended there. */
  marks?: readonly { square: string; label: string }[];
  /** Set-up areas, shaded in their party's colour. */
  areas?: readonly ShadedArea[];
  /** Set-up editor: swap two squares inside `squares`. */
  arrange?: {
    squares: readonly string[];
    onSwap: (a: string, b: string) => void;
    canSwap?: (a: string, b: string) => boolean;
  };
  /**
   * A board only to look at (a sample position): read as one picture with this description,
   * never focused, nothing to move.
   */
  picture?: string;
}

const SQ = 100;
const MARGIN = 34;
const AREA_TINT: Record<string, string> = { yellow: '#f3c633', black: '#3b4250', green: '#35a150', red: '#d6423b' };

/**
 * The board as one SVG, turned to the viewer's seat, with coordinates on the left and bottom
 * edges. Pieces move by click (piece, then target), by drag, or by keyboard (arrow keys move a
 * cursor, Enter or Space acts like a click, Escape drops the selection). Legal targets are
 * marked from `legalMoves`; a promotion opens a picker of the pieces the rules allow.
 */
export function Board({
  variant,
  pieces,
  rotation,
  legalMoves = [],
  onMove,
  highlights = [],
  marks = [],
  areas = [],
  arrange,
  picture,
}: BoardProps) {
  const { t } = useI18n();
  const n = variant === 'coalition' ? 10 : 8;
  const svgRef = useRef<SVGSVGElement>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [cursor, setCursor] = useState<{ x: number; y: number } | null>(null);
  const [drag, setDrag] = useState<{ from: string; x: number; y: number; moved: boolean } | null>(null);
  const [promotion, setPromotion] = useState<{ from: string; to: string; options: string[] } | null>(null);
  // Marks the board as interactive once hydrated (the server-rendered board cannot move yet).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const bySquare = useMemo(() => new Map(pieces.map((p) => [p.square, p])), [pieces]);
  const movesFrom = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const m of legalMoves) {
      const parsed = parseMove(m);
      if (!parsed) continue;
      map.set(parsed.from, [...(map.get(parsed.from) ?? []), m]);
    }
    return map;
  }, [legalMoves]);
  const arrangeSet = useMemo(() => new Set(arrange?.squares ?? []), [arrange]);

  const targets = useMemo(() => {
    if (!selected) return new Set<string>();
    if (arrange)
      return new Set([...arrangeSet].filter((s) => s !== selected && (arrange.canSwap?.(selected, s) ?? true)));
    return new Set((movesFrom.get(selected) ?? []).map((m) => parseMove(m)!.to));
  }, [selected, movesFrom, arrange, arrangeSet]);

  const selectable = useCallback(
    (square: string) =>
      arrange ? arrangeSet.has(square) && bySquare.has(square) : (movesFrom.get(square)?.length ?? 0) > 0,
    [arrange, arrangeSet, bySquare, movesFrom],
  );

  const play = useCallback(
    (from: string, to: string) => {
      if (arrange) {
        arrange.onSwap(from, to);
        return;
      }
      const candidates = (movesFrom.get(from) ?? []).filter((m) => parseMove(m)!.to === to);
      if (candidates.length === 0) return;
      if (candidates.length === 1 && !parseMove(candidates[0])!.promotion) {
        onMove?.(candidates[0]);
        return;
      }
      setPromotion({ from, to, options: candidates });
    },
    [arrange, movesFrom, onMove],
  );

  /** A click (or Enter) on a square: select, move to a target, or drop the selection. */
  const activate = useCallback(
    (square: string) => {
      if (selected && targets.has(square)) {
        setSelected(null);
        play(selected, square);
      } else if (selected === square) {
        setSelected(null);
      } else if (selectable(square)) {
        setSelected(square);
      } else {
        setSelected(null);
      }
    },
    [selected, targets, selectable, play],
  );

  const pointToSquare = (clientX: number, clientY: number): { square: string; x: number; y: number } | null => {
    const svg = svgRef.current;
    const ctm = svg?.getScreenCTM();
    if (!svg || !ctm) return null;
    const pt = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    const dx = Math.floor((pt.x - MARGIN) / SQ);
    const dy = Math.floor(pt.y / SQ);
    if (dx < 0 || dy < 0 || dx >= n || dy >= n) return { square: '', x: pt.x, y: pt.y };
    const { file, rank } = fromDisplay(dx, dy, n, rotation);
    return { square: squareName(file, rank), x: pt.x, y: pt.y };
  };

  // The drag in progress lives in a ref: pointer events can arrive faster than React renders,
  // and the drop must see where the drag began. The state copy only draws the dragged piece.
  const dragRef = useRef<{ from: string; x: number; y: number; moved: boolean } | null>(null);
  const targetsFor = (from: string): Set<string> => {
    if (arrange) return new Set([...arrangeSet].filter((s) => s !== from && (arrange.canSwap?.(from, s) ?? true)));
    return new Set((movesFrom.get(from) ?? []).map((m) => parseMove(m)!.to));
  };

  const onPointerDown = (e: PointerEvent<SVGSVGElement>) => {
    if (e.button !== 0 || promotion) return;
    const hit = pointToSquare(e.clientX, e.clientY);
    if (!hit?.square) return;
    setCursor(null);
    if (selected && targets.has(hit.square)) {
      activate(hit.square);
      return;
    }
    if (selectable(hit.square)) {
      setSelected(hit.square);
      dragRef.current = { from: hit.square, x: hit.x, y: hit.y, moved: false };
      setDrag(dragRef.current);
      svgRef.current?.setPointerCapture(e.pointerId);
    } else {
      setSelected(null);
    }
  };
  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    const current = dragRef.current;
    if (!current) return;
    const hit = pointToSquare(e.clientX, e.clientY);
    if (!hit) return;
    const moved = current.moved || Math.hypot(hit.x - current.x, hit.y - current.y) > 12;
    dragRef.current = { ...current, x: hit.x, y: hit.y, moved };
    setDrag(dragRef.current);
  };
  const onPointerUp = (e: PointerEvent<SVGSVGElement>) => {
    const current = dragRef.current;
    if (!current) return;
    dragRef.current = null;
    setDrag(null);
    const hit = pointToSquare(e.clientX, e.clientY);
    if (current.moved && hit?.square && hit.square !== current.from && targetsFor(current.from).has(hit.square)) {
      setSelected(null);
      play(current.from, hit.square);
    }
  };

  const onKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    const c = cursor ?? { x: 0, y: n - 1 };
    const step: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    if (step[e.key]) {
      e.preventDefault();
      setCursor({
        x: Math.min(n - 1, Math.max(0, c.x + step[e.key][0])),
        y: Math.min(n - 1, Math.max(0, c.y + step[e.key][1])),
      });
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      setCursor(c);
      const { file, rank } = fromDisplay(c.x, c.y, n, rotation);
      activate(squareName(file, rank));
    } else if (e.key === 'Escape') {
      setSelected(null);
      setPromotion(null);
    }
  };

  const squares = [];
  const shade = new Map<string, string>();
  for (const area of areas) for (const s of area.squares) shade.set(s, AREA_TINT[area.color] ?? area.color);
  const highlightSet = new Set(highlights);
  for (let rank = 0; rank < n; rank++) {
    for (let file = 0; file < n; file++) {
      const name = squareName(file, rank);
      const { x, y } = toDisplay(file, rank, n, rotation);
      const px = MARGIN + x * SQ;
      const py = y * SQ;
      const piece = bySquare.get(name);
      squares.push(
        <g
          key={name}
          data-square={name}
          data-piece={piece?.piece}
          data-color={piece?.color}
          data-movable={selectable(name) || undefined}
          data-target={targets.has(name) || undefined}
        >
          <rect
            x={px}
            y={py}
            width={SQ}
            height={SQ}
            fill={isLight(file, rank) ? 'var(--sq-light)' : 'var(--sq-dark)'}
          />
          {shade.has(name) && (
            <rect x={px} y={py} width={SQ} height={SQ} fill={shade.get(name)} opacity={0.28} pointerEvents="none" />
          )}
          {highlightSet.has(name) && (
            <rect x={px} y={py} width={SQ} height={SQ} fill="var(--sq-last)" opacity={0.55} pointerEvents="none" />
          )}
          {selected === name && (
            <rect x={px} y={py} width={SQ} height={SQ} fill="var(--sq-selected)" opacity={0.6} pointerEvents="none" />
          )}
        </g>,
      );
    }
  }
  const pieceNodes = pieces.map((p) => {
    const at = parseSquare(p.square);
    if (!at) return null;
    const { x, y } = toDisplay(at.file, at.rank, n, rotation);
    const dragging = drag?.moved && drag.from === p.square;
    return (
      <g
        key={`${p.square}-${p.piece}-${p.color}`}
        transform={`translate(${MARGIN + x * SQ + 6} ${y * SQ + 6}) scale(0.88)`}
        opacity={dragging ? 0.35 : 1}
        pointerEvents="none"
      >
        <title>{`${t(`seat.${p.color}` as MessageKey)} ${t(`piece.${p.piece}` as MessageKey)} ${p.square}`}</title>
        {glyphContent(p.piece, p.color, variant)}
      </g>
    );
  });
  const targetNodes = [...targets].map((name) => {
    const at = parseSquare(name)!;
    const { x, y } = toDisplay(at.file, at.rank, n, rotation);
    const occupied = bySquare.has(name);
    const cx = MARGIN + x * SQ + SQ / 2;
    const cy = y * SQ + SQ / 2;
    return occupied ? (
      <circle
        key={`t-${name}`}
        cx={cx}
        cy={cy}
        r={44}
        fill="none"
        stroke="var(--sq-target)"
        strokeWidth={7}
        pointerEvents="none"
      />
    ) : (
      <circle key={`t-${name}`} cx={cx} cy={cy} r={15} fill="var(--sq-target)" pointerEvents="none" />
    );
  });
  const markNodes = marks.map(({ square, label }) => {
    const at = parseSquare(square);
    if (!at) return null;
    const { x, y } = toDisplay(at.file, at.rank, n, rotation);
    return (
      <text
        key={`m-${square}`}
        x={MARGIN + x * SQ + SQ - 8}
        y={y * SQ + 26}
        textAnchor="end"
        className="half-move-mark"
        data-mark={square}
        pointerEvents="none"
      >
        {label}
      </text>
    );
  });
  const labels = [];
  for (let i = 0; i < n; i++) {
    const bottom = fromDisplay(i, n - 1, n, rotation);
    const left = fromDisplay(0, i, n, rotation);
    const along = rotation === 0 || rotation === 180;
    const bottomLabel = along ? 'abcdefghij'[bottom.file] : String(bottom.rank + 1);
    const leftLabel = along ? String(left.rank + 1) : 'abcdefghij'[left.file];
    labels.push(
      <text key={`b${i}`} x={MARGIN + i * SQ + SQ / 2} y={n * SQ + 26} textAnchor="middle" className="coord">
        {bottomLabel}
      </text>,
      <text key={`l${i}`} x={MARGIN / 2} y={i * SQ + SQ / 2 + 9} textAnchor="middle" className="coord">
        {leftLabel}
      </text>,
    );
  }
  const dragged = drag?.moved ? bySquare.get(drag.from) : undefined;
  const cursorSquare = cursor ? fromDisplay(cursor.x, cursor.y, n, rotation) : undefined;
  const cursorName = cursorSquare ? squareName(cursorSquare.file, cursorSquare.rank) : undefined;
  const cursorPiece = cursorName ? bySquare.get(cursorName) : undefined;

  return (
    <div className="board-wrap" data-testid="board-wrap">
      <svg
        ref={svgRef}
        data-testid="board"
        data-variant={variant}
        data-ready={ready || undefined}
        className="board"
        viewBox={`0 0 ${MARGIN + n * SQ} ${n * SQ + MARGIN}`}
        role={picture ? 'img' : 'application'}
        aria-label={picture ?? t('game.typeMoveHint')}
        tabIndex={picture ? undefined : 0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          dragRef.current = null;
          setDrag(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setCursor(null)}
      >
        {squares}
        {pieceNodes}
        {markNodes}
        {targetNodes}
        {labels}
        {cursor && (
          <rect
            x={MARGIN + cursor.x * SQ + 3}
            y={cursor.y * SQ + 3}
            width={SQ - 6}
            height={SQ - 6}
            fill="none"
            stroke="var(--focus)"
            strokeWidth={6}
            pointerEvents="none"
          />
        )}
        {dragged && drag && (
          <g transform={`translate(${drag.x - 50} ${drag.y - 50})`} pointerEvents="none">
            {glyphContent(dragged.piece, dragged.color, variant)}
          </g>
        )}
      </svg>
      <p className="sr-only" aria-live="polite">
        {cursorName
          ? `${cursorName}${cursorPiece ? ` ${t(`seat.${cursorPiece.color}` as MessageKey)} ${t(`piece.${cursorPiece.piece}` as MessageKey)}` : ''}`
          : ''}
      </p>
      {promotion && (
        <div className="promotion" role="dialog" aria-label={t('game.promotion')} data-testid="promotion">
          <span>{t('game.promotion')}</span>
          {promotion.options.map((m) => {
            const letter = parseMove(m)!.promotion;
            const name = letter ? PROMOTION_LETTERS[variant]?.[letter] : bySquare.get(promotion.from)?.piece;
            const color = bySquare.get(promotion.from)?.color ?? 'white';
            return (
              <button
                key={m}
                type="button"
                data-move={m}
                onClick={() => {
                  setPromotion(null);
                  onMove?.(m);
                }}
                title={name ? t(`piece.${name}` as MessageKey) : m}
              >
                {name && <PieceGlyph piece={name} color={color} variant={variant} size={40} />}
                <span>{name ? t(`piece.${name}` as MessageKey) : m}</span>
              </button>
            );
          })}
          <button type="button" className="link" onClick={() => setPromotion(null)}>
            {t('common.cancel')}
          </button>
        </div>
      )}
    </div>
  );
}
