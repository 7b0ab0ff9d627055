import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { GameRecord } from '../core/game-record';
import { channelsOf } from './channels';
import { ChannelLineRepository } from './channel-line.repository';
import type { NegotiationRecordDto } from './dto/negotiation.dto';
import { presentLine } from './line-presenter';
import { CHANNEL_GENESIS_HASH } from './message-hash';
import { isRevealed } from './negotiation-access';

/**
 * The negotiation as part of a game's record (`GET /games/{id}/record`): once the game is over
 * and its press setting reveals it, every channel with every line and its chain head, verifiable
 * offline like the events; before that, nothing — the record is readable by anyone who may see
 * the game, so a private word never reaches it while it is private.
 */
@Injectable()
export class NegotiationRecord {
  constructor(private readonly lines: ChannelLineRepository) {}

  /** In the caller's (snapshot-isolated) transaction, so it agrees with the events read beside it. */
  async of(m: EntityManager, game: GameRecord): Promise<NegotiationRecordDto | undefined> {
    if (!isRevealed(game)) return undefined;
    const channels = [];
    for (const channel of channelsOf(game)) {
      const lines = await this.lines.all(m, game.id, channel.id);
      channels.push({
        id: channel.id,
        members: [...channel.members],
        headHash: lines[lines.length - 1]?.hash ?? CHANNEL_GENESIS_HASH,
        messages: lines.map((line) => presentLine(line)),
      });
    }
    return { press: game.press, channels };
  }
}
