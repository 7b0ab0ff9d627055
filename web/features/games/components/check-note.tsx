'use client';
import { useMemo } from 'react';
import type { BoardPiece } from '../../../components/board/types';
import { checkedKingsOf, type LocalGame } from '../../../lib/engine';
import { seatLabel } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';

/** The squares of the Kings in check in the position shown (none while nothing is loaded). */
export function useChecks(variant: string, shown: LocalGame | null): readonly string[] {
  return useMemo(() => (shown ? checkedKingsOf(variant, shown) : []), [variant, shown]);
}

/** The check the board rings, in words: "Check: Black's King on f10". */
export function CheckNote({ checks, pieces }: { checks: readonly string[]; pieces: readonly BoardPiece[] }) {
  const { t } = useI18n();
  if (checks.length === 0) return null;
  const kings = checks.map((square) => {
    const color = pieces.find((p) => p.square === square)?.color ?? '';
    return t('game.checkKing', { seat: seatLabel(t, color), square });
  });
  return (
    <p className="check-note" role="status" data-testid="check-note">
      {t('game.check', { kings: kings.join(', ') })}
    </p>
  );
}
