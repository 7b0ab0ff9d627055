'use client';
import { useI18n } from '../../lib/i18n/provider';
import type { MessageKey } from '../../lib/i18n/translate';
import { parseMove } from './geometry';
import { PieceGlyph, PROMOTION_LETTERS } from './glyphs';
import type { BoardPiece } from './types';
import type { PendingPromotion } from './use-board-selection';

/** The pieces a move to the promotion square may become, one button each, and a way back. */
export function PromotionPicker({
  variant,
  promotion,
  bySquare,
  onPick,
  onCancel,
}: {
  variant: string;
  promotion: PendingPromotion;
  bySquare: ReadonlyMap<string, BoardPiece>;
  onPick: (move: string) => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  return (
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
            onClick={() => onPick(m)}
            title={name ? t(`piece.${name}` as MessageKey) : m}
          >
            {name && <PieceGlyph piece={name} color={color} variant={variant} size={40} />}
            <span>{name ? t(`piece.${name}` as MessageKey) : m}</span>
          </button>
        );
      })}
      <button type="button" className="link" onClick={onCancel}>
        {t('common.cancel')}
      </button>
    </div>
  );
}
