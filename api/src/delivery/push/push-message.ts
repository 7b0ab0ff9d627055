import type { NotificationKind } from '../../platform/outbox/notification-kind';
import type { Language } from '../../platform/i18n/language';
import { type EmailFacts, TEMPLATES } from '../notifications/email-templates';

/** What the service worker receives (decrypted): enough to show the notification and open the game. */
export interface PushPayload {
  readonly kind: NotificationKind;
  readonly gameId?: string;
  readonly title: string;
  readonly body: string;
  readonly url: string;
  /** Collapses notifications on the device: one per game for the calls to act. */
  readonly tag: string;
}

/** How long a push service keeps a push for an unreachable device, and how urgently it delivers it. */
export interface PushDelivery {
  readonly ttlSeconds: number;
  readonly urgency: 'very-low' | 'low' | 'normal' | 'high';
}

const HOUR = 3600;
const PER_KIND: Partial<Record<NotificationKind, PushDelivery>> = {
  'your-turn': { ttlSeconds: 72 * HOUR, urgency: 'high' },
  'check-to-answer': { ttlSeconds: 72 * HOUR, urgency: 'high' },
  'draw-offered': { ttlSeconds: 72 * HOUR, urgency: 'normal' },
  'seat-offered': { ttlSeconds: 24 * HOUR, urgency: 'normal' },
  message: { ttlSeconds: 24 * HOUR, urgency: 'normal' },
  'game-over': { ttlSeconds: 7 * 24 * HOUR, urgency: 'low' },
  // Answered within days (a challenge's default expiry; a round's first moves): no hurry.
  challenge: { ttlSeconds: 72 * HOUR, urgency: 'normal' },
  'tournament-round': { ttlSeconds: 72 * HOUR, urgency: 'normal' },
};

export function deliveryOf(kind: NotificationKind): PushDelivery {
  return PER_KIND[kind] ?? { ttlSeconds: 24 * HOUR, urgency: 'normal' };
}

const MAX_BODY = 240;

/**
 * A push from the facts its email is written from, in the same words: the title is the email's
 * subject, the body its paragraphs after the greeting, without the links (a click opens the game).
 */
export function pushPayload(
  kind: NotificationKind,
  lang: Language,
  facts: EmailFacts,
  gameId: string | null,
  url: string,
  about: string | null = null,
): PushPayload {
  const template = TEMPLATES[lang][kind];
  const body = template
    .body(facts)
    .slice(1)
    .filter((p) => p.trim() !== '' && !(facts.link && p.includes(facts.link)))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  // A sentence begins with a capital, unless it begins with a name, which is written as it is.
  const named = [facts.by, facts.tournament].some((n) => n && body.startsWith(n));
  const sentence = named ? body : body.charAt(0).toUpperCase() + body.slice(1);
  return {
    kind,
    ...(gameId ? { gameId } : {}),
    title: template.subject(facts),
    body: sentence.length > MAX_BODY ? `${sentence.slice(0, MAX_BODY - 1)}…` : sentence,
    url,
    tag: tagOf(kind, gameId, about),
  };
}

/**
 * The calls to act of a game share one tag (the newest replaces the older); the rest one per kind
 * and game, or per kind and what it is about when no game (`about`: a tournament, a challenge).
 */
export function tagOf(kind: NotificationKind, gameId: string | null, about: string | null = null): string {
  if (!gameId) return about ? `${kind}-${about}` : kind;
  if (kind === 'your-turn' || kind === 'check-to-answer') return `game-${gameId}`;
  return `game-${gameId}-${kind}`;
}

/** What a notification without a game is about, for its tag: its tournament or its challenge. */
export function aboutOf(payload: Record<string, unknown>): string | null {
  const id = payload.tournamentId ?? payload.challengeId;
  return typeof id === 'string' ? id : null;
}

/** The push service's own collapse key (RFC 8030 Topic): at most 32 base64url characters. */
export function topicOf(tag: string): string | undefined {
  const t = tag.replace(/^game-/, '').replace(/-/g, '');
  return /^[0-9a-f]{32}$/.test(t) ? t : undefined;
}
