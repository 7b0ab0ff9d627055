import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { LockedEffect } from '../../play/core/game-change';
import type { GameRecord } from '../../play/core/game-record';
import type { GameResult } from '@entente/engine';
import { AllianceRepository } from './alliance.repository';

export type AllianceOutcome = 'pending' | 'won' | 'lost' | 'drawn' | 'aborted';

/** What came of a coalition: the members' result when the game ended. */
export function allianceOutcome(result: GameResult | null, seats: readonly string[]): AllianceOutcome {
  if (!result || result.reason === 'neutrality') return 'aborted';
  if (result.winners.length === 0) return 'drawn';
  return seats.some((s) => result.winners.includes(s)) ? 'won' : 'lost';
}

function over(status: string): boolean {
  return status === 'finished' || status === 'aborted';
}

/**
 * Writes the alliance history of every Coalition Chess game as it happens, in the transaction of
 * the change (a locked effect of GameChangeService): a row when the engine's view shows a new coalition (seats, round, how), its outcome
 * when the game ends. Reading the history never replays events. The row names the two people who
 * held its seats when it formed and the events that formed it and ended the game (`formed_seq`,
 * `ended_seq`): everyone who held its seats in between is the view `alliance_holders`, read from the
 * record of holders; the people among them are its members (`alliance_members`: the coalition's
 * first two here, those who take one of its seats over in SeatHolderRecorder.changeHands), whom the
 * history and the partners counts credit (migrations/1796121400000-alliance-holders.ts).
 */
@Injectable()
export class AllianceRecorder implements LockedEffect {
  readonly kind = 'locked';
  readonly name = 'alliance history';

  constructor(private readonly alliances: AllianceRepository) {}

  /** A Coalition Chess change that forms a coalition or ends the game. */
  appliesTo(before: GameRecord, after: GameRecord): boolean {
    if (after.variant !== 'coalition') return false;
    const formed = (after.view?.coalitions.length ?? 0) > (before.view?.coalitions.length ?? 0);
    return formed || (over(after.status) && !over(before.status));
  }

  async run(m: EntityManager, before: GameRecord, after: GameRecord): Promise<void> {
    const known = before.view?.coalitions.length ?? 0;
    const now = after.view?.coalitions ?? [];
    const holder = (seat: string) => after.seats.find((s) => s.seat === seat && s.state === 'taken')?.userId ?? null;
    for (const c of now.slice(known)) {
      // seats[0] is the great power joined (or Green in the small powers' own coalition); seats[1] the joiner.
      const [leader, joiner] = c.seats;
      const formed = await this.alliances.addFormed(m, {
        gameId: after.id,
        leaderSeat: leader,
        joinerSeat: joiner,
        leaderId: holder(leader),
        joinerId: holder(joiner),
        round: c.round,
        how: c.by,
        formedAt: after.updatedAt,
        formedSeq: after.version,
      });
      // Its first members: the people holding its seats now (a computer is nobody's credit).
      for (const id of formed)
        await this.alliances.addFirstMembers(m, id, holder(leader), holder(joiner), after.updatedAt);
    }
    if (over(after.status) && !over(before.status)) {
      for (const a of await this.alliances.ofGame(m, after.id)) {
        const seats = [a.leaderSeat, a.joinerSeat];
        await this.alliances.setOutcome(m, a.id, {
          outcome: allianceOutcome(after.result, seats),
          reason: after.result?.reason ?? 'abort',
          leaderPoints: after.result?.points[a.leaderSeat] ?? 0,
          joinerPoints: after.result?.points[a.joinerSeat] ?? 0,
          endedAt: after.finishedAt ?? after.updatedAt,
          endedSeq: after.version,
        });
      }
    }
  }
}
