import { type Channel, type ChannelGame, channelsOf, findChannel, playingOrder, TABLE } from './channels';
import type { PressReveal } from '../core/press';

/** What the access rules read of a game: its channels, its phase and who holds which seat. */
export interface NegotiationGame extends ChannelGame {
  readonly status: string;
  readonly pressReveal: PressReveal;
  readonly seats: readonly { readonly seat: string; readonly state: string; readonly userId: string | null }[];
}

export type Phase = 'before' | 'running' | 'over';

export function phaseOf(status: string): Phase {
  if (status === 'open') return 'before';
  return status === 'finished' || status === 'aborted' ? 'over' : 'running';
}

/** The seats a user holds, in playing order (a strawman's holder holds two). */
export function seatsHeld(game: NegotiationGame, userId: string | null): string[] {
  if (!userId) return [];
  const held = new Set(game.seats.filter((s) => s.state === 'taken' && s.userId === userId).map((s) => s.seat));
  return playingOrder(game).filter((seat) => held.has(seat));
}

/** True once the game is over and its press setting opens every channel. */
export function isRevealed(game: NegotiationGame): boolean {
  return phaseOf(game.status) === 'over' && game.pressReveal === 'after-game';
}

/**
 * The channels a user may read: those with a seat the user holds; after a reveal every channel,
 * for anyone who may see the game at all (whether the caller may see the game is decided before
 * a route gets here: a private club's game is 404 to outsiders).
 */
export function readableChannels(game: NegotiationGame, userId: string | null): Channel[] {
  const channels = channelsOf(game);
  if (isRevealed(game)) return channels;
  const mine = seatsHeld(game, userId);
  return channels.filter((c) => c.members.some((seat) => mine.includes(seat)));
}

/** Why a user may not do something with a channel: a stable code and a sentence for the detail. */
export interface Refusal {
  readonly ok: false;
  readonly code: string;
  readonly message: string;
}

const refuse = (code: string, message: string): Refusal => ({ ok: false, code, message });

/** The channel named by `id` if the user may read it, else the refusal. */
export function channelToRead(
  game: NegotiationGame,
  userId: string | null,
  id: string,
): { readonly ok: true; readonly channel: Channel } | Refusal {
  const found = locate(game, id);
  if (!found.ok) return found;
  if (!readableChannels(game, userId).some((c) => c.id === found.channel.id))
    return refuse('NOT_A_CHANNEL_MEMBER', `You hold no seat of channel ${id}.`);
  return found;
}

/**
 * Where a user's new message in channel `id` goes and from which seat: the named seat, else the
 * user's first seat of the channel in playing order. Messages are written while the game runs;
 * once it is over only the table stays open (a word after the game), the private channels close.
 */
export function placeToPost(
  game: NegotiationGame,
  userId: string,
  id: string,
  namedSeat: string | undefined,
): { readonly ok: true; readonly channel: Channel; readonly seat: string } | Refusal {
  const found = locate(game, id);
  if (!found.ok) return found;
  const { channel } = found;
  const mine = seatsHeld(game, userId).filter((seat) => channel.members.includes(seat));
  if (mine.length === 0) return refuse('NOT_A_CHANNEL_MEMBER', `You hold no seat of channel ${id}.`);
  if (namedSeat !== undefined && !mine.includes(namedSeat))
    return refuse('NOT_YOUR_SEAT', `You do not hold seat ${namedSeat} of channel ${id}.`);
  const phase = phaseOf(game.status);
  if (phase === 'before') return refuse('GAME_NOT_STARTED', 'Messages can be written once every seat is taken.');
  if (phase === 'over' && channel.id !== TABLE)
    return refuse('CHANNEL_CLOSED', `The game is over: channel ${id} takes no more messages.`);
  return { ok: true, channel, seat: namedSeat ?? mine[0] };
}

function locate(game: NegotiationGame, id: string): { readonly ok: true; readonly channel: Channel } | Refusal {
  const found = findChannel(game, id);
  if (found === 'unknown') return refuse('CHANNEL_NOT_FOUND', `This game has no channel ${id}.`);
  if (found === 'disabled') {
    return refuse(
      'PRESS_DISABLED',
      game.press === 'none'
        ? 'This game is played without messages (press: none).'
        : `This game has the table only (press: table); there is no channel ${id}.`,
    );
  }
  return { ok: true, channel: found };
}
