import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import { GameRepository } from '../core/game.repository';
import { readableChannels } from '../negotiation/negotiation-access';
import { sinceItems } from './since-items';
import type { SeenDto, SinceLastVisitDto } from './visit.dto';
import { VisitRepository } from './visit.repository';

/** Events read for one summary: a reader away for longer sees the oldest and `truncated`. */
export const SINCE_EVENT_LIMIT = 200;
/** Messages quoted by their first line; the rest are counted. */
const FIRST_MESSAGES = 3;
const LINE_CHARACTERS = 140;

/**
 * "While you were away": what happened in a game after the version the reader last marked seen,
 * per user and game on the server (every device agrees). Composed from the game's events and the
 * messages of the channels the reader may read — never a private channel of others.
 */
@Injectable()
export class VisitsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly games: GameRepository,
    private readonly visits: VisitRepository,
  ) {}

  async since(userId: string, gameId: string): Promise<SinceLastVisitDto> {
    const game = await this.games.find(this.db.manager, gameId);
    const visit = await this.visits.begin(this.db.manager, gameId, userId);
    const seenVersion = Math.min(visit?.seenVersion ?? game.version, game.version);
    const channels = readableChannels(game, userId).map((c) => c.id);
    const [events, start, messages] = await Promise.all([
      seenVersion < game.version
        ? this.visits.events(this.db.manager, gameId, seenVersion, game.version, SINCE_EVENT_LIMIT + 1)
        : Promise.resolve([]),
      seenVersion < game.version
        ? this.visits.clockAt(this.db.manager, gameId, seenVersion)
        : Promise.resolve({ round: null, turns: 0 }),
      channels.length > 0
        ? this.visits.messages(this.db.manager, gameId, userId, channels, visit?.seenMessageId ?? '0', FIRST_MESSAGES)
        : Promise.resolve({ count: 0, first: [] }),
    ]);
    return {
      gameId,
      seenVersion,
      version: game.version,
      items: sinceItems(game.variant, events.slice(0, SINCE_EVENT_LIMIT), start),
      truncated: events.length > SINCE_EVENT_LIMIT,
      messages: {
        count: messages.count,
        first: messages.first.map((m) => ({
          channel: m.channel,
          seq: m.seq,
          seat: m.seat,
          line: firstLine(m.text),
          createdAt: new Date(m.createdAt).toISOString(),
        })),
      },
    };
  }

  /** Marks the game seen up to `version`; never backwards, so racing tabs end at the later one. */
  async markSeen(userId: string, gameId: string, version: number): Promise<SeenDto> {
    await this.games.find(this.db.manager, gameId); // 404 for an unknown game
    const visit = await this.visits.mark(this.db.manager, gameId, userId, version);
    if (!visit)
      throw new DomainError('SEEN_VERSION_AHEAD', `The game has not reached version ${version} yet.`, { version });
    return { gameId, seenVersion: visit.seenVersion };
  }
}

/** A message's first line, shortened at a word where it can be. */
export function firstLine(text: string): string {
  const line = text.split('\n').find((l) => l.trim() !== '') ?? '';
  const trimmed = line.trim();
  if (trimmed.length <= LINE_CHARACTERS) return trimmed;
  const cut = trimmed.slice(0, LINE_CHARACTERS - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > LINE_CHARACTERS / 2 ? cut.slice(0, space) : cut}…`;
}
