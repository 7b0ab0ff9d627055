import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { canonicalJson } from '../events/canonical-json';
import { ChannelLineRepository, type StoredLine } from './channel-line.repository';
import type { ChannelVerificationDto } from './dto/negotiation.dto';
import { CHANNEL_GENESIS_HASH, findMessageChainBreak } from './message-hash';
import { NegotiationService } from './negotiation.service';
import { type ReportedEvent, ReportedEventRepository } from './reported-event.repository';
import { linesOf } from './system-lines';

/**
 * Verifies one channel for whoever may read it: re-hashes its chain from the first line, and
 * checks every system line against the game's own chain — the event it names must exist with
 * that hash and must give exactly that line. Both chains are read in one snapshot.
 */
@Injectable()
export class ChannelVerifier {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly negotiation: NegotiationService,
    private readonly lines: ChannelLineRepository,
    private readonly events: ReportedEventRepository,
  ) {}

  async verify(gameId: string, userId: string, channelId: string): Promise<ChannelVerificationDto> {
    const { game, channel } = await this.negotiation.readable(gameId, userId, channelId);
    const { lines, events } = await this.db.transaction('REPEATABLE READ', async (m) => {
      const lines = await this.lines.all(m, game.id, channel.id);
      const seqs = lines.filter((l) => l.kind === 'system').map((l) => Number(l.system?.gameSeq));
      const events = seqs.length === 0 ? [] : await this.events.named(m, game.id, seqs);
      return { lines, events };
    });
    const chainBreak = findMessageChainBreak(
      lines.map((l) => ({ ...l, createdAt: new Date(l.createdAt), system: l.system ?? null })),
    );
    const systemIssue = checkSystemLines(lines, new Map(events.map((e) => [e.seq, e])));
    const issues = [chainBreak, systemIssue].filter((x): x is NonNullable<typeof x> => x !== null);
    return {
      channel: channel.id,
      ok: issues.length === 0,
      lines: lines.length,
      headHash: lines[lines.length - 1]?.hash ?? CHANNEL_GENESIS_HASH,
      chainIntact: chainBreak === null,
      systemLinesMatch: systemIssue === null,
      firstMismatch: issues.sort((a, b) => a.seq - b.seq)[0] ?? null,
    };
  }
}

function checkSystemLines(
  lines: readonly StoredLine[],
  events: ReadonlyMap<number, ReportedEvent>,
): { seq: number; kind: string; message: string } | null {
  for (const line of lines) {
    if (line.kind !== 'system') continue;
    const issue = (message: string) => ({ seq: line.seq, kind: 'system', message });
    const gameSeq = Number(line.system?.gameSeq);
    const event = events.get(gameSeq);
    if (!event) return issue(`names game event ${gameSeq}, which the game does not have`);
    if (event.hash !== line.system?.gameEventHash) return issue(`names a hash game event ${gameSeq} does not have`);
    const derived = linesOf(event).map((l) => canonicalJson({ text: l.text, system: l.system, v: l.gameVersion }));
    if (!derived.includes(canonicalJson({ text: line.text, system: line.system, v: line.gameVersion })))
      return issue(`does not say what game event ${gameSeq} did`);
  }
  return null;
}
