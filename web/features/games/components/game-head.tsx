'use client';
import type { ReactNode } from 'react';
import type { Game, ToMove } from '../../../lib/api/client';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { useSession } from '../../account/components/session';
import { ReportButton } from '../../safety/components/report-button';
import { NextGame } from './next-game';
import { TurnStatus } from './turn-status';

/** The top of the game page: the game's name and status, whether it is live, and who must act now. */
export function GameHead({
  game,
  live,
  toMove,
  children,
}: {
  game: Game;
  live: boolean;
  toMove: readonly ToMove[];
  /** The unsent turn, if any, shown with who must act. */
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const { me } = useSession();
  return (
    <div className="game-head">
      <h1>
        {t(`variant.${game.variant}` as MessageKey)}
        <span className="status-chip">{t(`status.${game.status}` as MessageKey)}</span>
        {live && <span className="live-dot" title={t('game.live')} />}
      </h1>
      {me && <ReportButton subject="game" id={game.id} />}
      {me && <NextGame currentId={game.id} />}
      <TurnStatus game={game} toMove={toMove}>
        {children}
      </TurnStatus>
    </div>
  );
}
