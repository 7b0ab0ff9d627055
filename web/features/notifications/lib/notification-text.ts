import type { Notification } from '../../../lib/api/client';
import { nameInSentence } from '../../../lib/player-words';
import { formatDate, SEAT_ORDER, seatLabel } from '../../../lib/format';
import type { Locale } from '../../../lib/i18n/locale';
import type { Translate } from '../../../lib/i18n/translate';
import { levelWords } from '../../../lib/computer-level';
import { type Requirements, requirementsText } from '../../lobby/lib/requirements-text';
import { tournamentRoundText } from './tournament-round-text';

const SEATS = new Set<string>(Object.values(SEAT_ORDER).flat());

/**
 * A notification as one sentence in the reader's language. The payload has one shape per kind
 * (the API's outbox/notification-payloads.ts, docs/api/notifications.md); a kind this
 * dashboard does not know, or a payload without what its sentence needs, gets a generic sentence.
 */
export function notificationText(t: Translate, locale: Locale, n: Notification): string {
  return sentence(t, locale, n) ?? t('notification.unknown', { kind: n.kind });
}

function sentence(t: Translate, locale: Locale, { kind, payload: p }: Notification): string | undefined {
  if (kind === 'moderation') return moderation(t, locale, p);
  const variant = p.variant === '007' || p.variant === 'coalition' ? t(`variant.${p.variant}`) : undefined;
  if (!variant) return undefined;
  const seat = seatName(t, p.seat);
  switch (kind) {
    case 'invitation': {
      if (typeof p.by !== 'string' || !seat) return undefined;
      // The inviter by display name, as everywhere else; older payloads name the username only.
      const by = typeof p.byName === 'string' ? p.byName : p.by;
      const limits = requirementsText(t, p.joinRequirements as Requirements | undefined);
      return limits
        ? t('notification.invitationLimits', { by, variant, seat, limits })
        : t('notification.invitation', { by, variant, seat });
    }
    case 'challenge':
      return challenge(t, variant, p);
    case 'tournament-round':
      return tournamentRoundText(t, p);
    case 'game-started':
      return t('notification.game-started', { variant });
    case 'your-turn': {
      // The recipient's seats that must act (a strawman in the set-up phase: both).
      const toMove = Array.isArray(p.toMove) ? (p.toMove as { seat?: unknown }[]).map((m) => m.seat) : [];
      const seats = seatNames(t, toMove);
      return seats.length > 0 ? t('notification.your-turn', { variant, seats: seats.join(', ') }) : undefined;
    }
    case 'check-to-answer':
      return seat ? t('notification.check-to-answer', { variant, seat }) : undefined;
    case 'coalition-formed': {
      const coalition = p.coalition as { seats?: unknown } | undefined;
      const [a, b] = seatNames(t, coalition?.seats);
      return a && b ? t('notification.coalition-formed', { variant, a, b }) : undefined;
    }
    case 'draw-offered': {
      const by = seatName(t, p.by);
      if (!by) return undefined;
      // Who offers it, and which game: the player's name and the day the game started.
      if (typeof p.byName === 'string' && typeof p.startedAt === 'string')
        return t('notification.draw-offeredBy', {
          name: p.byName,
          seat: by,
          variant,
          date: formatDate(locale, p.startedAt),
        });
      return t('notification.draw-offered', { variant, seat: by });
    }
    case 'takeback': {
      // Who asked or declined, by name; which game, by the day it started.
      const name = typeof p.byName === 'string' ? p.byName : seatName(t, p.by);
      if (!name) return undefined;
      const date = typeof p.startedAt === 'string' ? formatDate(locale, p.startedAt) : '';
      if (p.step === 'requested') return t('notification.takeback-requested', { name, variant, date });
      if (p.step === 'declined') return t('notification.takeback-declined', { name, variant, date });
      if (p.step === 'taken') return t('notification.takeback-taken', { variant, date });
      return undefined;
    }
    case 'game-over':
      return gameOver(t, variant, p);
    case 'seat-offered':
      return typeof p.by === 'string' && seat ? t('notification.seat-offered', { by: p.by, variant, seat }) : undefined;
    case 'seat-changed-hands': {
      const from = holderName(t, p.from);
      const to = holderName(t, p.to);
      return seat && from && to ? t('notification.seat-changed-hands', { variant, seat, from, to }) : undefined;
    }
    case 'club-seat-offered': {
      const from = holderName(t, p.from);
      const keeper = holderName(t, p.keeper);
      const club = typeof p.club === 'string' ? p.club : undefined;
      const ladder = typeof p.ladder === 'string' ? p.ladder : undefined;
      return seat && from && keeper && club && ladder
        ? t('notification.club-seat-offered', { variant, seat, from, keeper, club, ladder })
        : undefined;
    }
    case 'edition-upgrade': {
      const edition = typeof p.edition === 'string' ? p.edition : undefined;
      const from = typeof p.from === 'string' ? p.from : undefined;
      const by = typeof p.by === 'string' ? p.by : undefined;
      if (!edition || !from) return undefined;
      if (p.step === 'changed') return t('notification.edition-changed', { variant, edition, from });
      if (p.step === 'proposed' && by) return t('notification.edition-proposed', { variant, edition, from, by });
      if (p.step === 'declined' && by) return t('notification.edition-declined', { variant, edition, from, by });
      return undefined;
    }
    case 'message': {
      // Told as it was written: the author's name, the channel and the text at the time.
      const author = p.author as { displayName?: unknown } | null | undefined;
      const who = typeof author?.displayName === 'string' ? author.displayName : seat;
      const channel =
        p.channel === 'table' ? t('talk.table') : seatNames(t, String(p.channel ?? '').split('+')).join(' + ');
      const text = typeof p.text === 'string' ? p.text : '';
      if (!who || !channel) return undefined;
      return t('notification.message', {
        who,
        channel,
        variant,
        text: text.length > 120 ? `${text.slice(0, 119)}…` : text,
      });
    }
    case 'reminder':
      return seat && typeof p.deadline === 'string'
        ? t('notification.reminder', { variant, seat, deadline: formatDate(locale, p.deadline) })
        : undefined;
  }
  return undefined;
}

/** A challenge to the reader; once closed (`status`), what became of it, so it asks nothing more. */
function challenge(t: Translate, variant: string, p: Notification['payload']): string | undefined {
  const name = typeof p.byName === 'string' && p.byName ? p.byName : typeof p.by === 'string' ? p.by : undefined;
  const by = name && nameInSentence(t, { displayName: name, bot: p.byBot === true });
  if (!by) return undefined;
  const status = p.status;
  if (status === 'accepted' || status === 'declined' || status === 'withdrawn' || status === 'expired')
    return t('notification.challengeClosed', { by, variant, status: t(`notification.challenge.${status}`) });
  const seat = seatName(t, p.seat);
  return seat ? t('notification.challenge', { by, variant, seat }) : undefined;
}

/** A seat's holder as a notification names it: a username, or the computer and its level. */
function holderName(t: Translate, holder: unknown): string | undefined {
  const h = (holder ?? {}) as { username?: unknown; computer?: unknown };
  if (typeof h.username === 'string') return h.username;
  return typeof h.computer === 'string' ? t('seat.computer', { level: levelWords(t, h.computer) }) : undefined;
}

/** Aborted, drawn or won by whom; and whether a clock decided it. */
function gameOver(t: Translate, variant: string, p: Notification['payload']): string {
  const result = p.result as { winners?: unknown; reason?: unknown } | null | undefined;
  const by = p.abortedBy as { displayName?: unknown } | undefined;
  if (p.status === 'aborted' && typeof by?.displayName === 'string')
    return t('notification.game-over.abortedBy', { variant, by: by.displayName, reason: String(p.abortReason ?? '') });
  if (p.status === 'aborted' || !result) return t('notification.game-over.aborted', { variant });
  const winners = seatNames(t, result.winners);
  const outcome = winners.length
    ? t('notification.game-over.won', { variant, winners: winners.join(' + ') })
    : t('notification.game-over.drawn', { variant });
  return result.reason === 'timeout' ? `${outcome} ${t('notification.game-over.timeout')}` : outcome;
}

function seatName(t: Translate, seat: unknown): string | undefined {
  return typeof seat === 'string' && SEATS.has(seat) ? seatLabel(t, seat) : undefined;
}

function seatNames(t: Translate, seats: unknown): string[] {
  return Array.isArray(seats) ? seats.map((s) => seatName(t, s)).filter((s): s is string => s !== undefined) : [];
}

/** A moderator's word to the reader: what was done, until when, their words — never who reported. */
function moderation(t: Translate, locale: Locale, p: Notification['payload']): string | undefined {
  const until = typeof p.until === 'string' ? formatDate(locale, p.until) : undefined;
  const said =
    p.action === 'warn'
      ? t('notification.moderation.warn')
      : p.action === 'mute' && until
        ? t('notification.moderation.mute', { until })
        : p.action === 'suspend'
          ? until
            ? t('notification.moderation.suspend', { until })
            : t('notification.moderation.suspendOpen')
          : p.action === 'reinstate'
            ? t('notification.moderation.reinstate')
            : p.action === 'close'
              ? t('notification.moderation.close')
              : undefined;
  if (!said) return undefined;
  return typeof p.message === 'string' && p.message
    ? t('notification.moderation.words', { said, message: p.message })
    : said;
}
