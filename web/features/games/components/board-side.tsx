'use client';
import { useState } from 'react';
import type { Game } from '../../../lib/api/client';
import { seatLabel } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';

const SIDES: Record<string, readonly string[]> = {
  '007': ['white', 'black'],
  coalition: ['yellow', 'black', 'green', 'red'],
};

/**
 * The side the board is seen from: the viewer's seat until they choose another (flip in 007,
 * any of the four sides in Coalition Chess). A choice lasts while the page is open.
 */
export function useBoardSide(viewerSeat: string | undefined): [string | undefined, (seat: string) => void] {
  const [chosen, setChosen] = useState<string | null>(null);
  return [chosen ?? viewerSeat, setChosen];
}

/** Flip (007) or pick the side to view from (Coalition Chess), under the board. */
export function BoardSide({
  game,
  side,
  onChange,
}: {
  game: Game;
  side: string | undefined;
  onChange: (seat: string) => void;
}) {
  const { t } = useI18n();
  const sides = SIDES[game.variant] ?? [];
  const current = side ?? sides[0];
  if (game.variant === '007')
    return (
      <p className="small board-side">
        <button
          type="button"
          className="link"
          data-testid="flip-board"
          onClick={() => onChange(current === 'black' ? 'white' : 'black')}
        >
          {t('board.flip')}
        </button>
      </p>
    );
  return (
    <p className="small board-side" role="group" aria-label={t('board.viewFrom')} data-testid="board-side">
      {t('board.viewFrom')}{' '}
      {sides.map((seat) => (
        <button
          key={seat}
          type="button"
          className="link"
          data-side={seat}
          aria-pressed={seat === current}
          onClick={() => onChange(seat)}
        >
          {seatLabel(t, seat)}
        </button>
      ))}
    </p>
  );
}
