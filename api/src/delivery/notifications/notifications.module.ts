import { Module, OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { AccountClosureListeners } from '../../identity/users/account-closure-listeners';
import { DataExportSections } from '../../identity/users/data-export-sections';
import { UsersModule } from '../../identity/users/users.module';
import { JobsService } from '../../platform/jobs/jobs.service';
import { OutboxModule } from '../../platform/outbox/outbox.module';
import { DigestScheduler } from './digest-scheduler';
import { DigestRepository } from './digest.repository';
import { EmailComposer } from './email-composer';
import { SinceFactsRepository } from './since-facts.repository';
import { EmailFactsRepository } from './email-facts.repository';
import { EmailOutboxRepository } from './email-outbox.repository';
import { InboxRepository } from './inbox.repository';
import { InboxService } from './inbox.service';
import { MailTransport } from './mail-transport';
import { NotificationSettingsRepository } from './notification-settings.repository';
import { NotificationSettingsService } from './notification-settings.service';
import { NotificationsController } from './notifications.controller';
import { OutboxDispatcher } from './outbox-dispatcher';
import { ReminderScheduler } from './reminder-scheduler';
import { ReminderRepository } from './reminder.repository';
import { UnsubscribeController } from './unsubscribe.controller';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';

export const REMINDER_QUEUE = 'notification-reminders';
export const DIGEST_QUEUE = 'notification-digests';

/** Email delivery of the outbox, reminders, the daily digest, in-app notifications, settings. */
@Module({
  imports: [OutboxModule, RateLimitModule, UsersModule],
  controllers: [NotificationsController, UnsubscribeController],
  providers: [
    NotificationSettingsRepository,
    NotificationSettingsService,
    InboxRepository,
    InboxService,
    EmailFactsRepository,
    EmailOutboxRepository,
    EmailComposer,
    SinceFactsRepository,
    MailTransport,
    OutboxDispatcher,
    ReminderRepository,
    ReminderScheduler,
    DigestRepository,
    DigestScheduler,
  ],
  exports: [InboxService, OutboxDispatcher, ReminderScheduler, DigestScheduler, EmailComposer],
})
export class NotificationsModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly jobs: JobsService,
    private readonly reminders: ReminderScheduler,
    private readonly digests: DigestScheduler,
    private readonly closures: AccountClosureListeners,
    private readonly settings: NotificationSettingsRepository,
    private readonly exports: DataExportSections,
    private readonly preferences: NotificationSettingsService,
  ) {}

  /**
   * A closed account's settings, muted games and in-app notifications go with it; the export
   * holds the settings as `GET /me/notification-settings` shows them.
   */
  onModuleInit(): void {
    this.closures.register({ closing: (m, userId) => this.settings.deleteAllOf(m, userId) });
    this.exports.register({
      key: 'notificationSettings',
      order: 21,
      scope: 'account:read',
      value: async ({ userId }) => ({
        ...(await this.preferences.get(userId)),
        mutedGames: await this.preferences.mutedGames(userId),
      }),
    });
  }

  onApplicationBootstrap(): void {
    void this.jobs.define({
      name: REMINDER_QUEUE,
      cron: '* * * * *',
      policy: 'singleton',
      handler: () => this.reminders.run(),
    });
    void this.jobs.define({
      name: DIGEST_QUEUE,
      cron: '*/5 * * * *',
      policy: 'singleton',
      handler: () => this.digests.run(),
    });
  }
}
