import { BotStreamRepository } from '../delivery/bots/bot-stream.repository';
import { DigestRepository } from '../delivery/notifications/digest.repository';
import { EmailFactsRepository } from '../delivery/notifications/email-facts.repository';
import { SinceFactsRepository } from '../delivery/notifications/since-facts.repository';
import { EmailOutboxRepository } from '../delivery/notifications/email-outbox.repository';
import { InboxRepository } from '../delivery/notifications/inbox.repository';
import { DEFAULT_SETTINGS } from '../delivery/notifications/notification-settings';
import { NotificationSettingsRepository } from '../delivery/notifications/notification-settings.repository';
import { ReminderRepository } from '../delivery/notifications/reminder.repository';
import { GamePresenceRepository } from '../delivery/streams/game-presence.repository';
import { GameStreamRepository } from '../delivery/streams/game-stream.repository';
import { WebhookDeliveryRepository } from '../delivery/webhooks/webhook-delivery.repository';
import { WebhookRepository } from '../delivery/webhooks/webhook.repository';
import { PushDeliveryRepository } from '../delivery/push/push-delivery.repository';
import { PushQuietRepository } from '../delivery/push/push-quiet.repository';
import { PushSubscriptionRepository } from '../delivery/push/push-subscription.repository';
import { VapidKeysRepository } from '../delivery/push/vapid-keys.repository';
import { AT, BLACK, GAME, type QueryFile, recorded, WHITE } from './catalog';

// Example inputs of delivery/ beside the shared ones of catalog.ts.
const LEASE_UNTIL = new Date('2026-01-01T12:02:00.000Z');
const RETRY_AT = new Date('2026-01-01T12:00:30.000Z');
const WEBHOOK = '00000000-0000-4000-8000-0000000000f1';
const PUSH_SUBSCRIPTION = '00000000-0000-4000-8000-0000000000f2';
const P256DH = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

/** The repositories of delivery/: in-app notifications, email, reminders, digests, webhooks, push, streams. */
export const DELIVERY_QUERIES: readonly QueryFile[] = [
  {
    file: 'inbox.repository.sql',
    statements: async () => {
      const inbox = new InboxRepository();
      return [
        ...(await recorded(['InboxRepository.page: a page of a user’s notifications'], (m) =>
          inbox.page(m, WHITE, { limit: 20 }),
        )),
        ...(await recorded(['InboxRepository.page: the page before a cursor, unread only'], (m) =>
          inbox.page(m, WHITE, { before: 42, unread: true, limit: 20 }),
        )),
        ...(await recorded(['InboxRepository.unreadCount'], (m) => inbox.unreadCount(m, WHITE))),
        ...(await recorded(['InboxRepository.after: the catch-up of a resumed stream'], (m) =>
          inbox.after(m, WHITE, '42', 500),
        )),
        ...(await recorded(['InboxRepository.lateUpTo: recent ones up to an id, that may have committed late'], (m) =>
          inbox.lateUpTo(m, WHITE, '42', 10),
        )),
        ...(await recorded(['InboxRepository.newestId: where a fresh stream starts'], (m) => inbox.newestId(m, WHITE))),
        ...(await recorded(['InboxRepository.markRead'], (m) => inbox.markRead(m, WHITE, '42'))),
        ...(await recorded(['InboxRepository.markAllRead: all of a user’s, or a game’s'], (m) =>
          inbox.markAllRead(m, WHITE, GAME),
        )),
      ];
    },
  },
  {
    file: 'notification-settings.repository.sql',
    statements: async () => {
      const settings = new NotificationSettingsRepository();
      return [
        ...(await recorded(['NotificationSettingsRepository.find'], (m) => settings.find(m, WHITE))),
        ...(await recorded(['NotificationSettingsRepository.save: insert or update'], (m) =>
          settings.save(m, WHITE, { ...DEFAULT_SETTINGS, kinds: { message: 'digest' } }),
        )),
        ...(await recorded(['NotificationSettingsRepository.mutedGames'], (m) => settings.mutedGames(m, WHITE))),
        ...(await recorded(['NotificationSettingsRepository.gameExists: before muting it'], (m) =>
          settings.gameExists(m, GAME),
        )),
        ...(await recorded(['NotificationSettingsRepository.mute'], (m) => settings.mute(m, WHITE, GAME))),
        ...(await recorded(['NotificationSettingsRepository.unmute'], (m) => settings.unmute(m, WHITE, GAME))),
        ...(await recorded(['NotificationSettingsRepository.deleteAllOf: a closed account’s'], (m) =>
          settings.deleteAllOf(m, WHITE),
        )),
      ];
    },
  },
  {
    file: 'email-outbox.repository.sql',
    statements: async () => {
      const outbox = new EmailOutboxRepository();
      return [
        ...(await recorded(['EmailOutboxRepository.claim: due rows under a lease, each recipient’s in order'], (m) =>
          outbox.claim(m, AT, LEASE_UNTIL),
        )),
        ...(await recorded(['EmailOutboxRepository.delivered: sent, or why not'], (m) =>
          outbox.delivered(m, ['41', '42'], AT, 'sent'),
        )),
        ...(await recorded(['EmailOutboxRepository.failed: tried again later, or given up'], (m) =>
          outbox.failed(m, [{ id: '42', retryAt: RETRY_AT, error: 'connection refused' }]),
        )),
        ...(await recorded(['EmailOutboxRepository.nextDue: when to wake for the next retry'], (m) =>
          outbox.nextDue(m),
        )),
        ...(await recorded(
          ['EmailOutboxRepository.burst: a recipient’s messages in a game since the last mailed'],
          (m) => outbox.burst(m, BLACK, GAME, '42', ['sent', 'logged']),
        )),
      ];
    },
  },
  {
    file: 'email-facts.repository.sql',
    statements: async () => {
      const facts = new EmailFactsRepository();
      return [
        ...(await recorded(['EmailFactsRepository.recipients: address, name, settings, muted games'], (m) =>
          facts.recipients(m, [WHITE, BLACK]),
        )),
        ...(await recorded(['EmailFactsRepository.games: what an email tells of a game'], (m) =>
          facts.games(m, [GAME]),
        )),
        ...(await recorded(['EmailFactsRepository.lastActions: whether a call to act was answered since'], (m) =>
          facts.lastActions(m, [{ gameId: GAME, userId: BLACK }]),
        )),
        ...(await recorded(['EmailFactsRepository.movesSinceMine: the moves since the recipient’s own'], (m) =>
          facts.movesSinceMine(m, GAME, BLACK, 4),
        )),
      ];
    },
  },
  {
    file: 'since-facts.repository.sql',
    statements: () =>
      recorded(
        [
          'SinceFactsRepository.window: the events since the recipient’s own action',
          'SinceFactsRepository.window: the messages of the recipient’s channels meanwhile',
        ],
        (m) => new SinceFactsRepository().window(m, GAME, BLACK, 4),
      ),
  },
  {
    file: 'reminder.repository.sql',
    statements: async () => {
      const reminders = new ReminderRepository();
      return [
        ...(await recorded(['ReminderRepository.candidates: a page of running games with a deadline ahead'], (m) =>
          reminders.candidates(m, AT, { deadline: AT.toISOString(), id: GAME }, 500),
        )),
        ...(await recorded(['ReminderRepository.lockClocks: under the game’s row lock'], (m) =>
          reminders.lockClocks(m, GAME),
        )),
        ...(await recorded(['ReminderRepository.saveClocks: the points sent, in the seat clocks'], (m) =>
          reminders.saveClocks(m, GAME, {
            black: {
              since: AT.toISOString(),
              deadline: '2026-01-04T12:00:00.000Z',
              reminded: ['half'],
            },
          }),
        )),
      ];
    },
  },
  {
    file: 'digest.repository.sql',
    statements: async () => {
      const digests = new DigestRepository();
      return [
        ...(await recorded(['DigestRepository.subscribers: who chose the digest for some kind'], (m) =>
          digests.subscribers(m),
        )),
        ...(await recorded(['DigestRepository.claimDay: once a day, whichever instance comes first'], (m) =>
          digests.claimDay(m, WHITE, '2026-01-01'),
        )),
        ...(await recorded(['DigestRepository.gamesToMove: the games waiting for the user'], (m) =>
          digests.gamesToMove(m, WHITE),
        )),
        ...(await recorded(['DigestRepository.messagesSinceLastDigest'], (m) =>
          digests.messagesSinceLastDigest(m, WHITE),
        )),
      ];
    },
  },
  {
    file: 'webhook.repository.sql',
    statements: async () => {
      const webhooks = new WebhookRepository();
      return [
        ...(await recorded(['WebhookRepository.countActive: within the limit per user'], (m) =>
          webhooks.countActive(m, WHITE),
        )),
        ...(await recorded(['WebhookRepository.insert'], (m) =>
          webhooks.insert(m, WHITE, 'https://bot.example.org/hook', 'whsec_<the secret>', ['your-turn']),
        )),
        ...(await recorded(['WebhookRepository.listActive'], (m) => webhooks.listActive(m, WHITE))),
        ...(await recorded(['WebhookRepository.disable: removed, its log kept'], (m) =>
          webhooks.disable(m, WHITE, WEBHOOK),
        )),
        ...(await recorded(['WebhookRepository.owns: before its log is shown'], (m) =>
          webhooks.owns(m, WHITE, WEBHOOK),
        )),
        ...(await recorded(['WebhookRepository.deleteAllOf: a closed account’s, their logs with them'], (m) =>
          webhooks.deleteAllOf(m, WHITE),
        )),
      ];
    },
  },
  {
    file: 'webhook-delivery.repository.sql',
    statements: async () => {
      const deliveries = new WebhookDeliveryRepository();
      return [
        ...(await recorded(['WebhookDeliveryRepository.claim: due deliveries under a lease'], (m) =>
          deliveries.claim(m, AT, LEASE_UNTIL),
        )),
        ...(await recorded(['WebhookDeliveryRepository.delivered: a 2xx answer'], (m) =>
          deliveries.delivered(m, '42', AT, 204),
        )),
        ...(await recorded(['WebhookDeliveryRepository.failed: tried again later, or given up'], (m) =>
          deliveries.failed(m, '42', RETRY_AT, 503, 'HTTP 503', AT),
        )),
        ...(await recorded(['WebhookDeliveryRepository.page: a webhook’s log, newest first'], (m) =>
          deliveries.page(m, WEBHOOK, 42, 20),
        )),
      ];
    },
  },
  {
    file: 'vapid-keys.repository.sql',
    statements: async () => {
      const keys = new VapidKeysRepository();
      return recorded(['VapidKeysRepository.keep: the first pair written is kept'], (m) =>
        keys.keep(m, { publicKey: P256DH, privateKey: '<the private key>' }),
      );
    },
  },
  {
    file: 'push-subscription.repository.sql',
    statements: async () => {
      const subs = new PushSubscriptionRepository();
      return [
        ...(await recorded(['PushSubscriptionRepository.lockOwner: subscriptions of one user in turn'], (m) =>
          subs.lockOwner(m, WHITE),
        )),
        ...(await recorded(['PushSubscriptionRepository.countOf: within the limit per user'], (m) =>
          subs.countOf(m, WHITE),
        )),
        ...(await recorded(['PushSubscriptionRepository.upsert: a new endpoint, or one taken over'], (m) =>
          subs.upsert(m, WHITE, 'https://push.example.org/send/abc', P256DH, 'BTBZMqHH6r4Tts7J_aSIgg', 'Firefox'),
        )),
        ...(await recorded(['PushSubscriptionRepository.dropPendingOfOthers: nothing of the former owner'], (m) =>
          subs.dropPendingOfOthers(m, PUSH_SUBSCRIPTION, WHITE),
        )),
        ...(await recorded(['PushSubscriptionRepository.list'], (m) => subs.list(m, WHITE))),
        ...(await recorded(['PushSubscriptionRepository.remove: the owner’s only'], (m) =>
          subs.remove(m, WHITE, PUSH_SUBSCRIPTION),
        )),
        ...(await recorded(['PushSubscriptionRepository.removeGone: 404 or 410 from the push service'], (m) =>
          subs.removeGone(m, PUSH_SUBSCRIPTION),
        )),
        ...(await recorded(['PushSubscriptionRepository.deleteAllOf: a closed account’s'], (m) =>
          subs.deleteAllOf(m, WHITE),
        )),
      ];
    },
  },
  {
    file: 'push-delivery.repository.sql',
    statements: async () => {
      const deliveries = new PushDeliveryRepository();
      return [
        ...(await recorded(['PushDeliveryRepository.claim: due pushes under a lease, with their outbox rows'], (m) =>
          deliveries.claim(m, AT, LEASE_UNTIL),
        )),
        ...(await recorded(['PushDeliveryRepository.delivered: sent, or why not'], (m) =>
          deliveries.delivered(m, ['41', '42'], AT, 'sent', 201),
        )),
        ...(await recorded(['PushDeliveryRepository.failed: tried again later, or given up'], (m) =>
          deliveries.failed(m, '42', RETRY_AT, 503, 'HTTP 503', AT, false),
        )),
        ...(await recorded(['PushDeliveryRepository.nextDue: when to wake for the next retry'], (m) =>
          deliveries.nextDue(m),
        )),
      ];
    },
  },
  {
    file: 'push-quiet.repository.sql',
    statements: async () => {
      const quiet = new PushQuietRepository();
      return [
        ...(await recorded(['PushQuietRepository.quietOf: who of a batch keeps quiet hours'], (m) =>
          quiet.quietOf(m, [WHITE, BLACK]),
        )),
        ...(await recorded(['PushQuietRepository.hold: pushes that wait until quiet hours end'], (m) =>
          quiet.hold(m, ['41', '42'], RETRY_AT),
        )),
      ];
    },
  },
  {
    file: 'game-presence.repository.sql',
    statements: async () => {
      const presence = new GamePresenceRepository();
      return [
        ...(await recorded(['GamePresenceRepository.mark: a stream says its game is open and visible'], (m) =>
          presence.mark(m, PUSH_SUBSCRIPTION, WHITE, GAME, AT, LEASE_UNTIL),
        )),
        ...(await recorded(['GamePresenceRepository.leave: the stream closed'], (m) =>
          presence.leave(m, PUSH_SUBSCRIPTION),
        )),
        ...(await recorded(['GamePresenceRepository.present: pushes held back for a game in view'], (m) =>
          presence.present(m, [{ userId: WHITE, gameId: GAME }], AT),
        )),
      ];
    },
  },
  {
    file: 'bot-stream.repository.sql',
    statements: async () => {
      const bots = new BotStreamRepository();
      return [
        ...(await recorded(['BotStreamRepository.invitations: the seats a bot is invited to'], (m) =>
          bots.invitations(m, WHITE),
        )),
        ...(await recorded(['BotStreamRepository.challenges: challenges awaiting its answer'], (m) =>
          bots.challenges(m, WHITE),
        )),
        ...(await recorded(['BotStreamRepository.running: its games in set-up or play'], (m) =>
          bots.running(m, WHITE),
        )),
        ...(await recorded(['BotStreamRepository.acting: its games where it must act'], (m) => bots.acting(m, WHITE))),
      ];
    },
  },
  {
    file: 'game-stream.repository.sql',
    statements: async () => {
      const streams = new GameStreamRepository();
      return [
        ...(await recorded(['GameStreamRepository.gameExists'], (m) => streams.gameExists(m, GAME))),
        ...(await recorded(['GameStreamRepository.version: where a stream without a cursor starts'], (m) =>
          streams.version(m, GAME),
        )),
        ...(await recorded(['GameStreamRepository.eventsAfter: the next page of events'], (m) =>
          streams.eventsAfter(m, GAME, 4),
        )),
      ];
    },
  },
];
