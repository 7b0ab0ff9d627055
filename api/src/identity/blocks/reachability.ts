import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import { Clock } from '../../platform/time/clock';
import { AccountStandingRepository } from '../standing/account-standing.repository';
import { reachable, standingOf } from '../standing/account-standing';
import { BlockRepository } from './block.repository';

/**
 * Whether one person may reach another — invite them to a game, offer them a seat, write to them
 * in a pair channel, sit down at their table. Refused alike (PLAYER_UNAVAILABLE, "not possible")
 * when the other blocked them and when the other's account is suspended or closed, so the answer
 * does not tell a block from an account that is away (docs/safety.md, "Blocking").
 */
@Injectable()
export class Reachability {
  constructor(
    private readonly clock: Clock,
    private readonly blocks: BlockRepository,
    private readonly standings: AccountStandingRepository,
  ) {}

  /** Those of `others` that `userId` may not reach: who blocked them, or whose account is away. */
  async unreachableAmong(m: EntityManager, userId: string, others: readonly string[]): Promise<Set<string>> {
    const distinct = [...new Set(others)].filter((id) => id !== userId);
    if (distinct.length === 0) return new Set();
    const out = await this.blocks.blockersOf(m, userId, distinct);
    const now = this.clock.now();
    for (const row of await this.standings.ofMany(m, distinct)) if (!reachable(standingOf(row, now))) out.add(row.id);
    return out;
  }

  /** Throws PLAYER_UNAVAILABLE unless `userId` may reach every one of `others`. */
  async assertReachable(m: EntityManager, userId: string, others: readonly string[], what: string): Promise<void> {
    if ((await this.unreachableAmong(m, userId, others)).size > 0)
      throw new DomainError('PLAYER_UNAVAILABLE', `${what} is not possible with this player.`);
  }
}
