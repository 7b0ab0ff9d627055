'use client';
import { useEffect, useRef, useState } from 'react';
import { useBoardLook } from '../../lib/board-look';
import { useI18n } from '../../lib/i18n/provider';
import type { MessageKey } from '../../lib/i18n/translate';
import { CoordinatesLayer, MarksLayer, PiecesLayer, SquaresLayer, TargetsLayer } from './board-layers';
import { CheckLayer } from './check-layer';
import { fromDisplay, squareName } from './geometry';
import { glyphContent } from './glyphs';
import { PromotionPicker } from './promotion-picker';
import type { BoardProps } from './types';
import { MARGIN, SQ } from './units';
import { useBoardCursor } from './use-board-cursor';
import { useBoardDrag } from './use-board-drag';
import { useBoardSelection } from './use-board-selection';

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
  checks = [],
  areas = [],
  arrange,
  picture,
}: BoardProps) {
  const { t } = useI18n();
  const [look] = useBoardLook();
  const n = variant === 'coalition' ? 10 : 8;
  const svgRef = useRef<SVGSVGElement>(null);
  const selection = useBoardSelection({ pieces, legalMoves, onMove, arrange });
  const { bySquare, selected, targets, selectable, promotion, setPromotion } = selection;
  const { cursor, setCursor, onKeyDown } = useBoardCursor(n, rotation, selection);
  const { drag, ...pointer } = useBoardDrag(svgRef, n, rotation, selection, () => setCursor(null));
  // Marks the board as interactive once hydrated (the server-rendered board cannot move yet).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const dragged = drag?.moved ? bySquare.get(drag.from) : undefined;
  const cursorSquare = cursor ? fromDisplay(cursor.x, cursor.y, n, rotation) : undefined;
  const cursorName = cursorSquare ? squareName(cursorSquare.file, cursorSquare.rank) : undefined;
  const cursorPiece = cursorName ? bySquare.get(cursorName) : undefined;

  return (
    <div className="board-wrap" data-testid="board-wrap" data-theme={look.board} data-pieces={look.pieces}>
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
        onPointerDown={pointer.onPointerDown}
        onPointerMove={pointer.onPointerMove}
        onPointerUp={pointer.onPointerUp}
        onPointerCancel={pointer.onPointerCancel}
        onKeyDown={onKeyDown}
        onBlur={() => setCursor(null)}
      >
        <SquaresLayer
          n={n}
          rotation={rotation}
          bySquare={bySquare}
          areas={areas}
          highlights={highlights}
          selected={selected}
          selectable={selectable}
          targets={targets}
        />
        <CheckLayer n={n} rotation={rotation} squares={checks} />
        <PiecesLayer
          variant={variant}
          n={n}
          rotation={rotation}
          pieces={pieces}
          dragging={drag?.moved ? drag.from : undefined}
        />
        <MarksLayer n={n} rotation={rotation} marks={marks} />
        <TargetsLayer n={n} rotation={rotation} targets={targets} bySquare={bySquare} />
        <CoordinatesLayer n={n} rotation={rotation} />
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
        <PromotionPicker
          variant={variant}
          promotion={promotion}
          bySquare={bySquare}
          onPick={(m) => {
            setPromotion(null);
            onMove?.(m);
          }}
          onCancel={() => setPromotion(null)}
        />
      )}
    </div>
  );
}
