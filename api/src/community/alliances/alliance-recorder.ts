import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { LockedEffect } from '../../play/core/game-change';
import type { GameRecord } from '../../play/core/game-record';
import type { GameResult } from '@entente/engine';

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
      const formed: { id: string }[] = await m.query(
        `INSERT INTO alliances (game_id, leader_seat, joiner_seat, leader_id, joiner_id, round, how, outcome, formed_at, formed_seq)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $9) ON CONFLICT (game_id, joiner_seat) DO NOTHING RETURNING id`,
        [after.id, leader, joiner, holder(leader), holder(joiner), c.round, c.by, after.updatedAt, after.version],
      );
      // Its first members: the people holding its seats now (a computer is nobody's credit).
      for (const { id } of formed)
        await m.query(
          `INSERT INTO alliance_members (alliance_id, side, user_id, formed_at)
           SELECT $1, side, user_id, $4 FROM (VALUES ('leader', $2::uuid), ('joiner', $3::uuid)) AS x (side, user_id)
            WHERE user_id IS NOT NULL`,
          [id, holder(leader), holder(joiner), after.updatedAt],
        );
    }
    if (over(after.status) && !over(before.status)) {
      const rows: { id: string; leader_seat: string; joiner_seat: string }[] = await m.query(
        `SELECT id, leader_seat, joiner_seat FROM alliances WHERE game_id = $1`,
        [after.id],
      );
      for (const r of rows) {
        const seats = [r.leader_seat, r.joiner_seat];
        await m.query(
          `UPDATE alliances SET outcome = $2, result_reason = $3, leader_points = $4, joiner_points = $5, ended_at = $6, ended_seq = $7
            WHERE id = $1`,
          [
            r.id,
            allianceOutcome(after.result, seats),
            after.result?.reason ?? 'abort',
            after.result?.points[r.leader_seat] ?? 0,
            after.result?.points[r.joiner_seat] ?? 0,
            after.finishedAt ?? after.updatedAt,
            after.version,
          ],
        );
      }
    }
  }
}
