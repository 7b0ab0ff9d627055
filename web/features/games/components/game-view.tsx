'use client';
import { useSession } from '../../account/components/session';
import { SignInRequired } from '../../../components/sign-in-required';
import type { Game } from '../../../lib/api/client';
import { useI18n } from '../../../lib/i18n/provider';
import { LiveGameView } from './live-game-view';

/**
 * The game page. Games are for signed-in users: the server read it with the visitor's session,
 * so without a game a signed-out visitor (or one whose session is still being checked) gets the
 * sign-in prompt, and no request is made that could only fail.
 */
export function GameView({ id, initial }: { id: string; initial: Game | null }) {
  const { t } = useI18n();
  const { me } = useSession();
  if (!initial && me === null) return <SignInRequired />;
  if (!initial && me === undefined) return <p className="muted">{t('common.loading')}</p>;
  return <LiveGameView id={id} initial={initial} />;
}
