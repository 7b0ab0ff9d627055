import type { Press } from '../core/press';

/** The channel every seat belongs to. */
export const TABLE = 'table';

/** A conversation of a game: its id and the seats that belong to it, in playing order. */
export interface Channel {
  readonly id: string;
  readonly members: readonly string[];
}

/** What the channel list of a game depends on. */
export interface ChannelGame {
  readonly variant: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly press: Press;
}

const COALITION_LETTERS: Readonly<Record<string, string>> = { Y: 'yellow', B: 'black', G: 'green', R: 'red' };

/**
 * The seats in playing order: 007 White, Black; Coalition Chess by its `order` option
 * (coalition.md §5: YBGR by default, YGBR as one source gives Schönberg's original).
 */
export function playingOrder(game: Pick<ChannelGame, 'variant' | 'options'>): string[] {
  if (game.variant !== 'coalition') return ['white', 'black'];
  const order = typeof game.options.order === 'string' ? game.options.order : 'YBGR';
  return [...order].map((letter) => COALITION_LETTERS[letter]).filter((seat): seat is string => !!seat);
}

/**
 * The channels a game has: none without press; the table; with full press in Coalition Chess one
 * private channel for each pair of seats, named by the two seats in playing order joined by `+`
 * (`yellow+green`). 007 has the table only: its one pair of seats is the whole table.
 */
export function channelsOf(game: ChannelGame): Channel[] {
  if (game.press === 'none') return [];
  const seats = playingOrder(game);
  const channels: Channel[] = [{ id: TABLE, members: seats }];
  if (game.press === 'full' && seats.length > 2) {
    for (let i = 0; i < seats.length; i++)
      for (let j = i + 1; j < seats.length; j++)
        channels.push({ id: `${seats[i]}+${seats[j]}`, members: [seats[i], seats[j]] });
  }
  return channels;
}

/**
 * What a channel id names in this game: a channel it has; a channel of its kind that its press
 * setting leaves out (`disabled`: the table or a pair of its seats); or nothing (`unknown`).
 */
export function findChannel(game: ChannelGame, id: string): Channel | 'disabled' | 'unknown' {
  const found = channelsOf(game).find((c) => c.id === id);
  if (found) return found;
  return channelsOf({ ...game, press: 'full' }).some((c) => c.id === id) ? 'disabled' : 'unknown';
}
