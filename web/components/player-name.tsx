'use client';
import Link from 'next/link';
import { useI18n } from '../lib/i18n/provider';

/** A player as the API names one; `bot` is true for an account a program plays. */
export interface NamedPlayer {
  readonly username: string;
  readonly displayName: string;
  readonly bot?: boolean;
}

/** The mark beside a bot's name: "BOT" to the eye, a word to a screen reader. */
export function BotBadge({ bot }: { bot?: boolean }) {
  const { t } = useI18n();
  if (!bot) return null;
  return (
    <span className="bot-badge" role="img" aria-label={t('player.botLabel')} data-testid="bot-badge">
      {t('player.botBadge')}
    </span>
  );
}

/**
 * A player's name wherever one is shown, linked to the profile unless `link` is false, with the
 * bot's badge outside the link so the link's name stays the player's name.
 */
export function PlayerName({ player, link = true }: { player: NamedPlayer; link?: boolean }) {
  return (
    <>
      {link ? (
        <Link href={`/players/${encodeURIComponent(player.username)}`}>{player.displayName}</Link>
      ) : (
        player.displayName
      )}
      <BotBadge bot={player.bot} />
    </>
  );
}
