import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { LockedEffect } from '../core/game-change';
import type { GameRecord } from '../core/game-record';
import { TABLE } from './channels';
import { ChannelLineRepository, type NewLine } from './channel-line.repository';
import { phaseOf } from './negotiation-access';
import { type ReportedEvent, ReportedEventRepository } from './reported-event.repository';

type CoalitionEffect = { type: 'coalition-formed'; coalition: { seats: string[]; round: number; by: string } };
type GameOverEffect = { type: 'game-over'; status: string; result: Result | null };
type Result = { winners: string[]; reason: string; points: Record<string, number> };

const cap = (seat: string) => seat.charAt(0).toUpperCase() + seat.slice(1);
const HOW: Record<string, string> = {
  declaration: 'by declaration',
  check: 'by giving check',
  capture: 'by a capture',
};

/**
 * The coalition events of a Coalition Chess game — a coalition formed (by declaration, check or
 * capture) and the end of the game (a neutrality abort among them) — as system lines of the table
 * channel, at their place among the messages. A locked effect of GameChangeService: it runs in the
 * transaction of the change itself, so a line exists exactly when its event does.
 *
 * Why lines in the channel's chain rather than derived at read time: the channel then is one
 * ordered record (a page, a stream frame, the record after a reveal all show the line where it
 * happened), and both chains stay honest — the game's chain is not touched at all, and each
 * system line names the game event it reports by seq and hash, so verifying a channel also
 * checks every system line against the game's own chain (ChannelVerifier).
 *
 * Why locked rather than an insert into the change's one statement: a line's hash links to its
 * channel's last line, read under the channel's lock (ChannelLineRepository.append); and every
 * change it applies to (a coalition formed, the end) takes the locked path anyway. The new line
 * wakes the message streams by the trigger `channel_messages_notify` (migrations/…-diplomacy.ts).
 */
@Injectable()
export class SystemLines implements LockedEffect {
  readonly kind = 'locked';
  readonly name = 'negotiation system lines';

  constructor(
    private readonly lines: ChannelLineRepository,
    private readonly events: ReportedEventRepository,
  ) {}

  /** A change of a Coalition Chess game with press that forms a coalition or ends the game. */
  appliesTo(before: GameRecord, after: GameRecord): boolean {
    if (after.variant !== 'coalition' || after.press === 'none' || phaseOf(before.status) === 'before') return false;
    const formed = (after.view?.coalitions.length ?? 0) > (before.view?.coalitions.length ?? 0);
    return formed || (phaseOf(after.status) === 'over' && phaseOf(before.status) !== 'over');
  }

  /** Appends the lines of the events this change wrote (seq after `before.version`), in its transaction. */
  async run(m: EntityManager, before: GameRecord, after: GameRecord): Promise<void> {
    const events = await this.events.written(m, after.id, before.version, after.version);
    const lines: NewLine[] = [];
    for (const event of events) lines.push(...linesOf(event));
    // Written at the change's own instant (its snapshot's updatedAt), like its events.
    await this.lines.append(m, after.id, TABLE, lines, after.updatedAt);
  }
}

/** The system lines one game event gives: one per coalition formed, one for the end. */
export function linesOf(event: ReportedEvent): NewLine[] {
  const ref = { gameSeq: event.seq, gameEventHash: event.hash };
  const line = (text: string, system: Record<string, unknown>): NewLine => ({
    kind: 'system',
    seat: null,
    userId: null,
    text,
    system: { ...system, ...ref },
    gameVersion: event.seq,
  });
  if (event.type === 'game-aborted')
    return [line('The game is aborted.', { event: 'game-over', outcome: { status: 'aborted', result: null } })];
  if (event.type === 'game-annulled')
    return [
      line('The game is annulled by the moderators.', {
        event: 'game-over',
        outcome: { status: 'aborted', result: null },
      }),
    ];
  const out: NewLine[] = [];
  for (const effect of (event.payload.effects ?? []) as { type?: string }[]) {
    if (effect.type === 'coalition-formed') {
      const { coalition } = effect as CoalitionEffect;
      const [leader, joiner] = coalition.seats;
      out.push(
        line(`${cap(joiner)} joins ${cap(leader)} ${HOW[coalition.by] ?? coalition.by} in round ${coalition.round}.`, {
          event: 'coalition-formed',
          coalition: { seats: [...coalition.seats], round: coalition.round, by: coalition.by },
        }),
      );
    }
    if (effect.type === 'game-over') {
      const { status, result } = effect as GameOverEffect;
      out.push(line(endSentence(status, result), { event: 'game-over', outcome: { status, result } }));
    }
  }
  return out;
}

function endSentence(status: string, result: Result | null): string {
  if (result?.reason === 'neutrality')
    return 'The game is aborted: a small power stayed in no coalition to the end of round 3.';
  if (status === 'aborted' || !result) return 'The game is aborted.';
  if (result.winners.length === 0) return `The game is drawn (${result.reason}).`;
  return `The game is over: ${result.winners.map(cap).join(' and ')} win (${result.reason}).`;
}
