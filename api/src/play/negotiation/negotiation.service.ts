import { BotProfileRepository } from '../../identity/bots/bot-profile.repository';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/time/clock';
import { BlockRepository } from '../../identity/blocks/block.repository';
import { AccountStandingService } from '../../identity/standing/account-standing.service';
import { DomainError } from '../../platform/errors/domain-error';
import type { GameRecord } from '../core/game-record';
import { GameRepository } from '../core/game.repository';
import { OutboxRepository } from '../../platform/outbox/outbox.repository';
import { type Channel, playingOrder, TABLE } from './channels';
import { ChannelLineRepository } from './channel-line.repository';
import type { ChannelDto, MessageDto, MessagePageDto, MutedSeatsDto } from './dto/negotiation.dto';
import type { StoredLine } from './channel-line.repository';
import { presentLine } from './line-presenter';
import { MessageLimit } from './message-limit';
import type { MessageEffect } from './message-effects';
import { MESSAGE_EMAIL_QUIET_MS, messageNotifications } from './message-notifications';
import { checkText, MAX_MESSAGE_CHARACTERS } from './message-text';
import { MuteRepository } from './mute.repository';
import { channelToRead, placeToPost, readableChannels, type Refusal, seatsHeld } from './negotiation-access';
import { ReadMarkerRepository } from './read-marker.repository';

/**
 * The negotiation of a game: its channels as the caller may read them, paging and writing
 * messages, read markers and mutes. A message is its own use case, not a game event: it never
 * touches the game's chain or snapshot. Writing one (`post`) is one transaction — the line
 * appended to its channel's hash chain, then every entry of `effects` in order — or nothing.
 */
@Injectable()
export class NegotiationService {
  /** Everything a message does besides its line, in the order it takes place (see message-effects.ts). */
  readonly effects: readonly MessageEffect[];

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly games: GameRepository,
    private readonly lines: ChannelLineRepository,
    private readonly outbox: OutboxRepository,
    private readonly limit: MessageLimit,
    private readonly mutes: MuteRepository,
    private readonly reads: ReadMarkerRepository,
    private readonly blocks: BlockRepository,
    private readonly standing: AccountStandingService,
    private readonly bots: BotProfileRepository,
  ) {
    this.effects = [
      // The other members' notifications as outbox rows, each with the message as written (not
      // a muter's, nor someone's who blocked the author); their email waits for the burst's quiet
      // time, so a burst is one email.
      {
        kind: 'insert',
        name: 'notifications',
        insert: async (m, { game, channel, seat, message }) => {
          const mutedBy = await this.mutes.mutersOf(m, game.id, seat);
          if (message.author)
            for (const id of await this.blocks.blockersOf(m, message.author.id, playersOf(game))) mutedBy.add(id);
          const emailAt = new Date(this.clock.now().getTime() + MESSAGE_EMAIL_QUIET_MS);
          await this.outbox.write(m, messageNotifications(game, channel, message, mutedBy), emailAt);
        },
      },
      // Per outbox row: the in-app notification, one delivery per matching webhook, NOTIFY
      // entente_user (the recipient's own streams) and entente_outbox (the email dispatcher).
      {
        kind: 'trigger',
        name: 'in-app notifications, webhook deliveries, user and outbox wake-ups',
        table: 'outbox',
        trigger: 'outbox_fan_out',
        migration: '1796090000000-correspondence.ts',
      },
      // Per line: NOTIFY entente_message (the game only), which wakes the message streams on
      // every instance; each stream then reads what its own viewer may read.
      {
        kind: 'trigger',
        name: 'message stream wake-ups',
        table: 'channel_messages',
        trigger: 'channel_messages_notify',
        migration: '1796101200000-diplomacy.ts',
      },
    ];
  }

  /** The channels I may read, each with my unread count. */
  async channels(gameId: string, userId: string): Promise<ChannelDto[]> {
    const game = await this.games.find(this.db.manager, gameId);
    const channels = readableChannels(game, userId);
    if (channels.length === 0) return [];
    const [summaries, reads, blockers] = await Promise.all([
      this.lines.summaries(
        this.db.manager,
        gameId,
        userId,
        channels.map((c) => c.id),
      ),
      this.reads.ofReader(this.db.manager, gameId, userId),
      this.blocks.blockersOf(this.db.manager, userId, playersOf(game)),
    ]);
    return channels.map((c) => ({
      id: c.id,
      members: [...c.members],
      unread: summaries.get(c.id)?.unread ?? 0,
      lastSeq: summaries.get(c.id)?.lastSeq ?? 0,
      readSeq: reads.get(c.id) ?? 0,
      canPost: placeToPost(game, userId, c.id, undefined).ok && !pairWithBlocker(game, c, blockers),
    }));
  }

  async page(gameId: string, userId: string, channelId: string, after: number, limit: number): Promise<MessagePageDto> {
    const game = await this.games.find(this.db.manager, gameId);
    const { channel } = refuseOr(channelToRead(game, userId, channelId));
    const [rows, muted] = await Promise.all([
      this.lines.page(this.db.manager, gameId, channel.id, after, limit + 1),
      this.mutedSeatsOf(gameId, userId),
    ]);
    const shown = rows.slice(0, limit);
    const blocked = await this.blockedAuthorsOf(userId, shown);
    const items = shown.map((r) => presentLine(r, muted, blocked));
    const nextAfter = rows.length > limit ? items[items.length - 1].seq : null;
    return { items, nextAfter, nextCursor: nextAfter === null ? null : String(nextAfter) };
  }

  /**
   * Writes a message: checks the text and the writer's budget, then in one transaction reads the
   * game, authorises the seat and channel, appends the line to the channel's chain and runs the
   * insert effects (the triggers follow from those rows). A refusal throws before anything is written.
   */
  async post(gameId: string, userId: string, channelId: string, rawText: string, seat?: string): Promise<MessageDto> {
    const checked = checkText(rawText, MAX_MESSAGE_CHARACTERS);
    if (!checked.ok) throw new DomainError('BAD_MESSAGE', `The message ${checked.reason}.`);
    await this.standing.assertMayWrite(userId);
    const counted = await this.limit.take(userId);
    try {
      return await this.db.transaction(async (m) => {
        const game = await this.games.find(m, gameId);
        const place = refuseOr(placeToPost(game, userId, channelId, seat));
        // A bot speaks at the table only: its word in private would be a program's side deal.
        if (place.channel.id !== TABLE && (await this.bots.find(m, userId)))
          throw new DomainError('BOT_TABLE_ONLY', 'A bot writes at the table only, not in private channels.');
        // Someone who blocked the writer hears nothing from them in private; the refusal does not say why.
        if (pairWithBlocker(game, place.channel, await this.blocks.blockersOf(m, userId, playersOf(game))))
          throw new DomainError('PLAYER_UNAVAILABLE', `Writing in channel ${place.channel.id} is not possible.`);
        const [line] = await this.lines.append(m, game.id, place.channel.id, [
          { kind: 'message', seat: place.seat, userId, text: checked.text, system: null, gameVersion: game.version },
        ]);
        const written = { game, channel: place.channel, seat: place.seat, message: presentLine(line) };
        for (const effect of this.effects) if (effect.kind === 'insert') await effect.insert(m, written);
        return written.message;
      });
    } catch (error) {
      // A message refused (or not written) uses up nothing of the writer's budget.
      await counted.giveBack();
      throw error;
    }
  }

  /** Moves my read marker of a channel forward to `seq` (never back, never past the end). */
  async markRead(gameId: string, userId: string, channelId: string, seq: number): Promise<void> {
    const game = await this.games.find(this.db.manager, gameId);
    const { channel } = refuseOr(channelToRead(game, userId, channelId));
    await this.reads.advance(this.db.manager, game.id, userId, channel.id, seq);
  }

  async mutedSeats(gameId: string, userId: string): Promise<MutedSeatsDto> {
    const game = await this.games.find(this.db.manager, gameId);
    const muted = await this.mutedSeatsOf(game.id, userId);
    return { seats: playingOrder(game).filter((s) => muted.has(s)) };
  }

  /** Mutes (or unmutes) the messages written from a seat of the game, for me only. */
  async mute(gameId: string, userId: string, seat: string, muted: boolean): Promise<MutedSeatsDto> {
    const game = await this.games.find(this.db.manager, gameId);
    if (!playingOrder(game).includes(seat))
      throw new DomainError(
        'UNKNOWN_SEAT',
        `${game.variant} has no seat ${seat}; its seats are ${playingOrder(game).join(', ')}.`,
      );
    if (seatsHeld(game, userId).length === 0)
      throw new DomainError('NOT_A_PLAYER', 'Only the players of a game mute each other’s messages.');
    if (seatsHeld(game, userId).includes(seat)) throw new DomainError('CANNOT_MUTE_OWN_SEAT', 'That is your own seat.');
    if (muted) await this.mutes.mute(this.db.manager, game.id, userId, seat);
    else await this.mutes.unmute(this.db.manager, game.id, userId, seat);
    return this.mutedSeats(gameId, userId);
  }

  /** The game and the channel if the caller may read it (for the stream, verification, the record). */
  async readable(gameId: string, userId: string, channelId: string): Promise<{ game: GameRecord; channel: Channel }> {
    const game = await this.games.find(this.db.manager, gameId);
    return { game, channel: refuseOr(channelToRead(game, userId, channelId)).channel };
  }

  async mutedSeatsOf(gameId: string, userId: string): Promise<Set<string>> {
    return this.mutes.mutedBy(this.db.manager, gameId, userId);
  }

  /** The authors of these lines whom the reader blocked: their messages are shown collapsed. */
  async blockedAuthorsOf(userId: string, lines: readonly StoredLine[]): Promise<Set<string>> {
    const authors = [...new Set(lines.flatMap((l) => (l.userId && l.userId !== userId ? [l.userId] : [])))];
    return this.blocks.blockedBy(this.db.manager, userId, authors);
  }
}

/** The people holding a seat of the game. */
function playersOf(game: GameRecord): string[] {
  return [...new Set(game.seats.flatMap((s) => (s.state === 'taken' && s.userId ? [s.userId] : [])))];
}

/** A pair channel whose other seat is held by someone among `blockers` (who blocked the writer). */
function pairWithBlocker(game: GameRecord, channel: Channel, blockers: ReadonlySet<string>): boolean {
  if (channel.id === TABLE || blockers.size === 0) return false;
  return game.seats.some(
    (s) => channel.members.includes(s.seat) && s.state === 'taken' && s.userId !== null && blockers.has(s.userId),
  );
}

/** The allowed outcome, or its refusal thrown as the domain error it names. */
export function refuseOr<T extends { readonly ok: true }>(outcome: T | Refusal): T {
  if (!outcome.ok) throw new DomainError(outcome.code, outcome.message);
  return outcome;
}
