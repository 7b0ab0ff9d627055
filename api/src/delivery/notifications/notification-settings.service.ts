import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import type { NotificationKind } from '../../platform/outbox/notification-kind';
import type { UpdateNotificationSettingsDto } from './dto/notification-settings.dto';
import {
  CONFIGURABLE_KINDS,
  DEFAULT_SETTINGS,
  DELIVERY_MODES,
  type DeliveryMode,
  isTimeZone,
  type NotificationSettings,
  PUSH_KINDS,
} from './notification-settings';
import { NotificationSettingsRepository } from './notification-settings.repository';

/** A user's notification settings (a row only once changed; defaults otherwise) and game mutes. */
@Injectable()
export class NotificationSettingsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly stored: NotificationSettingsRepository,
  ) {}

  async get(userId: string, manager: EntityManager = this.db.manager): Promise<NotificationSettings> {
    return (await this.stored.find(manager, userId)) ?? DEFAULT_SETTINGS;
  }

  async update(userId: string, patch: UpdateNotificationSettingsDto): Promise<NotificationSettings> {
    if (patch.timeZone !== undefined && !isTimeZone(patch.timeZone)) {
      throw new DomainError('BAD_TIME_ZONE', `${patch.timeZone} is not an IANA time zone (e.g. Europe/Berlin).`);
    }
    for (const [kind, mode] of Object.entries(patch.kinds ?? {})) {
      if (!CONFIGURABLE_KINDS.includes(kind as NotificationKind)) {
        throw new DomainError(
          'UNKNOWN_NOTIFICATION_KIND',
          `No notification kind ${kind}; kinds are ${CONFIGURABLE_KINDS.join(', ')}.`,
        );
      }
      if (!DELIVERY_MODES.includes(mode as DeliveryMode))
        throw new DomainError('BAD_DELIVERY_MODE', `${kind}: ${mode} is not one of ${DELIVERY_MODES.join(', ')}.`);
    }
    for (const [kind, on] of Object.entries(patch.push ?? {})) {
      if (!PUSH_KINDS.includes(kind as NotificationKind))
        throw new DomainError(
          'UNKNOWN_NOTIFICATION_KIND',
          `No push for the kind ${kind}; push kinds are ${PUSH_KINDS.join(', ')}.`,
        );
      if (typeof on !== 'boolean') throw new DomainError('BAD_DELIVERY_MODE', `push.${kind}: must be true or false.`);
    }
    if (patch.quietHours && patch.quietHours.start === patch.quietHours.end)
      throw new DomainError(
        'QUIET_HOURS_EMPTY',
        `Quiet hours from ${patch.quietHours.start} to ${patch.quietHours.end} are no time at all; choose different times.`,
      );
    return this.db.transaction(async (m) => {
      const current = await this.get(userId, m);
      const next: NotificationSettings = {
        language: patch.language ?? current.language,
        timeZone: patch.timeZone ?? current.timeZone,
        digestHour: patch.digestHour ?? current.digestHour,
        reminders: patch.reminders ? [...new Set(patch.reminders)] : current.reminders,
        kinds: { ...current.kinds, ...(patch.kinds as Record<string, DeliveryMode> | undefined) },
        push: { ...current.push, ...patch.push },
        quietHours: patch.quietHours
          ? { enabled: patch.quietHours.enabled, start: patch.quietHours.start, end: patch.quietHours.end }
          : current.quietHours,
      };
      await this.stored.save(m, userId, next);
      return next;
    });
  }

  /** One kind to `never` (the one-click unsubscribe). */
  async unsubscribe(userId: string, kind: NotificationKind): Promise<void> {
    await this.db.transaction(async (m) => {
      const current = await this.get(userId, m);
      await this.stored.save(m, userId, { ...current, kinds: { ...current.kinds, [kind]: 'never' } });
    });
  }

  mutedGames(userId: string): Promise<string[]> {
    return this.stored.mutedGames(this.db.manager, userId);
  }

  async mute(userId: string, gameId: string, muted: boolean): Promise<void> {
    if (!muted) {
      await this.stored.unmute(this.db.manager, userId, gameId);
      return;
    }
    if (!(await this.stored.gameExists(this.db.manager, gameId)))
      throw new DomainError('GAME_NOT_FOUND', `No game ${gameId}`);
    await this.stored.mute(this.db.manager, userId, gameId);
  }
}
