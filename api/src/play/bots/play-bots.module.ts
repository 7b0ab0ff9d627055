import { Module, type OnModuleInit } from '@nestjs/common';
import { BotsModule } from '../../identity/bots/bots.module';
import { BotUpgradeChecks } from '../../identity/bots/bot-upgrade-checks';
import { BotInvitations } from './bot-invitations';
import { BotSeatRepository } from './bot-seat.repository';

/**
 * Play's part of bot accounts: an account with a seat (held, past or invited) stays a person, and
 * a bot is invited only to games its profile accepts.
 */
@Module({
  imports: [BotsModule],
  providers: [BotSeatRepository, BotInvitations],
  exports: [BotInvitations],
})
export class PlayBotsModule implements OnModuleInit {
  constructor(
    private readonly checks: BotUpgradeChecks,
    private readonly seats: BotSeatRepository,
  ) {}

  onModuleInit(): void {
    this.checks.register(async (m, userId) =>
      (await this.seats.hasSeat(m, userId))
        ? 'This account holds, has held or is invited to a seat in a game; only a fresh account can become a bot.'
        : null,
    );
  }
}
