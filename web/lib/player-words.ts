import type { Translate } from './i18n/translate';

/** A player as a sentence names one: `bot` is true for an account a program plays. */
export interface SentencePlayer {
  readonly displayName: string;
  readonly bot?: boolean;
}

/**
 * A player's name inside a sentence or a line of text ("Waiting for …", a round's pairing, a
 * notice), where no badge fits: a bot's name is followed by "(bot)", a word every reader and
 * screen reader gets. Undefined for no player.
 */
export function nameInSentence(t: Translate, player: SentencePlayer | null | undefined): string | undefined {
  if (!player) return undefined;
  return player.bot ? t('player.inSentenceBot', { name: player.displayName }) : player.displayName;
}
