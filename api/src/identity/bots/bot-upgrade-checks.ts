import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** Says why an account may not become a bot (a sentence for the refusal's detail), or null. */
export type BotUpgradeCheck = (m: EntityManager, userId: string) => Promise<string | null>;

/**
 * What must hold before an account becomes a bot, beyond identity's own knowledge: other areas
 * register a check in `onModuleInit` (play: the account holds no seat, has held none, and has no
 * open challenge), so identity needs to know nothing of games. Run under the account's row lock.
 */
@Injectable()
export class BotUpgradeChecks {
  private readonly checks: BotUpgradeCheck[] = [];

  register(check: BotUpgradeCheck): void {
    this.checks.push(check);
  }

  async refusal(m: EntityManager, userId: string): Promise<string | null> {
    for (const check of this.checks) {
      const reason = await check(m, userId);
      if (reason !== null) return reason;
    }
    return null;
  }
}
