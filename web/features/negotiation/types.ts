import type { Channel, Problem } from '../../lib/api/client';
import type { ChannelLines } from './api/channel-lines';

/** A game's negotiation as the page uses it (useNegotiation). */
export interface Negotiation {
  /** The channels I may read (null until loaded; [] when I may read none). */
  readonly channels: readonly Channel[] | null;
  readonly lines: Readonly<Record<string, ChannelLines>>;
  readonly muted: readonly string[];
  readonly problem: Problem | null;
  /** Unread messages over all channels, for the phone tab's badge. */
  readonly unread: number;
  /**
   * The channel now in view: loads its newest lines (once) and marks them read; null when none is
   * (the notes tab, or the panel hidden behind the board on a phone), so nothing is marked read unseen.
   */
  open(channel: string | null): void;
  earlier(channel: string): Promise<void>;
  /** Writes a message; the problem when it was refused, else null. */
  post(channel: string, text: string, seat?: string): Promise<Problem | null>;
  setMuted(seat: string, muted: boolean): Promise<void>;
}
