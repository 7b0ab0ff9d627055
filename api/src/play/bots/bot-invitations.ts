import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { declineReasonFor } from '../../identity/bots/bot-profile';
import { BotProfileRepository } from '../../identity/bots/bot-profile.repository';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { DomainError } from '../../platform/errors/domain-error';
import type { TimeControl } from '../core/time-control';
import { BotSeatRepository } from './bot-seat.repository';

/** A game about to be created, as the bots invited to it judge it. */
export interface InvitationTerms {
  readonly variant: string;
  /** With every default filled in. */
  readonly options: Readonly<Record<string, unknown>>;
  readonly timeControl: TimeControl;
  readonly creatorId: string;
  /** Every person invited or seated, the creator included. */
  readonly people: readonly string[];
}

/**
 * What bots accept of the games they are invited to (docs/bots.md, "The profile"). The bots'
 * profile rows are locked (in user id order) until the game is committed, so two invitations at
 * once cannot both take a busy bot's last place.
 */
@Injectable()
export class BotInvitations {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly profiles: BotProfileRepository,
    private readonly seats: BotSeatRepository,
  ) {}

  /** Throws BOT_DECLINES with the reason when a bot among `invited` would decline the game. */
  async check(m: EntityManager, invited: readonly { id: string; username: string }[], terms: InvitationTerms) {
    if (invited.length === 0) return;
    // The creator's row too: a bot's count of games with bots is read under its lock.
    const bots = await this.profiles.lockMany(m, [...new Set([terms.creatorId, ...invited.map((u) => u.id)])]);
    if (bots.size === 0) return;
    const allBots = await this.profiles.findMany(m, terms.people);
    if (bots.has(terms.creatorId) && invited.some((u) => bots.has(u.id))) {
      const limit = this.config.botGamesPerDay ?? 20;
      if ((await this.seats.botGamesToday(m, terms.creatorId)) >= limit)
        throw new DomainError(
          'BOT_GAME_LIMIT',
          `A bot creates at most ${limit} games with other bots in 24 hours (BOT_GAMES_PER_DAY).`,
          { limit },
        );
    }
    for (const user of invited) {
      const profile = bots.get(user.id);
      if (!profile) continue;
      const tc = terms.timeControl;
      const reason =
        declineReasonFor(profile, {
          variant: terms.variant,
          options: terms.options,
          timeControl:
            tc.type === 'per-move' ? { type: tc.type, days: tc.days } : { type: tc.type, initialDays: tc.initialDays },
          withBots: terms.people.some((id) => id !== user.id && allBots.has(id)),
        }) ?? ((await this.seats.gamesInPlay(m, user.id)) >= profile.maxGames ? 'busy' : null);
      if (reason !== null)
        throw new DomainError('BOT_DECLINES', `${user.username} is a bot and declines this game: ${REASONS[reason]}`, {
          bot: user.username,
          reason,
        });
    }
  }

  /** Refuses a bot an open seat: a bot plays the games it is invited to (and accepts). */
  async refuseJoin(m: EntityManager, userId: string): Promise<void> {
    if (await this.profiles.find(m, userId))
      throw new DomainError('BOT_INVITED_ONLY', 'A bot takes seats it is invited to, not open seats of the lobby.');
  }
}

const REASONS: Readonly<Record<string, string>> = {
  variant: 'it does not play this variant.',
  options: 'it does not play these options.',
  timeControl: 'it does not play this kind of time control.',
  tooFast: 'the time control is faster than it plays.',
  tooSlow: 'the time control is slower than it plays.',
  noBot: 'it does not play other bots.',
  busy: 'it plays as many games at once as it takes.',
};
